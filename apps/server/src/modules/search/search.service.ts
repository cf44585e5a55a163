import type { SearchQuery, SearchResults, SearchType } from '@skillsync/shared';
import { findUser, type Requester } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { toPrefixQuery } from '../../lib/search.ts';
import { presentUserHit, presentUserSummary } from '../users/index.ts';
import {
  hasPersonalResults,
  type SkillHitRow,
  searchProblems,
  searchProjects,
  searchSkills,
} from './search.repository.ts';
import { memberFilterOf, searchUsers, type UserHitRow } from './search-members.repository.ts';
import { type RankedPage, readSearchPage, type SearchPage } from './search-paging.repository.ts';
import { findWantedSkills, type SearchTerms, useTypoTolerance } from './search-terms.repository.ts';
import type { WorkHitRow } from './search-work.repository.ts';

const none = { rows: [], count: 0, nextCursor: null };

/** How long a search's answer is shared with those who search the same (see lib/kept-answers.ts). */
const KEPT_SEARCH_MS = 10_000;

const presentWork = (row: WorkHitRow) => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  category: row.category,
  difficulty: row.difficulty,
  status: row.status,
  skillsNeeded: row.skillsNeeded,
  createdAt: new Date(row.createdAt).toISOString(),
});

const personOf = (row: WorkHitRow) =>
  presentUserSummary({
    id: row.personId,
    name: row.personName,
    avatar: row.personAvatar,
    reputationScore: row.personReputation,
  });

/** A member found: as matching lists them, and where they live and their bio, which the search read. */
const presentUserSearchHit = (row: UserHitRow) => ({ ...presentUserHit(row), location: row.location, bio: row.bio });

/**
 * Members, problems, projects and skills matching what was typed, best first, a page of each (of the one `type`
 * names): full-text prefix matches and exact skills rank high, and trigram similarity forgives small typos.
 * `skill` and `city` narrow the members, and list them by themselves when nothing is typed. The same search by
 * anyone who sees what a visitor sees is answered once per ten seconds (or until a write here changes what it finds).
 */
export async function search(ctx: AppContext, requester: Requester, query: SearchQuery): Promise<SearchResults> {
  const page = readSearchPage(query);
  const viewerId = findUser(requester)?.id;
  // What a search finds is the same for everyone who owns no private project and is in no block: their searches
  // share kept answers.
  const scope = viewerId && (await hasPersonalResults(ctx.db, viewerId)) ? viewerId : 'everyone';
  const key = `search ${scope} ${JSON.stringify(query)}`;
  return ctx.kept.answer(key, KEPT_SEARCH_MS, () => searchAfresh(ctx, viewerId, query, page)).answer;
}

/** One transaction, so the typo tolerance set for it applies to every query and ends with it. */
async function searchAfresh(
  ctx: AppContext,
  viewerId: string | undefined,
  query: SearchQuery,
  page: SearchPage,
): Promise<SearchResults> {
  const prefix = toPrefixQuery(query.q);
  const memberFilter = memberFilterOf(query);
  const wants = (type: SearchType) => !query.type || query.type === type;
  if (!prefix && !memberFilter) return presentResults({ users: none, problems: none, projects: none, skills: none });
  const found = await ctx.db.transaction(async (tx) => {
    if (!prefix) {
      const users = memberFilter && wants('users') ? await searchUsers(tx, viewerId, null, memberFilter, page) : none;
      return { users, problems: none, projects: none, skills: none };
    }
    await useTypoTolerance(tx);
    // Skills named like what was typed count as named: a misspelt skill still finds who has it and what needs it.
    const terms: SearchTerms = { text: query.q.toLowerCase(), prefix, skills: await findWantedSkills(tx, query.q) };
    // One after another: a transaction is one connection.
    const users = wants('users') ? await searchUsers(tx, viewerId, terms, memberFilter, page) : none;
    const problems = wants('problems') ? await searchProblems(tx, terms, viewerId, page) : none;
    const projects = wants('projects') ? await searchProjects(tx, terms, viewerId, page) : none;
    const skills = wants('skills') ? await searchSkills(tx, terms, viewerId, page) : none;
    return { users, problems, projects, skills };
  });
  return presentResults(found);
}

type Found = {
  users: RankedPage<UserHitRow>;
  problems: RankedPage<WorkHitRow>;
  projects: RankedPage<WorkHitRow>;
  skills: RankedPage<SkillHitRow>;
};

function presentResults(found: Found): SearchResults {
  return {
    users: found.users.rows.map(presentUserSearchHit),
    problems: found.problems.rows.map((row) => ({
      ...presentWork(row),
      author: personOf(row),
    })) as SearchResults['problems'],
    projects: found.projects.rows.map((row) => ({
      ...presentWork(row),
      owner: personOf(row),
    })) as SearchResults['projects'],
    skills: found.skills.rows,
    counts: {
      users: found.users.count,
      problems: found.problems.count,
      projects: found.projects.count,
      skills: found.skills.count,
    },
    nextCursors: {
      users: found.users.nextCursor,
      problems: found.problems.nextCursor,
      projects: found.projects.nextCursor,
      skills: found.skills.nextCursor,
    },
  };
}
