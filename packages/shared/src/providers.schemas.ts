import { z } from 'zod';
import { LANGUAGES } from './app-frame.ts';
import { RegisterBody } from './auth.schemas.ts';
import { SIGN_IN_PROVIDERS } from './enums.ts';
import { PASSWORD_MAX } from './limits.ts';
import { MESSAGES, tooLong } from './messages.ts';
import { text } from './text.schemas.ts';

// Signing in with Google (OpenID Connect) and GitHub (OAuth 2), issue 29: the trip to the provider and back, what a
// new person or a matching member finishes on our pages, and the sign-in methods a member keeps in settings.

/** A trip to a provider and back must come back within this. */
export const PROVIDER_FLOW_TTL_MS = 10 * 60_000;
/** A person back from a provider has this long to agree to the privacy notice, or to confirm a link. */
export const PROVIDER_PENDING_TTL_MS = 60 * 60_000;

/** The providers as the pages name them. */
export const PROVIDER_NAMES: Record<(typeof SIGN_IN_PROVIDERS)[number], string> = {
  google: 'Google',
  github: 'GitHub',
};

export const ProviderParams = z.object({
  provider: z.enum(SIGN_IN_PROVIDERS, { error: MESSAGES.providerNotConfigured }),
});
export type ProviderParams = z.infer<typeof ProviderParams>;

/** `GET /api/auth/providers/{provider}/start?remember=true`: a sign-in's 'Remember me'. */
export const ProviderStartQuery = z.object({ remember: z.enum(['true', 'false']).optional() });
export type ProviderStartQuery = z.infer<typeof ProviderStartQuery>;

/** What the provider sends back to the callback; every field is checked by the client library, not here. */
export const ProviderCallbackQuery = z
  .object({
    state: z.string().max(512).optional(),
    code: z.string().max(2048).optional(),
    error: z.string().max(512).optional(),
  })
  .loose();
export type ProviderCallbackQuery = z.infer<typeof ProviderCallbackQuery>;

/** The providers this server is configured for: the sign-in and register pages show one button each. */
export const ProviderList = z.object({
  providers: z.array(z.object({ id: z.enum(SIGN_IN_PROVIDERS), name: z.string(), url: z.string() })),
});
export type ProviderList = z.infer<typeof ProviderList>;

const token = text({ error: MESSAGES.providerPendingInvalid })
  .min(1, MESSAGES.providerPendingInvalid)
  .max(200, tooLong(200));

export const PendingTokenParams = z.object({ token });
export type PendingTokenParams = z.infer<typeof PendingTokenParams>;

/** What a person back from a provider is shown before finishing: never the member's own details. */
export const ProviderPending = z.object({
  kind: z.enum(['sign-up', 'link']),
  provider: z.enum(SIGN_IN_PROVIDERS),
  name: z.string(),
  email: z.string(),
  /** A link: whether the member has a password to confirm it with (else only the mailed link). */
  hasPassword: z.boolean(),
});
export type ProviderPending = z.infer<typeof ProviderPending>;

/** `POST /api/auth/provider-pendings/{token}/sign-up`: consent to the privacy notice, as the register page asks. */
export const ProviderSignUpBody = z.object({
  acceptTerms: z.literal(true, { error: MESSAGES.termsRequired }),
  language: z.enum(LANGUAGES).default('en'),
});
export type ProviderSignUpBody = z.infer<typeof ProviderSignUpBody>;
export type ProviderSignUpInput = z.input<typeof ProviderSignUpBody>;

const currentPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(PASSWORD_MAX, tooLong(PASSWORD_MAX));

/** `POST /api/auth/provider-pendings/{token}/link`: the member's password confirms the link. */
export const ConfirmLinkBody = z.object({ password: currentPassword });
export type ConfirmLinkBody = z.infer<typeof ConfirmLinkBody>;

/** `POST /api/auth/provider-links/confirm`: the token of the link mailed to the member. */
export const MailedLinkBody = z.object({ token });
export type MailedLinkBody = z.infer<typeof MailedLinkBody>;

/** `POST /api/auth/identities`: link another provider from settings; answers where the browser goes next. */
export const LinkProviderBody = z.object({
  provider: z.enum(SIGN_IN_PROVIDERS, { error: MESSAGES.providerNotConfigured }),
});
export type LinkProviderBody = z.infer<typeof LinkProviderBody>;
export const ProviderRedirect = z.object({ url: z.string() });
export type ProviderRedirect = z.infer<typeof ProviderRedirect>;

export const IdentityIdParams = z.object({ id: z.uuid({ error: MESSAGES.identityNotFound }) });
export type IdentityIdParams = z.infer<typeof IdentityIdParams>;

/** A provider account linked to the member, as settings lists it. */
export const Identity = z.object({
  _id: z.string(),
  provider: z.enum(SIGN_IN_PROVIDERS),
  email: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Identity = z.infer<typeof Identity>;

/** Settings' sign-in methods: the linked providers and whether the member has a password. */
export const IdentityList = z.object({ identities: z.array(Identity), hasPassword: z.boolean() });
export type IdentityList = z.infer<typeof IdentityList>;

/** `POST /api/auth/password`: a first password for an account made through a provider. */
export const SetPasswordBody = z.object({ password: RegisterBody.shape.password });
export type SetPasswordBody = z.infer<typeof SetPasswordBody>;
