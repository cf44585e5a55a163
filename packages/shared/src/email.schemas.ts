import { z } from 'zod';
import { emailAddress } from './auth.schemas.ts';
import { PASSWORD_MAX } from './limits.ts';
import { MESSAGES, tooLong } from './messages.ts';
import { text } from './text.schemas.ts';

// A member's address (issue 29): proven by a mailed link at registration, and again before a new one replaces it.

/** `POST /api/auth/verify-email`: the token from the mailed link, opened signed in or not, on any device. */
export const VerifyEmailBody = z.object({
  token: text().min(1, MESSAGES.verificationLinkInvalid).max(200, tooLong(200)),
});
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

/**
 * `PUT /api/auth/email`: the new address, and the member's password again (a session alone, on a borrowed device,
 * must not move the account away). An account made through Google or GitHub without a password sends none.
 */
export const ChangeEmailBody = z.object({
  email: emailAddress,
  password: z.string().max(PASSWORD_MAX, tooLong(PASSWORD_MAX)).optional(),
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;

/** `GET /api/auth/email`: the address in use, whether it is proven, and a new one waiting for its link, if any. */
export const EmailStatus = z.object({
  email: z.string(),
  isVerified: z.boolean(),
  pendingEmail: z.string().nullable(),
});
export type EmailStatus = z.infer<typeof EmailStatus>;
