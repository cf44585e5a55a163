import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { isBlockedBetween, queryRows, sqlArray } from '../../db/sql.ts';

/** How many candidates the database ranks by skill coverage before the finer score picks the best few. */
const CANDIDATES_MAX = 50;

/** A problem or project, with what its team already knows and who must not be recommended again. */
export type WorkNeeds = {
  type: 'problem' | 'project';
  id: string;
  title: string;
  ownerId: string;
  status: string;
  /** A private project: outsiders are not told it exists. */
  isPrivate: boolean;
  skillsNeeded: string[];
  /** Lower-cased skills of everyone on the team. */
  teamSkills: string[];
  /** The team and everyone with a pending request or invitation. */
  excluded: string[];
};

export async function findProblemNeeds(db: Queryable, id: string): Promise<WorkNeeds | undefined> {
  const [row] = await queryRows<WorkNeeds>(
    db,
    sql`SELECT 'problem' AS type, p.id, p.title, p.author_id AS "ownerId", p.status, false AS "isPrivate",
        p.skills_needed AS "skillsNeeded",
        ARRAY(SELECT DISTINCT s FROM users u, unnest(u.skill_keys) s
          WHERE u.id = p.author_id OR u.id IN (SELECT user_id FROM problem_collaborators WHERE problem_id = p.id)) AS "teamSkills",
        ARRAY(SELECT p.author_id UNION SELECT user_id FROM problem_collaborators WHERE problem_id = p.id
          UNION SELECT requester_id FROM collaboration_requests WHERE problem_id = p.id AND status = 'pending') AS excluded
      FROM problems p WHERE p.id = ${id}`,
  );
  return row;
}

/**
 * A project's needs and whom not to recommend: its team and those with a pending request or invitation by id. An
 * invitation by e-mail does not count: were its invitee left out, the owner would learn who holds the address.
 */
export async function findProjectNeeds(db: Queryable, id: string): Promise<WorkNeeds | undefined> {
  const [row] = await queryRows<WorkNeeds>(
    db,
    sql`SELECT 'project' AS type, j.id, j.title, j.owner_id AS "ownerId", j.status,
        j.visibility = 'Private' AS "isPrivate", j.skills_needed AS "skillsNeeded",
        ARRAY(SELECT DISTINCT lower(s) FROM (
          SELECT unnest(u.skill_keys) AS s FROM users u
            WHERE u.id = j.owner_id OR u.id IN (SELECT user_id FROM project_members WHERE project_id = j.id)
          UNION ALL SELECT unnest(m.skills) FROM project_members m WHERE m.project_id = j.id) AS known) AS "teamSkills",
        ARRAY(SELECT j.owner_id UNION SELECT user_id FROM project_members WHERE project_id = j.id
          UNION SELECT user_id FROM project_join_requests
            WHERE project_id = j.id AND status = 'Pending' AND invitee_email IS NULL) AS excluded
      FROM projects j WHERE j.id = ${id}`,
  );
  return row;
}

/** The viewer's open problems and projects with the skills they still need (for people matching). */
export async function findOpenWorkOf(db: Queryable, userId: string) {
  return queryRows<{ type: 'problem' | 'project'; id: string; title: string; skillsNeeded: string[] }>(
    db,
    sql`(SELECT 'problem' AS type, id, title, skills_needed AS "skillsNeeded", created_at FROM problems
        WHERE author_id = ${userId} AND status NOT IN ('Completed', 'Cancelled') AND hidden_at IS NULL
        ORDER BY created_at DESC LIMIT 10)
      UNION ALL
      (SELECT 'project', id, title, skills_needed, created_at FROM projects
        WHERE owner_id = ${userId} AND status NOT IN ('Completed', 'Cancelled') AND hidden_at IS NULL
        ORDER BY created_at DESC LIMIT 10)`,
  );
}

/** How many live members have each skill (lower-cased), and how many live members there are: kept by a trigger. */
export async function countSkillHolders(db: Queryable, skills: string[]) {
  const rows = await queryRows<{ skill: string; holders: number }>(
    db,
    sql`SELECT skill, holders FROM skill_holders WHERE skill = ANY(${sqlArray([...skills, ''], 'text')})`,
  );
  const holders = new Map(rows.map((row) => [row.skill, row.holders]));
  const members = holders.get('') ?? 0;
  holders.delete('');
  return { holders, members };
}

/** The columns of a CandidateRow, from `users u`. */
const candidateColumns = sql`u.id, u.name, u.avatar, u.reputation_score AS "reputationScore", u.title, u.skills,
  u.last_active_at AS "lastActiveAt"`;

export type CandidateRow = {
  id: string;
  name: string;
  avatar: string | null;
  reputationScore: number;
  title: string | null;
  skills: string[];
  lastActiveAt: Date | null;
};

/**
 * How many of each skill's holders, best reputation first, are weighed: the work is bounded per skill. (The order
 * must say NULLS LAST, as the index does, for PostgreSQL to read the index in order.)
 */
const HOLDERS_PER_SKILL = 50;

/** Whom the viewer may be recommended, and who may find the viewer among theirs: no block stands between them. */
const isUnblockedFor = (viewerId: string, memberId: SQL) => sql`NOT ${isBlockedBetween(viewerId, memberId)}`;

/**
 * Live members who have any of `skills`, best coverage of the weighted skills first, then reputation; `excluded`
 * and those in a block with the viewer never. Only each skill's HOLDERS_PER_SKILL best-reputed holders are weighed
 * (the first rows of member_skills_best_idx), so a skill half the community holds costs what a rare one does.
 */
export async function findSkillHolders(
  db: Queryable,
  viewerId: string,
  skills: string[],
  weights: number[],
  excluded: string[],
) {
  const keys = sqlArray(skills, 'text');
  return queryRows<CandidateRow>(
    db,
    sql`SELECT ${candidateColumns}
      FROM users u
      WHERE u.id IN (SELECT held.user_id FROM unnest(${keys}) AS k(key) CROSS JOIN LATERAL (
          SELECT m.user_id FROM member_skills m
          WHERE m.skill = k.key AND m.user_id <> ALL(${sqlArray(excluded, 'uuid')})
            AND ${isUnblockedFor(viewerId, sql`m.user_id`)}
          ORDER BY m.reputation_score DESC NULLS LAST, m.user_id LIMIT ${HOLDERS_PER_SKILL}) AS held)
      ORDER BY (SELECT coalesce(sum(w.weight), 0) FROM unnest(${keys}, ${sqlArray(weights, 'float8')}) AS w(skill, weight)
          WHERE w.skill = ANY(u.skill_keys)) DESC,
        u.reputation_score DESC, u.id
      LIMIT ${CANDIDATES_MAX}`,
  );
}

export type NeedRow = {
  ownerId: string;
  type: 'problem' | 'project';
  id: string;
  title: string;
  skillsNeeded: string[];
};

/**
 * How many of the newest open pieces of work needing the skills are looked through for their owners: the owners
 * with recent needs, found in the same time with ten thousand problems as with a million.
 */
const RECENT_NEEDS = 500;

/**
 * Open problems and public projects, of others (none in a block with the viewer), that need any of `skills`: each
 * owner's newest, from the newest RECENT_NEEDS of each kind (read along created_at, where such work comes soon).
 */
export async function findWorkNeeding(db: Queryable, viewerId: string, skills: string[], excluded: string[]) {
  const keys = sqlArray(skills, 'text');
  const others = sqlArray(excluded, 'uuid');
  return queryRows<NeedRow>(
    db,
    sql`SELECT DISTINCT ON (owner) owner AS "ownerId", type, id, title, skills AS "skillsNeeded" FROM (
        (SELECT author_id AS owner, 'problem' AS type, id, title, skills_needed AS skills, created_at FROM problems
          WHERE status NOT IN ('Completed', 'Cancelled') AND hidden_at IS NULL AND skill_keys && ${keys}
            AND author_id <> ALL(${others})
            AND ${isUnblockedFor(viewerId, sql`author_id`)}
          ORDER BY created_at DESC NULLS LAST LIMIT ${RECENT_NEEDS})
        UNION ALL
        (SELECT owner_id, 'project', id, title, skills_needed, created_at FROM projects
          WHERE visibility = 'Public' AND status NOT IN ('Completed', 'Cancelled') AND hidden_at IS NULL
            AND skill_keys && ${keys} AND owner_id <> ALL(${others}) AND ${isUnblockedFor(viewerId, sql`owner_id`)}
          ORDER BY created_at DESC NULLS LAST LIMIT ${RECENT_NEEDS})
      ) AS work
      ORDER BY owner, created_at DESC
      LIMIT ${CANDIDATES_MAX}`,
  );
}

/**
 * The newest open problem or public project of each of these owners that needs any of `skills`: per owner, their
 * work read newest first along its (owner, created_at) index until one needs them, however much they posted.
 */
export async function findWorkOfOwnersNeeding(db: Queryable, skills: string[], ownerIds: string[]) {
  if (ownerIds.length === 0) return [];
  const keys = sqlArray(skills, 'text');
  return queryRows<NeedRow>(
    db,
    sql`SELECT DISTINCT ON (o.id) o.id AS "ownerId", w.type, w.id, w.title, w.skills AS "skillsNeeded"
      FROM unnest(${sqlArray(ownerIds, 'uuid')}) AS o(id)
      CROSS JOIN LATERAL (
        (SELECT 'problem' AS type, p.id, p.title, p.skills_needed AS skills, p.created_at FROM problems p
          WHERE p.author_id = o.id AND p.status NOT IN ('Completed', 'Cancelled') AND p.hidden_at IS NULL
            AND p.skill_keys && ${keys}
          ORDER BY p.created_at DESC NULLS LAST LIMIT 1)
        UNION ALL
        (SELECT 'project', j.id, j.title, j.skills_needed, j.created_at FROM projects j
          WHERE j.owner_id = o.id AND j.visibility = 'Public' AND j.status NOT IN ('Completed', 'Cancelled')
            AND j.hidden_at IS NULL AND j.skill_keys && ${keys}
          ORDER BY j.created_at DESC NULLS LAST LIMIT 1)
      ) AS w
      ORDER BY o.id, w.created_at DESC`,
  );
}

export async function findCandidatesByIds(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return queryRows<CandidateRow>(
    db,
    sql`SELECT ${candidateColumns}
      FROM users u WHERE u.deleted_at IS NULL AND u.id = ANY(${sqlArray(ids, 'uuid')})`,
  );
}

/** Members active lately with the most reputation (none in a block with the viewer): when nothing else points anywhere. */
export async function findActiveMembers(db: Queryable, viewerId: string, excluded: string[], since: Date) {
  return queryRows<CandidateRow>(
    db,
    sql`SELECT ${candidateColumns}
      FROM users u
      WHERE u.deleted_at IS NULL AND cardinality(u.skills) > 0 AND u.last_active_at >= ${since}
        AND u.id <> ALL(${sqlArray(excluded, 'uuid')}) AND ${isUnblockedFor(viewerId, sql`u.id`)}
      ORDER BY u.reputation_score DESC, u.last_active_at DESC
      LIMIT ${CANDIDATES_MAX}`,
  );
}
