/**
 * The problems module's public entry: the Problem Wall, its supports, and the collaboration requests that let
 * members onto a problem's team (with the inbox's counters, which count project join requests too).
 */
export { closeOpenRequestsOf, findRequestDataOf } from './problem-requests.repository.ts';
export { problemRequestsRoutes } from './problem-requests.routes.ts';
export { presentCollaborator } from './problems.presenter.ts';
export {
  type CollaboratorRow,
  deleteSupportsOf,
  findCollaborators,
  findProblemDataOf,
} from './problems.repository.ts';
export { problemsRoutes } from './problems.routes.ts';
export { countVisitorView } from './problems.service.ts';
