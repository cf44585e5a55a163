import { hash, verify } from '@node-rs/argon2';
import { createToken } from './tokens.ts';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** A password as the users table keeps it (argon2id); the demo seed hashes its one password with it too. */
export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

// Verified against when the e-mail is unknown, so both answers take as long.
const DUMMY_HASH = await hash('not-a-real-password', ARGON2_OPTIONS);

/** Whether `password` is this member's; the same work whether or not it is. */
export const isPasswordOf = (passwordHash: string, password: string) => verify(passwordHash, password);

/** Whether `password` matches a member's hash, or does the same work when there is no member. */
export const isPasswordOfMaybe = (passwordHash: string | undefined, password: string) =>
  verify(passwordHash ?? DUMMY_HASH, password);

/** A hash no password matches: what an erased account keeps in place of its own. */
export const unusablePasswordHash = () => hashPassword(createToken());
