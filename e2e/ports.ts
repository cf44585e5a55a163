/** Where the e2e server listens, where the run's mailbox (global-setup.ts) receives its mail, and who moderates. */
export const SERVER_PORT = Number(process.env.E2E_PORT ?? 3210);
export const MAILBOX_PORT = SERVER_PORT + 1;
/** A second origin, listed in the server's CORS_ORIGINS, that serves a client written to the spec. */
export const CLIENT_PORT = SERVER_PORT + 2;
/** A push service the server sends web pushes to (push-delivery.spec.ts), over TLS with a test certificate. */
export const PUSH_SERVICE_PORT = SERVER_PORT + 3;
/** The address the e2e server makes a moderator (MODERATOR_EMAILS): moderation.spec.ts registers it. */
export const MODERATOR_EMAIL = 'moderator@e2e.skillsync.test';
/** A second moderator: an appeal is decided by a moderator other than the one who took the decision. */
export const SECOND_MODERATOR_EMAIL = 'moderator.two@e2e.skillsync.test';
/** The OpenID provider standing in for Google (providers.spec.ts), which the e2e server is configured to use. */
export const GOOGLE_PORT = SERVER_PORT + 4;
