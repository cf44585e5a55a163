import { z } from 'zod';
import { PROJECT_CATEGORIES, SEARCH_TYPES } from './enums.ts';
import { SEARCH_QUERY_MAX } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { UserSummary } from './problems.schemas.ts';
import { text } from './text.schemas.ts';
import { ProfileProblem } from './users.schemas.ts';

export const SearchQuery = z.object({
  q: text().trim().max(SEARCH_QUERY_MAX, MESSAGES.searchTooLong).default(''),
  type: z.enum(SEARCH_TYPES).optional(),
});
export type SearchQuery = z.output<typeof SearchQuery>;

export const UserHit = UserSummary.extend({ title: z.string().nullable(), skills: z.array(z.string()) });
export type UserHit = z.infer<typeof UserHit>;

/** A problem found: as a profile lists it, with its author. */
export const ProblemHit = ProfileProblem.extend({ author: UserSummary });
export type ProblemHit = z.infer<typeof ProblemHit>;

export const ProjectHit = ProfileProblem.omit({ category: true }).extend({
  category: z.enum(PROJECT_CATEGORIES),
  owner: UserSummary,
});
export type ProjectHit = z.infer<typeof ProjectHit>;

/** A skill as the community uses it: how many members have it and how many problems and projects need it. */
export const SkillHit = z.object({
  name: z.string(),
  members: z.number().int(),
  problems: z.number().int(),
  projects: z.number().int(),
});
export type SkillHit = z.infer<typeof SkillHit>;

/**
 * `GET /api/search`: the best matches of each kind, by relevance, and how many match in all (counted up to
 * SEARCH_COUNT_CAP; more shows as SEARCH_COUNT_CAP + 1). A `type` leaves the other lists empty.
 */
export const SearchResults = z.object({
  users: z.array(UserHit),
  problems: z.array(ProblemHit),
  projects: z.array(ProjectHit),
  skills: z.array(SkillHit),
  counts: z.object({
    users: z.number().int(),
    problems: z.number().int(),
    projects: z.number().int(),
    skills: z.number().int(),
  }),
});
export type SearchResults = z.infer<typeof SearchResults>;
