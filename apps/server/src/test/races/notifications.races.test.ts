import { setTimeout as sleep } from 'node:timers/promises';
import type { Notification, NotificationList } from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/sql.ts';
import { scheduleFanOutSweep } from '../../modules/follows/index.ts';
import { postProblem, registerMember, type TestMember } from '../builders.ts';
import { support } from './problem-scenes.ts';
import { describeRaces, RACE_TIMEOUT_MS, TRIALS, t } from './race-suite.ts';

// Under the 20 distinct actors a grouped entry remembers, so each supporter counts once (and more than the pool's
// 10 connections, so some wait for one).
const SUPPORTERS = 12;
const FOLLOWERS = 5;
// A post waits this long for its fan-out before a sweep takes it (FAN_OUT_STRANDED_MS), and a little more.
const PAST_STRANDED_MS = 61_000;
const SWEEP_MS = 20;

/** The member's entries of one kind about one problem, from the first page of their notifications. */
async function entriesAbout(member: TestMember, kind: Notification['kind'], problemId: string) {
  const response = await t.request('GET', '/api/notifications', { as: member });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<NotificationList>()
    .notifications.filter((entry) => entry.kind === kind && entry.subject?._id === problemId);
}

const follow = (follower: TestMember, member: TestMember) =>
  t.request('PUT', `/api/follows/user/${member.user.id}`, { as: follower });

/** When the post's fan-out was done, or null while it waits. */
async function fannedOutAt(problemId: string) {
  const [row] = await queryRows<{ at: string | null }>(
    t.app.ctx.db,
    sql`SELECT fanned_out_at AS at FROM activities WHERE problem_id = ${problemId} AND kind = 'problem-posted'`,
  );
  return row?.at ?? null;
}

/**
 * A post whose fan-out never ran, as an instance that stopped right after its commit leaves it: the author posts
 * (its fan-out tells nobody: nobody follows yet), the followers follow, and the post is put back to waiting.
 */
async function strandedPost(followers: TestMember[]) {
  const author = await registerMember(t.app);
  const problem = await postProblem(t.app, author);
  await t.settle();
  for (const follower of followers) expect((await follow(follower, author)).statusCode).toBe(200);
  await t.app.ctx.db.execute(
    sql`UPDATE activities SET fanned_out_at = NULL WHERE problem_id = ${problem._id} AND kind = 'problem-posted'`,
  );
  return problem;
}

/** Races of the notifications written for many at once: grouped entries, and a post's fan-out to its followers. */
describeRaces(() => {
  describe('notifications', () => {
    it(
      `${SUPPORTERS} members support one problem at once: its author has one unread entry counting the others`,
      async () => {
        const supporters = await Promise.all(Array.from({ length: SUPPORTERS }, () => registerMember(t.app)));
        const supporterIds = supporters.map((member) => member.user.id);
        for (let trial = 0; trial < TRIALS; trial += 1) {
          const author = await registerMember(t.app);
          const problem = await postProblem(t.app, author);
          const answers = await Promise.all(supporters.map((member) => support(member, problem._id)));
          for (const answer of answers) {
            expect(answer.statusCode, answer.body).toBe(200);
            expect(answer.json()).toMatchObject({ isSupported: true });
          }
          expect(answers.map((answer) => answer.json().supportersCount).sort((a, b) => a - b)).toEqual(
            Array.from({ length: SUPPORTERS }, (_, n) => n + 1),
          );
          const entries = await entriesAbout(author, 'problem-supported', problem._id);
          expect(entries).toHaveLength(1);
          expect(entries[0]).toMatchObject({ othersCount: SUPPORTERS - 1, read: false });
          expect(supporterIds).toContain(entries[0]?.actor?._id);
        }
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'two sweeps take the same waiting post at once: each follower is told of it once',
      async () => {
        const followers = await Promise.all(Array.from({ length: FOLLOWERS }, () => registerMember(t.app)));
        for (let trial = 0; trial < TRIALS; trial += 1) {
          const problem = await strandedPost(followers);
          expect(await fannedOutAt(problem._id)).toBeNull();
          t.advanceClock(PAST_STRANDED_MS);
          // Two sweeps with the same period, started together: their first turns fire in the same tick and both
          // find the post waiting. Stopped after that turn; the last of their work is awaited.
          const stops = [scheduleFanOutSweep(t.app.ctx, SWEEP_MS), scheduleFanOutSweep(t.app.ctx, SWEEP_MS)];
          await sleep(SWEEP_MS + 5);
          for (const stop of stops) stop();
          await t.settle();
          expect(await fannedOutAt(problem._id)).not.toBeNull();
          for (const follower of followers) {
            expect(await entriesAbout(follower, 'followed-posted', problem._id)).toHaveLength(1);
          }
        }
      },
      RACE_TIMEOUT_MS,
    );
  });
});
