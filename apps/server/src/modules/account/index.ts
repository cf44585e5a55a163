/** The account module's public entry: a member's own account (language, data export, erasure), above every module. */
export { accountRoutes } from './account.routes.ts';
