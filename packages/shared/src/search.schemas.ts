import { z } from 'zod';
import { PROJECT_CATEGORIES, SEARCH_TYPES } from './enums.ts';
import { PAGE_SIZE_MAX, SEARCH_QUERY_MAX, SEARCH_RESULTS_PER_TYPE } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { NextCursor, PageQuery } from './pagination.schemas.ts';
import { UserSummary } from './problems.schemas.ts';
import { text } from './text.schemas.ts';
import { ProfileProblem } from './users.schemas.ts';

const searchText = () => text().trim().max(SEARCH_QUERY_MAX, MESSAGES.searchTooLong);

/**
 * `limit` results of each group (of the one `type` names); `cursor`, a group's `nextCursors` entry, pages that
 * group on and needs its `type`. `skill` and `city` narrow the members (a skill they hold, a word of where they
 * live), and find members by themselves when nothing is typed.
 */
export const SearchQuery = PageQuery.extend({
  q: searchText().default(''),
  type: z.enum(SEARCH_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(SEARCH_RESULTS_PER_TYPE),
  skill: searchText().optional(),
  city: searchText().optional(),
});
export type SearchQuery = z.output<typeof SearchQuery>;

export const UserHit = UserSummary.extend({ title: z.string().nullable(), skills: z.array(z.string()) });
export type UserHit = z.infer<typeof UserHit>;

/** A member found by a search: also where they live and their bio, which a search reads too. */
export const UserSearchHit = UserHit.extend({ location: z.string().nullable(), bio: z.string().nullable() });
export type UserSearchHit = z.infer<typeof UserSearchHit>;

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
 * SEARCH_COUNT_CAP; more shows as SEARCH_COUNT_CAP + 1). A `type` leaves the other lists empty. Each group's
 * `nextCursors` entry asks for its next page (with that `type`), null at its end.
 */
export const SearchResults = z.object({
  users: z.array(UserSearchHit),
  problems: z.array(ProblemHit),
  projects: z.array(ProjectHit),
  skills: z.array(SkillHit),
  counts: z.object({
    users: z.number().int(),
    problems: z.number().int(),
    projects: z.number().int(),
    skills: z.number().int(),
  }),
  nextCursors: z.object({ users: NextCursor, problems: NextCursor, projects: NextCursor, skills: NextCursor }),
});
export type SearchResults = z.infer<typeof SearchResults>;
