import { z } from 'zod';
import { PASSKEY_NAME_MAX, PASSWORD_MAX } from './limits.ts';
import { MESSAGES, tooLong } from './messages.ts';
import { text } from './text.schemas.ts';

// Passkeys (issue 29): WebAuthn credentials a member adds in settings and signs in with. The ceremonies' options
// and answers are the W3C JSON shapes (PublicKeyCredentialCreationOptionsJSON and friends) the browser library
// reads and writes; the server checks them with @simplewebauthn/server.

/** Base64url text, as WebAuthn's JSON carries every byte string; bounded, as an attestation is a few KB at most. */
const base64url = (max: number) =>
  z
    .string({ error: MESSAGES.invalidValue })
    .max(max, MESSAGES.invalidValue)
    .regex(/^[A-Za-z0-9_-]*$/, MESSAGES.invalidValue);

/** A credential id is at most 1,023 bytes (WebAuthn): 1,364 characters of base64url. */
const CREDENTIAL_ID_MAX = 1364;

const credentialFields = {
  id: base64url(CREDENTIAL_ID_MAX).min(1, MESSAGES.invalidValue),
  rawId: base64url(CREDENTIAL_ID_MAX).min(1, MESSAGES.invalidValue),
  type: z.literal('public-key', { error: MESSAGES.invalidValue }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // The extensions' outputs: none is asked for, so none is kept.
  clientExtensionResults: z.object({}).default({}),
};

/** What `navigator.credentials.create()` answered, as JSON (`RegistrationResponseJSON`). */
export const PasskeyRegistration = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    // What the browser reports, passed on as it is: new kinds appear, and the server keeps only those it knows.
    transports: z.array(z.string().max(32)).max(16).optional(),
  }),
});

/** What `navigator.credentials.get()` answered, as JSON (`AuthenticationResponseJSON`). */
export const PasskeyAssertion = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(2048),
    userHandle: base64url(256).optional(),
  }),
});

export const passkeyName = text({ error: MESSAGES.passkeyNameRequired })
  .trim()
  .min(1, MESSAGES.passkeyNameRequired)
  .max(PASSKEY_NAME_MAX, tooLong(PASSKEY_NAME_MAX));

/**
 * `POST /api/auth/passkeys/options`: the member's password again, so a session alone (a borrowed device, a stolen
 * token) cannot add a way into the account that outlives it.
 */
export const StartPasskeyBody = z.object({
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
});
export type StartPasskeyBody = z.infer<typeof StartPasskeyBody>;

/** `POST /api/auth/passkeys`: the browser's answer to the options, and the name the member gave the passkey. */
export const AddPasskeyBody = z.object({ name: passkeyName, credential: PasskeyRegistration });
export type AddPasskeyBody = z.infer<typeof AddPasskeyBody>;

export const RenamePasskeyBody = z.object({ name: passkeyName });
export type RenamePasskeyBody = z.infer<typeof RenamePasskeyBody>;

export const PasskeyIdParams = z.object({ id: z.uuid({ error: MESSAGES.passkeyNotFound }) });
export type PasskeyIdParams = z.infer<typeof PasskeyIdParams>;

/** `POST /api/auth/passkey-sign-in`: the browser's signed answer to a sign-in challenge. */
export const PasskeySignInBody = z.object({ credential: PasskeyAssertion, rememberMe: z.boolean().optional() });
export type PasskeySignInBody = z.infer<typeof PasskeySignInBody>;

/** One of the member's passkeys, as their settings list it: never its key or credential id. */
export const Passkey = z.object({
  _id: z.string(),
  name: z.string(),
  /** Synced between the member's devices by their password manager (a multi-device credential). */
  isSynced: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof Passkey>;

export const PasskeyList = z.object({ passkeys: z.array(Passkey) });
export type PasskeyList = z.infer<typeof PasskeyList>;

/**
 * A ceremony's options for the browser (`PublicKeyCredentialCreationOptionsJSON` or
 * `PublicKeyCredentialRequestOptionsJSON`), passed through to `@simplewebauthn/browser` as they are.
 */
export const PasskeyOptions = z
  .object({ challenge: z.string(), rpId: z.string().optional(), timeout: z.number().optional() })
  .loose();
export type PasskeyOptions = z.infer<typeof PasskeyOptions>;
