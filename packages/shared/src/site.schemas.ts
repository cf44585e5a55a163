import { z } from 'zod';

/** How to reach the people behind SkillSync (configured per deployment): the Contact page and the legal texts. */
export const SiteContacts = z.object({
  /** Questions about an account or the service. */
  supportEmail: z.string(),
  /** The Grievance Officer: complaints about content or personal data (IT Rules 2021, DPDP Act 2023). */
  grievanceEmail: z.string(),
  /** The Grievance Officer's name and postal address (its lines as configured), which the rules ask published. */
  grievanceOfficerName: z.string(),
  grievanceOfficerAddress: z.string(),
});
export type SiteContacts = z.infer<typeof SiteContacts>;
