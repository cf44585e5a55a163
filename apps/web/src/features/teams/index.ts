/**
 * The teams feature's public entry: a team is the collaborators of a problem or the members of a Build Room, and
 * its chat, completion, recommendations and team lists live here. Other features import only this file (kept by
 * dependency-cruiser's web-feature-isolation rule); the app's frame may reach the query keys directly.
 */
export { peopleRecommendationsQuery, usePeopleRecommendations } from './api/recommendations.ts';
export { ActiveCollaborations } from './components/ActiveCollaborations.tsx';
export { CompletionDialog } from './components/CompletionDialog.tsx';
export { CompletionPanel } from './components/CompletionPanel.tsx';
export { LazyRecommendedCollaborators } from './components/LazyRecommendations.tsx';
export { ProjectTeams } from './components/ProjectTeams.tsx';
export { NextStepLink, RecommendationList } from './components/RecommendationCard.tsx';
export { TeamChat } from './components/TeamChat.tsx';
export { useTeamRoleName } from './utils/team-role.ts';
