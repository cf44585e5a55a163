import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  challengeParticipants,
  challengeSubmissions,
  challenges,
  collaborationRequests,
  outbox,
  problems,
  projectJoinRequests,
  projectMembers,
  projects,
} from '../../db/schema/index.ts';
import { sqlArray } from '../../db/sql.ts';

/**
 * Erases what an erased member wrote into rows that stay because others need them: the rows keep their
 * facts (who asked, who joined, what was answered, a published place) and lose the member's words. Open
 * requests must be closed first (closeOpenRequests): no row touched here is pending.
 */
export async function eraseWordsInSharedRows(tx: Queryable, userId: string) {
  const ownProblems = tx.select({ id: problems.id }).from(problems).where(eq(problems.authorId, userId));
  const ownProjects = tx.select({ id: projects.id }).from(projects).where(eq(projects.ownerId, userId));
  await tx.update(collaborationRequests).set({ message: '' }).where(eq(collaborationRequests.requesterId, userId));
  await tx
    .update(collaborationRequests)
    .set({ responseMessage: null })
    .where(inArray(collaborationRequests.problemId, ownProblems));
  // Their requests to join and the invitations they got (whose address was theirs).
  await tx
    .update(projectJoinRequests)
    .set({ message: '', skills: [], inviteeEmail: null })
    .where(eq(projectJoinRequests.userId, userId));
  // The invitations they sent: an address nobody claimed goes with its row, a claimed one keeps only its member.
  const sentInvitations = and(
    inArray(projectJoinRequests.projectId, ownProjects),
    eq(projectJoinRequests.kind, 'invitation'),
  );
  await tx.delete(projectJoinRequests).where(and(sentInvitations, isNull(projectJoinRequests.userId)));
  await tx.update(projectJoinRequests).set({ message: '', inviteeEmail: null }).where(sentInvitations);
  await tx.update(projectMembers).set({ skills: [] }).where(eq(projectMembers.userId, userId));
  await tx.delete(outbox).where(eq(outbox.requestedBy, userId));
  await withdrawFromChallenges(tx, userId);
}

/**
 * An entry to a challenge whose results are out keeps its place (the others' places depend on it) without its
 * links, notes or the host's feedback; from any other challenge the member withdraws, entry and all.
 */
async function withdrawFromChallenges(tx: Queryable, userId: string) {
  const published = tx.select({ id: challenges.id }).from(challenges).where(isNotNull(challenges.resultsPublishedAt));
  await tx
    .update(challengeSubmissions)
    .set({ repositoryUrl: '', demoUrl: null, notes: null, feedback: null })
    .where(and(eq(challengeSubmissions.userId, userId), inArray(challengeSubmissions.challengeId, published)));
  const open = tx.select({ id: challenges.id }).from(challenges).where(isNull(challenges.resultsPublishedAt));
  await tx
    .delete(challengeSubmissions)
    .where(and(eq(challengeSubmissions.userId, userId), inArray(challengeSubmissions.challengeId, open)));
  await tx
    .delete(challengeParticipants)
    .where(and(eq(challengeParticipants.userId, userId), inArray(challengeParticipants.challengeId, open)));
}

/**
 * Skill names the erased member had that nobody else holds or needs any more leave the community's list (what
 * search suggests): a name someone typed, say a phone number, would otherwise outlive their account.
 */
export async function forgetUnheldSkills(tx: Queryable, names: readonly string[]) {
  const keys = [...new Set(names.map((name) => name.toLowerCase()))];
  if (keys.length === 0) return;
  await tx.execute(sql`
    DELETE FROM skills s
    WHERE s.key = ANY (${sqlArray(keys, 'text')})
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.skill_keys @> ARRAY[s.key])
      AND NOT EXISTS (SELECT 1 FROM problems p WHERE p.skill_keys @> ARRAY[s.key])
      AND NOT EXISTS (SELECT 1 FROM projects j WHERE j.skill_keys @> ARRAY[s.key])
      AND NOT EXISTS (SELECT 1 FROM challenges c WHERE s.key = ANY (skillsync_lower_skills(c.technologies)))`);
}
