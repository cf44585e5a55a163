import type { CreateGrievanceInput, GrievanceReceipt } from '@skillsync/shared';
import { api } from '../../../lib/api.ts';
import { activeLanguage } from '../../../lib/i18n.ts';

/**
 * Files a complaint with the Grievance Officer: a member's is open at once, a visitor's waits for the e-mailed link.
 * The page's language goes with it, so a visitor's e-mails are written in it.
 */
export const fileGrievance = (body: Omit<CreateGrievanceInput, 'language'>) =>
  api<GrievanceReceipt>('/grievances', { method: 'POST', body: { ...body, language: activeLanguage() } });

/** Confirms a visitor's complaint with the token of the link e-mailed to them: its reference. */
export const confirmGrievance = (token: string) =>
  api<GrievanceReceipt>('/grievances/confirm', { method: 'POST', body: { token, language: activeLanguage() } });
