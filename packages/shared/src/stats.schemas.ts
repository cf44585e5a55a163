import { z } from 'zod';

/** The community's size, for the landing page (figures of up to a minute ago). */
export const CommunityStats = z.object({
  members: z.number().int(),
  problems: z.number().int(),
  problemsSolved: z.number().int(),
  projects: z.number().int(),
  skills: z.number().int(),
});
export type CommunityStats = z.infer<typeof CommunityStats>;
