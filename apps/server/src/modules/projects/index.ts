/** The projects module's public entry: Build Rooms, their requests and invitations, tasks and milestones. */
export { claimInvitations } from './invitations.service.ts';
export {
  closeOpenJoinRequestsOf,
  countJoinRequestsReceivedBy,
  countJoinRequestsSentBy,
  findJoinRequestsOf,
} from './project-requests.repository.ts';
export { findProjectDataOf } from './projects.repository.ts';
export { projectsRoutes } from './projects.routes.ts';
