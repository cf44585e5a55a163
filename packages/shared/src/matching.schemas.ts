import { z } from 'zod';
import { UserHit } from './search.schemas.ts';

/**
 * Why a member is recommended, as data the web app words in the reader's language; `reasons` of the
 * recommendation are the same in English.
 */
export const MatchReason = z.discriminatedUnion('code', [
  /** Covers `skills`, `covered` of the `needed` skills the team still lacks. */
  z.object({
    code: z.literal('coversSkills'),
    skills: z.array(z.string()),
    covered: z.number().int(),
    needed: z.number().int(),
  }),
  /** Brings skills the viewer does not have. */
  z.object({ code: z.literal('complementsSkills'), skills: z.array(z.string()) }),
  /** Their open problem or project needs skills the viewer has (both sides gain). */
  z.object({
    code: z.literal('needsYourSkills'),
    skills: z.array(z.string()),
    work: z.object({ type: z.enum(['problem', 'project']), _id: z.string(), title: z.string() }),
  }),
  z.object({ code: z.literal('reputation'), score: z.number().int() }),
  z.object({ code: z.literal('recentlyActive') }),
  z.object({ code: z.literal('onlineNow') }),
]);
export type MatchReason = z.infer<typeof MatchReason>;

export const Recommendation = z.object({
  user: UserHit,
  /** 0–100: higher is a better match. */
  score: z.number(),
  reasons: z.array(z.string()),
  details: z.array(MatchReason),
  isOnline: z.boolean(),
});
export type Recommendation = z.infer<typeof Recommendation>;

export const Recommendations = z.object({
  recommendations: z.array(Recommendation),
  /**
   * Why nobody is recommended, when the viewer can change it: `noSkills`, a member with no skills yet is matched with
   * nobody (a match weighs what each side knows) and is asked to add their skills first. Otherwise null.
   */
  emptyReason: z.enum(['noSkills']).nullable(),
});
export type Recommendations = z.infer<typeof Recommendations>;

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** A reason in English, as `reasons` gives it. */
export function describeMatchReason(reason: MatchReason): string {
  switch (reason.code) {
    case 'coversSkills':
      return `covers ${list(reason.skills)}, ${reason.covered} of the ${reason.needed} skills this team still needs`;
    case 'complementsSkills':
      return `brings skills you do not have: ${list(reason.skills)}`;
    case 'needsYourSkills':
      return `their ${reason.work.type} "${reason.work.title}" needs your ${list(reason.skills)}`;
    case 'reputation':
      return `reputation ${reason.score}`;
    case 'recentlyActive':
      return 'active this week';
    case 'onlineNow':
      return 'online now';
  }
}
