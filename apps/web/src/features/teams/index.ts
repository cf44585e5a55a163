/**
 * The teams feature's public entry: a team is the collaborators of a problem or the members of a Build Room, and
 * its chat, completion, requests and invitations (their cards and api hooks), recommendations and team lists live
 * here. Other features import only this file (kept by dependency-cruiser's web-feature-isolation rule); the app's
 * frame may reach the query keys and the pending-requests count directly.
 */

export { useReceivedJoinRequests, useSentJoinRequests } from './api/get-join-requests.ts';
export { useRequestStats } from './api/get-request-stats.ts';
export { useReceivedRequests, useSentRequests } from './api/get-requests.ts';
export { peopleRecommendationsQuery, usePeopleRecommendations } from './api/recommendations.ts';
export { ActiveCollaborations } from './components/ActiveCollaborations.tsx';
export { ChatButton } from './components/ChatButton.tsx';
export { CompletionDialog } from './components/CompletionDialog.tsx';
export { CompletionPanel } from './components/CompletionPanel.tsx';
export { LazyRecommendedCollaborators } from './components/LazyRecommendations.tsx';
export { ProjectTeams } from './components/ProjectTeams.tsx';
export { ReceivedJoinRequestCard } from './components/ReceivedJoinRequestCard.tsx';
export { ReceivedRequestCard } from './components/ReceivedRequestCard.tsx';
export { NextStepLink, RecommendationList } from './components/RecommendationCard.tsx';
export { SentJoinRequestCard } from './components/SentJoinRequestCard.tsx';
export { SentRequestCard } from './components/SentRequestCard.tsx';
export { TeamChat } from './components/TeamChat.tsx';
export { TeamChatRoom } from './components/TeamChatRoom.tsx';
export { UnreadMessages } from './components/UnreadMessages.tsx';
export { useTeamRoleName } from './utils/team-role.ts';
