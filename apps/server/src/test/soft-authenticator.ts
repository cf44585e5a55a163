import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { PasskeyAssertion, PasskeyOptions, PasskeyRegistration } from '@skillsync/shared';
import type { z } from 'zod';

// A software authenticator for the API tests: it makes and uses passkeys as a platform authenticator does (ES256
// keys, 'none' attestation, a signature counter), so the server's real WebAuthn checks run on its answers. The
// browser's own ceremonies are tested in Chromium with its virtual authenticator (e2e/passkeys.spec.ts).

const ORIGIN = 'http://localhost:3000';
const RP_ID = 'localhost';

/** One passkey this authenticator holds: its credential id, key pair and counter. */
export type SoftPasskey = { id: Buffer; privateKey: KeyObject; publicKey: KeyObject; counter: number };

type Ceremony = {
  /** Where the browser says the ceremony happened (the web app's origin unless a test says otherwise). */
  origin?: string;
  rpId?: string;
  /** Whether the member unlocked the authenticator (fingerprint, PIN): user verification. */
  isUserVerified?: boolean;
  /** How the browser says it reaches the authenticator. */
  transports?: string[];
  /** The member the authenticator says the passkey is for (its user handle), when it says one. */
  userHandle?: string;
};

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64 = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

/** Authenticator data: the RP id's hash, flags (present, verified, attested data), the counter, and what follows. */
function authenticatorData(rpId: string, isUserVerified: boolean, counter: number, attested?: Buffer) {
  const flags = 0x01 | (isUserVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
  const counterBytes = Buffer.alloc(4);
  counterBytes.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes, ...(attested ? [attested] : [])]);
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** A new passkey for the options' challenge, and the answer `navigator.credentials.create()` would give. */
export function createPasskey(
  options: PasskeyOptions,
  { origin = ORIGIN, rpId = RP_ID, isUserVerified = true, transports = ['internal'] }: Ceremony = {},
  existing?: SoftPasskey,
): { passkey: SoftPasskey; credential: z.input<typeof PasskeyRegistration> } {
  const passkey = existing ?? {
    id: randomBytes(16),
    ...generateKeyPairSync('ec', { namedCurve: 'P-256' }),
    counter: 0,
  };
  const jwk = passkey.publicKey.export({ format: 'jwk' });
  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x ?? '', 'base64url')],
    [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(passkey.id.length);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, passkey.id, Buffer.from(isoCBOR.encode(coseKey))]);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Map<string, number> | Uint8Array>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, number>()],
      ['authData', authenticatorData(rpId, isUserVerified, passkey.counter, attested)],
    ]),
  );
  return {
    passkey,
    credential: {
      id: b64(passkey.id),
      rawId: b64(passkey.id),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64(attestationObject),
        transports,
      },
    },
  };
}

/** The answer `navigator.credentials.get()` would give with this passkey, signed by `signer` (the passkey's key). */
export function signInWith(
  passkey: SoftPasskey,
  options: PasskeyOptions,
  { origin = ORIGIN, rpId = RP_ID, isUserVerified = true, userHandle }: Ceremony = {},
  signer: KeyObject = passkey.privateKey,
): z.input<typeof PasskeyAssertion> {
  passkey.counter += 1;
  const data = authenticatorData(rpId, isUserVerified, passkey.counter);
  const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
  return {
    id: b64(passkey.id),
    rawId: b64(passkey.id),
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64(clientDataJSON),
      authenticatorData: b64(data),
      signature: b64(sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), signer)),
      ...(userHandle !== undefined && { userHandle }),
    },
  };
}
