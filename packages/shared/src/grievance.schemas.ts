import { z } from 'zod';
import { LANGUAGES } from './app-frame.ts';
import { emailAddress } from './auth.schemas.ts';
import { GRIEVANCE_ABOUT_MAX, GRIEVANCE_TEXT_MAX, NAME_MAX } from './limits.ts';
import { MESSAGES, tooLong } from './messages.ts';
import { text } from './text.schemas.ts';

/** A required text of the complaint form: trimmed, not empty, within its limit. */
const required = (message: string, max: number) =>
  text({ error: message }).trim().min(1, message).max(max, tooLong(max));

/** The language the page was read in: a visitor's e-mails about the complaint are written in it. */
const pageLanguage = z.enum(LANGUAGES).default('en');

/**
 * A complaint to the Grievance Officer (IT Rules 2021, rule 3(2)), from anyone. A member's goes out under their
 * account's e-mail, whatever `email` says; a visitor's counts once the link sent to `email` is opened.
 */
export const CreateGrievanceBody = z.object({
  name: required(MESSAGES.nameRequired, NAME_MAX),
  email: emailAddress,
  /** What it is about: a page's address or a few words. */
  about: required(MESSAGES.grievanceAboutRequired, GRIEVANCE_ABOUT_MAX),
  details: required(MESSAGES.grievanceDetailsRequired, GRIEVANCE_TEXT_MAX),
  language: pageLanguage,
});
export type CreateGrievanceBody = z.infer<typeof CreateGrievanceBody>;
export type CreateGrievanceInput = z.input<typeof CreateGrievanceBody>;

/** The complaint form: the body without the language, which the app adds. */
export const GrievanceForm = CreateGrievanceBody.omit({ language: true });
export type GrievanceForm = z.infer<typeof GrievanceForm>;

/** A visitor's confirmation link's token; any text (one never issued gets the same answer as a used one). */
export const ConfirmGrievanceBody = z.object({
  token: text().min(1).max(200, tooLong(200)),
  language: pageLanguage,
});
export type ConfirmGrievanceBody = z.infer<typeof ConfirmGrievanceBody>;

/**
 * What filing or confirming a complaint answers: open with its reference ("G-1001", also e-mailed), or waiting for
 * the visitor to open the link e-mailed to them (no reference until then).
 */
export const GrievanceReceipt = z.object({
  status: z.enum(['open', 'unverified']),
  reference: z.string().nullable(),
  message: z.string(),
});
export type GrievanceReceipt = z.infer<typeof GrievanceReceipt>;

/** An open complaint as moderators see it, with the day it must be answered by (15 days from its receipt). */
export const ModerationGrievance = z.object({
  _id: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  about: z.string(),
  details: z.string(),
  /** The member who wrote it, or null for a visitor. */
  member: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** When it counted: at once for a member, when the link was opened for a visitor. */
  receivedAt: z.string(),
  decideBy: z.string(),
  isOverdue: z.boolean(),
});
export type ModerationGrievance = z.infer<typeof ModerationGrievance>;

/** The open complaints, oldest first, and how many are open in all. */
export const GrievanceQueue = z.object({ grievances: z.array(ModerationGrievance), total: z.number().int() });
export type GrievanceQueue = z.infer<typeof GrievanceQueue>;

export const GrievanceParams = z.object({ id: z.uuid({ error: MESSAGES.grievanceNotFound }) });
export type GrievanceParams = z.infer<typeof GrievanceParams>;

/** The Grievance Officer's answer, e-mailed to the complainant. */
export const AnswerGrievanceBody = z.object({
  answer: required(MESSAGES.grievanceAnswerRequired, GRIEVANCE_TEXT_MAX),
});
export type AnswerGrievanceBody = z.infer<typeof AnswerGrievanceBody>;
