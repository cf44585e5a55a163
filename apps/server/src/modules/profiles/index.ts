/** The profiles module's public entry: a member's page, portfolio, picture and dashboard. */
export { deleteProfileDataOf, findProfileDataOf } from './profiles.repository.ts';
export { profilesRoutes } from './profiles.routes.ts';
