import { randomUUID } from 'node:crypto';
import { MESSAGES, PORTFOLIO_ITEMS_MAX, type PortfolioItem, type UserProfile } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { registerMember, type TestMember } from '../../test/builders.ts';
import { expectFieldError, expectRefusal } from '../../test/expectations.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const profileOf = async (member: TestMember, as?: TestMember) => {
  const response = await t.request('GET', `/api/users/${member.user.id}`, { as });
  expect(response.statusCode).toBe(200);
  return response.json<UserProfile>();
};
const addItem = (as: TestMember | undefined, payload: object) =>
  t.request('POST', '/api/users/me/portfolio', { as, payload });
const like = (method: 'PUT' | 'DELETE', owner: TestMember, itemId: string, as?: TestMember) =>
  t.request(method, `/api/users/${owner.user.id}/portfolio/${itemId}/like`, { as });

describe('the portfolio', () => {
  const item = { title: 'Mandi price bot', description: 'Sends crop prices over WhatsApp every morning.' };

  it('adds a project with sensible defaults and shows it on the profile', async () => {
    const member = await registerMember(t.app);
    const response = await addItem(member, item);
    expect(response.statusCode).toBe(201);
    const added = response.json<PortfolioItem>();
    expect(added).toMatchObject({
      ...item,
      technologies: [],
      status: 'In Progress',
      githubUrl: null,
      liveUrl: null,
      likes: 0,
      isLiked: false,
    });
    expect((await profileOf(member)).portfolio).toEqual([added]);
  });

  it('asks for at least a title and a description', async () => {
    const member = await registerMember(t.app);
    for (const payload of [
      { title: 'Only a title' },
      { description: 'Only a description' },
      { ...item, title: '  ' },
    ]) {
      const response = await addItem(member, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: MESSAGES.portfolioRequired, code: 'portfolioRequired' });
    }
    const empty = await addItem(member, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { param: 'title', msg: MESSAGES.portfolioRequired, code: 'portfolioRequired' },
      { param: 'description', msg: MESSAGES.portfolioRequired, code: 'portfolioRequired' },
    ]);
    expectFieldError(await addItem(member, { ...item, liveUrl: 'not a link' }), 'liveUrl', 'urlInvalid');
    expect((await profileOf(member)).portfolio).toEqual([]);
  });

  it('is edited and deleted by its owner', async () => {
    const member = await registerMember(t.app);
    const added = (await addItem(member, item)).json<PortfolioItem>();
    const url = `/api/users/me/portfolio/${added._id}`;
    const edited = await t.request('PUT', url, {
      as: member,
      payload: { status: 'Completed', technologies: ['Python', 'Twilio'], liveUrl: 'https://mandi.example.in' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<PortfolioItem>()).toMatchObject({
      ...item,
      status: 'Completed',
      technologies: ['Python', 'Twilio'],
      liveUrl: 'https://mandi.example.in',
    });
    expectFieldError(await t.request('PUT', url, { as: member, payload: { title: '' } }), 'title', 'portfolioRequired');
    expect((await profileOf(member)).portfolio).toMatchObject([{ ...item, status: 'Completed' }]);

    const deleted = await t.request('DELETE', url, { as: member });
    expect(deleted.statusCode).toBe(204);
    expect((await profileOf(member)).portfolio).toEqual([]);
    expectRefusal(await t.request('DELETE', url, { as: member }), 404, 'portfolioNotFound');
  });

  it('cannot be changed by anyone but its owner, nor by a visitor', async () => {
    const [owner, other] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const added = (await addItem(owner, item)).json<PortfolioItem>();
    const url = `/api/users/me/portfolio/${added._id}`;
    expectRefusal(await t.request('PUT', url, { as: other, payload: { title: 'Taken' } }), 404, 'portfolioNotFound');
    expectRefusal(await t.request('DELETE', url, { as: other }), 404, 'portfolioNotFound');
    expectRefusal(await addItem(undefined, item), 401, 'unauthenticated');
    expectRefusal(await t.request('PUT', url, { payload: { title: 'Taken' } }), 401, 'unauthenticated');
    expectRefusal(await t.request('DELETE', url), 401, 'unauthenticated');
    expectRefusal(
      await t.request('DELETE', '/api/users/me/portfolio/not-an-id', { as: owner }),
      404,
      'portfolioNotFound',
    );
    expect((await profileOf(owner)).portfolio).toEqual([added]);
  });

  it('is liked once per member, never by its owner, and shows each viewer their own like', async () => {
    const [owner, fan, other] = await Promise.all([
      registerMember(t.app),
      registerMember(t.app),
      registerMember(t.app),
    ]);
    const added = (await addItem(owner, item)).json<PortfolioItem>();

    const first = await like('PUT', owner, added._id, fan);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ likes: 1, isLiked: true });
    expect((await like('PUT', owner, added._id, fan)).json()).toEqual({ likes: 1, isLiked: true });
    expect((await like('PUT', owner, added._id, other)).json()).toEqual({ likes: 2, isLiked: true });
    expect((await like('DELETE', owner, added._id, other)).json()).toEqual({ likes: 1, isLiked: false });
    expect((await like('DELETE', owner, added._id, other)).json()).toEqual({ likes: 1, isLiked: false });

    expectRefusal(await like('PUT', owner, added._id, owner), 403, 'ownPortfolioLike');
    expectRefusal(await like('PUT', owner, added._id), 401, 'unauthenticated');
    expectRefusal(await like('DELETE', owner, added._id), 401, 'unauthenticated');
    // The item under someone else's name, or no item at all.
    expectRefusal(await like('PUT', other, added._id, fan), 404, 'portfolioNotFound');
    expectRefusal(await like('PUT', owner, randomUUID(), fan), 404, 'portfolioNotFound');

    expect((await profileOf(owner, fan)).portfolio).toMatchObject([{ _id: added._id, likes: 1, isLiked: true }]);
    expect((await profileOf(owner, other)).portfolio).toMatchObject([{ likes: 1, isLiked: false }]);
    expect((await profileOf(owner)).portfolio).toMatchObject([{ likes: 1, isLiked: false }]);
    expect((await profileOf(owner, owner)).portfolio).toMatchObject([{ likes: 1, isLiked: false }]);
  });

  it(`holds at most ${PORTFOLIO_ITEMS_MAX} projects`, async () => {
    const member = await registerMember(t.app);
    const added = await Promise.all(
      Array.from({ length: PORTFOLIO_ITEMS_MAX }, (_, i) => addItem(member, { ...item, title: `Project ${i}` })),
    );
    expect(added.map((response) => response.statusCode)).toEqual(added.map(() => 201));
    expectRefusal(await addItem(member, item), 409, 'tooManyPortfolioItems');
    expect((await profileOf(member)).portfolio).toHaveLength(PORTFOLIO_ITEMS_MAX);

    const [oldest] = added;
    const removed = await t.request('DELETE', `/api/users/me/portfolio/${oldest?.json()._id}`, { as: member });
    expect(removed.statusCode).toBe(204);
    expect((await addItem(member, item)).statusCode).toBe(201);
  });
});
