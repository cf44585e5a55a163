/** The problems module's public entry: what other modules may use of problems. */
export { isCollaborator } from './problems.repository.ts';
export { loadProblemFor } from './problems.service.ts';
