/** The projects module's public entry: what other modules may use of projects. */

export { countJoinRequestsReceivedBy, countJoinRequestsSentBy } from './project-requests.repository.ts';
export { loadProjectFor } from './projects.service.ts';
