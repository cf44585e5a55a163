import { DELETED_MEMBER_NAME, PORTFOLIO_ITEMS_MAX } from '@skillsync/shared';
import type { LightMyRequestResponse as Response } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerMember, type TestMember } from '../builders.ts';
import { acceptJoinRequest, openProjectWithPendingRequest, projectAs } from './project-scenes.ts';
import { codeOf } from './race-report.ts';
import { describeRaces, RACE_TIMEOUT_MS, TRIALS, t } from './race-suite.ts';

/** Races of a member's own: erasing their account, liking, filling their portfolio. */
describeRaces(() => {
  describe('profiles and accounts', () => {
    const eraseAccount = (member: TestMember) =>
      t.request('DELETE', '/api/users/me', { as: member, payload: { password: member.password } });
    const like = (member: TestMember, ownerId: string, itemId: string) =>
      t.request('PUT', `/api/users/${ownerId}/portfolio/${itemId}/like`, { as: member });
    const addPortfolioItem = (member: TestMember, title: string) =>
      t.request('POST', '/api/users/me/portfolio', { as: member, payload: { title, description: 'Built it.' } });

    it(
      'a member erases their account while the owner accepts their join request: one order or the other, never both halves',
      async () => {
        for (let trial = 0; trial < TRIALS; trial += 1) {
          const { owner, member, project, requestId } = await openProjectWithPendingRequest();
          const [erased, accepted] = await Promise.all([
            eraseAccount(member),
            acceptJoinRequest(owner, project._id, requestId),
          ]);
          expect(erased.statusCode, erased.body).toBe(204);
          // Erased first: their request was withdrawn with the account, so there is none left to accept.
          if (accepted.statusCode !== 200) {
            expect(accepted.statusCode, accepted.body).toBe(404);
            expect(codeOf(accepted)).toBe('joinRequestNotFound');
          }
          const detail = await projectAs(owner, project._id);
          const onTeam = detail.members.filter((place) => place.user.id === member.user.id);
          if (accepted.statusCode === 200) {
            // Accepted first: the place stays, under the erased name; no request waits.
            expect(onTeam.map((place) => place.user.name)).toEqual([DELETED_MEMBER_NAME]);
          } else {
            expect(onTeam).toEqual([]);
          }
          expect(detail.joinRequests.filter((request) => request.status === 'Pending')).toEqual([]);
        }
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'a member likes a portfolio project twice at once: it counts once',
      async () => {
        for (let trial = 0; trial < TRIALS; trial += 1) {
          const [owner, fan] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
          const item = (await addPortfolioItem(owner, 'Mandi prices')).json<{ _id: string }>();
          const likes = await Promise.all([like(fan, owner.user.id, item._id), like(fan, owner.user.id, item._id)]);
          for (const response of likes) expect(response.statusCode, response.body).toBe(200);
          const profile = await t.request('GET', `/api/users/${owner.user.id}`, { as: fan });
          expect(profile.json().portfolio[0]).toMatchObject({ likes: 1, isLiked: true });
        }
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'two portfolio projects added at once for the last place: one is added, the other refused',
      async () => {
        const member = await registerMember(t.app);
        for (let n = 1; n < PORTFOLIO_ITEMS_MAX; n += 1) {
          expect((await addPortfolioItem(member, `Project ${n}`)).statusCode).toBe(201);
        }
        const answers = await Promise.all([addPortfolioItem(member, 'Last A'), addPortfolioItem(member, 'Last B')]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
        const refused = answers.find((answer) => answer.statusCode === 409);
        expect(codeOf(refused as Response)).toBe('tooManyPortfolioItems');
        const profile = await t.request('GET', `/api/users/${member.user.id}`);
        expect(profile.json().portfolio).toHaveLength(PORTFOLIO_ITEMS_MAX);
      },
      RACE_TIMEOUT_MS,
    );
  });
});
