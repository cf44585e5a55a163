import type { BlockedMemberList } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { postProject, registerMember, type TestMember } from '../builders.ts';
import { codeOf } from './race-report.ts';
import { describeRaces, RACE_TIMEOUT_MS, TRIALS, t } from './race-suite.ts';

const block = (blocker: TestMember, member: TestMember) =>
  t.request('PUT', `/api/blocks/${member.user.id}`, { as: blocker });
const blockedIdsOf = async (member: TestMember) =>
  (await t.request('GET', '/api/blocks?limit=50', { as: member }))
    .json<BlockedMemberList>()
    .members.map((entry) => entry.user.id);

/** Races of blocking: the same block twice, two members blocking each other, a block against a request. */
describeRaces(() => {
  describe('blocks', () => {
    it(
      'a member blocks another twice at once: both answer blocked, and the block is kept once',
      async () => {
        for (let trial = 0; trial < TRIALS; trial += 1) {
          const [member, other] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
          const answers = await Promise.all([block(member, other), block(member, other)]);
          for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
          expect(await blockedIdsOf(member)).toEqual([other.user.id]);
        }
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'two members block each other at once: both blocks hold',
      async () => {
        for (let trial = 0; trial < TRIALS; trial += 1) {
          const [one, two] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
          const answers = await Promise.all([block(one, two), block(two, one)]);
          for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
          expect(await blockedIdsOf(one)).toEqual([two.user.id]);
          expect(await blockedIdsOf(two)).toEqual([one.user.id]);
        }
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'an owner blocks a member who asks to join at that moment: the block holds; the request came first or is refused',
      async () => {
        for (let trial = 0; trial < TRIALS; trial += 1) {
          const [owner, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
          const project = await postProject(t.app, owner);
          const [blocked, asked] = await Promise.all([
            block(owner, member),
            t.request('POST', `/api/projects/${project._id}/join`, {
              as: member,
              payload: { message: 'I can help', skills: ['React'] },
            }),
          ]);
          expect(blocked.statusCode, blocked.body).toBe(200);
          if (asked.statusCode !== 201) {
            expect(asked.statusCode, asked.body).toBe(403);
            expect(codeOf(asked)).toBe('requestRefused');
          }
          expect(await blockedIdsOf(owner)).toEqual([member.user.id]);
        }
      },
      RACE_TIMEOUT_MS,
    );
  });
});
