/** The challenges module's public entry. */
export { findChallengeDataOf } from './challenges.repository.ts';
export { challengesRoutes } from './challenges.routes.ts';
