import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque token: 256 random bits, URL-safe. */
export const createToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as this hash, so a database leak does not leak sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
