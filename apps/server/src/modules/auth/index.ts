/**
 * The auth module's public entry: sessions (the cookie, resolving one, ending them), sign-in history, verified
 * addresses, passkeys, and Google and GitHub. Auth depends on users, mail, limits (asking for a link again),
 * projects (an invitation by address waits for whoever proves it) and profiles (a new member's picture from their
 * provider).
 */
export { authPlugin, clearSessionCookie, SESSION_COOKIE } from './auth.plugin.ts';
export { deleteResetTokensOfUser, deleteSessionsOfUser, findSignInsOf } from './auth.repository.ts';
export { authRoutes } from './auth.routes.ts';
export { closeSessionsOf, findLiveTokens, resolveSession } from './auth.service.ts';
export { deleteVerificationsOf } from './email.repository.ts';
export { emailRoutes } from './email.routes.ts';
export { deletePasskeysOf, findPasskeyDataOf } from './passkeys.repository.ts';
export { passkeysRoutes } from './passkeys.routes.ts';
export { deleteProviderDataOf, findIdentityDataOf } from './providers.repository.ts';
export { providersRoutes } from './providers.routes.ts';
