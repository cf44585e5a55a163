/** The profiles module's public entry: a member's page, portfolio, picture (also a new member's from their provider) and dashboard. */
export { deleteProfileDataOf, findProfileDataOf } from './profiles.repository.ts';
export { profilesRoutes } from './profiles.routes.ts';
export { storePictureOf } from './profiles.service.ts';
