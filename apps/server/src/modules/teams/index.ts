/**
 * The teams module's public entry. A team is the people of a problem (its author and collaborators) or of a
 * project (its owner and members); teams knows who is on which, lets them in (the one lock order of every
 * writer), and awards their finished work. Problems and projects build on it.
 */

export { announceCompletion, awardCompletion } from './completion.service.ts';
export {
  findClaimsThatHold,
  findMemberIdsAmong,
  findProblemForUpdate,
  findProjectForUpdate,
  findTeammateIds,
  findTeamPeople,
  isCollaborator,
  isVisibleTo,
  teamSize,
} from './team-access.repository.ts';
export { authorizeTeam, loadProblemFor, loadProjectFor, type Team } from './team-access.ts';
