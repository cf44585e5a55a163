import type { SearchQuery, SearchResults, SearchType } from '@skillsync/shared';
import { findUser, type Requester } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { searchWords, toPrefixQuery } from '../../lib/search.ts';
import { presentUserHit, presentUserSummary } from '../users/users.presenter.ts';
import {
  findSimilarSkillKeys,
  type SearchTerms,
  searchProblems,
  searchProjects,
  searchSkills,
  searchUsers,
  useTypoTolerance,
  type WorkHitRow,
} from './search.repository.ts';

const none = { rows: [], count: 0 };

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

/**
 * Members, problems, projects and skills matching what was typed, best first: full-text prefix matches and
 * exact skills rank high, and trigram similarity forgives small typos. One transaction, so the typo tolerance
 * set for it applies to every query and ends with it.
 */
export async function search(ctx: AppContext, requester: Requester, query: SearchQuery): Promise<SearchResults> {
  const prefix = toPrefixQuery(query.q);
  if (!prefix) {
    return {
      users: [],
      problems: [],
      projects: [],
      skills: [],
      counts: { users: 0, problems: 0, projects: 0, skills: 0 },
    };
  }
  const text = query.q.toLowerCase();
  const wants = (type: SearchType) => !query.type || query.type === type;
  const viewerId = findUser(requester)?.id;
  const found = await ctx.db.transaction(async (tx) => {
    await useTypoTolerance(tx);
    // Skills named like what was typed count as named: a misspelt skill still finds what needs it.
    const words = [...new Set([...searchWords(query.q), ...(await findSimilarSkillKeys(tx, text))])];
    const terms: SearchTerms = { text, prefix, words };
    // One after another: a transaction is one connection.
    const users = wants('users') ? await searchUsers(tx, terms) : none;
    const problems = wants('problems') ? await searchProblems(tx, terms) : none;
    const projects = wants('projects') ? await searchProjects(tx, terms, viewerId) : none;
    const skills = wants('skills') ? await searchSkills(tx, terms) : none;
    return { users, problems, projects, skills };
  });
  return {
    users: found.users.rows.map(presentUserHit),
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
  };
}
