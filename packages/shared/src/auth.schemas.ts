import { z } from 'zod';
import { LANGUAGES } from './app-frame.ts';
import { ROLES } from './enums.ts';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX } from './limits.ts';
import { isErasedMember } from './members.ts';
import { MESSAGES, tooLong } from './messages.ts';
import { text } from './text.schemas.ts';
import { isStrongPassword } from './validation.ts';

/** An e-mail address as every form takes it: required, trimmed, within its limit. */
export const emailAddress = text({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(EMAIL_MAX, tooLong(EMAIL_MAX))
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

/** The one rule for a new password, wherever one is set (registration, reset). */
const newPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .max(PASSWORD_MAX, tooLong(PASSWORD_MAX))
  .refine(isStrongPassword, MESSAGES.passwordWeak);

/** A member's name: required, within its limit, and never the name erased accounts show under. */
export const memberName = text({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, MESSAGES.nameRequired)
  .max(NAME_MAX, tooLong(NAME_MAX))
  .refine((name) => !isErasedMember({ name }), MESSAGES.nameReserved);

export const RegisterBody = z.object({
  name: memberName,
  email: emailAddress,
  password: newPassword,
  /** The language the visitor was reading in: their account, and their e-mails, keep it. */
  language: z.enum(LANGUAGES).default('en'),
  /**
   * Consent to the privacy notice and terms (India's DPDP Act), recorded with the notice's version, the time and the
   * kind of client. Our pages send `true`; a client written to spec §7 sends name, email and password only, having
   * gated the form on its own terms box (spec §5). `false` is a refusal.
   */
  acceptTerms: z.literal(true, { error: MESSAGES.termsRequired }).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;
export type RegisterInput = z.input<typeof RegisterBody>;

/** The register form adds the confirmation and the terms box; the app adds the language it is shown in. */
export const RegisterForm = RegisterBody.omit({ language: true, acceptTerms: true })
  .extend({
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((isAccepted) => isAccepted, MESSAGES.termsRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof RegisterForm>;

export const LoginBody = z.object({
  email: emailAddress,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const ForgotPasswordBody = z.object({ email: emailAddress });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({
  token: text().min(1).max(200, tooLong(200)),
  password: newPassword,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/**
 * `GET /api/auth/reset-password/{token}`: a link's token, checked before the form shows. Any text: one that was
 * never issued gets the same answer as a used or expired one (400 resetTokenInvalid), not a 404.
 */
export const ResetTokenParams = z.object({ token: z.string() });
export type ResetTokenParams = z.infer<typeof ResetTokenParams>;

export const ResetPasswordForm = z
  .object({
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: MESSAGES.resetPasswordMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

export const Reputation = z.object({ score: z.number().int() });

/** A member as other people see them: never an e-mail or a secret. */
export const PublicUser = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  reputation: Reputation,
  title: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  github: z.string().nullable(),
  linkedin: z.string().nullable(),
  website: z.string().nullable(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/** The signed-in member's own view of themself. */
export const CurrentUser = PublicUser.extend({
  email: z.string(),
  language: z.enum(LANGUAGES),
  /** A moderator acts on reports (issue 27); the role is given by a command, never through the API. */
  role: z.enum(ROLES),
  createdAt: z.string(),
  /** Until the member opens the link mailed to their address, they browse and build a profile, and post nothing. */
  isEmailVerified: z.boolean(),
  /** False for an account made through Google or GitHub until its member sets a password. */
  hasPassword: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const AuthResponse = z.object({ token: z.string(), user: CurrentUser });

/** Who is signed in on this browser, if anyone. */
export const SessionResponse = z.object({ user: CurrentUser.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;
export type AuthResponse = z.infer<typeof AuthResponse>;

/** The member's language: the app follows it on every device, and e-mails go out in it. */
export const UpdateLanguageBody = z.object({ language: z.enum(LANGUAGES) });
export type UpdateLanguageBody = z.infer<typeof UpdateLanguageBody>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** `code` names the message (a key of MESSAGES) so clients can show it in their own language. */
export const FieldError = z.object({ param: z.string(), msg: z.string(), code: z.string() });
export const ErrorResponse = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(FieldError).optional(),
  errorId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
