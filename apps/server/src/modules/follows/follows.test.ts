import { randomUUID } from 'node:crypto';
import { type FeedPage, type FollowState, MESSAGES, type NotificationList } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { pageQuery, walkPages } from '../../test/pages.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const build = buildersFor(t);

const follow = (as: TestMember | undefined, type: string, id: string) =>
  t.request('PUT', `/api/follows/${type}/${id}`, { as });
const unfollow = (as: TestMember, type: string, id: string) =>
  t.request('DELETE', `/api/follows/${type}/${id}`, { as });
const stateOf = async (type: string, id: string, as?: TestMember) => {
  const response = await t.request('GET', `/api/follows/${type}/${id}`, { as });
  expect(response.statusCode).toBe(200);
  return response.json<FollowState>();
};
async function feedOf(member: TestMember, query = '') {
  const response = await t.request('GET', `/api/feed?${query}`, { as: member });
  expect(response.statusCode).toBe(200);
  return response.json<FeedPage>();
}
/** The feed as `kind title reason`, newest first. */
const feedLines = async (member: TestMember) =>
  (await feedOf(member)).items.map((item) => `${item.kind} ${item.subject.title} ${item.reason}`);
const followedPostsOf = async (member: TestMember) => {
  // The fan-out runs after the answer: wait for it as a member's next look would.
  await t.app.ctx.background.idle();
  const list = (await t.request('GET', '/api/notifications', { as: member })).json<NotificationList>();
  return list.notifications.filter((entry) => entry.kind === 'followed-posted');
};

describe('following', () => {
  it('follows and unfollows a member, counted on both sides, and shown to visitors too', async () => {
    const [fan, maker] = await Promise.all([build.registerMember(), build.registerMember()]);
    const followed = await follow(fan, 'user', maker.user.id);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ isFollowing: true, followers: 1, following: 0 });
    // Following twice is still one follow.
    expect((await follow(fan, 'user', maker.user.id)).json()).toMatchObject({ followers: 1 });
    expect(await stateOf('user', maker.user.id)).toEqual({ isFollowing: false, followers: 1, following: 0 });
    expect(await stateOf('user', fan.user.id)).toEqual({ isFollowing: false, followers: 0, following: 1 });
    expect((await unfollow(fan, 'user', maker.user.id)).json()).toEqual({
      isFollowing: false,
      followers: 0,
      following: 0,
    });
  });

  it('refuses what cannot be followed: oneself, nothing, a private project of others, and a visitor', async () => {
    const [member, owner] = await Promise.all([build.registerMember(), build.registerMember()]);
    const own = await follow(member, 'user', member.user.id);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ message: MESSAGES.cannotFollowSelf });
    const hidden = await build.postProject(owner, { visibility: 'Private' });
    for (const [type, id] of [
      ['problem', randomUUID()],
      ['project', hidden._id],
      ['challenge', 'not-an-id'],
      ['planet', randomUUID()],
    ]) {
      expect((await follow(member, type as string, id as string)).statusCode, `${type} ${id}`).toBe(404);
    }
    expect((await stateOf('project', hidden._id, owner)).followers).toBe(0);
    expect((await t.request('GET', `/api/follows/project/${hidden._id}`)).statusCode).toBe(404);
    const problem = await build.postProblem(owner);
    expect((await follow(undefined, 'problem', problem._id)).statusCode).toBe(401);
    expect((await t.request('GET', '/api/feed')).statusCode).toBe(401);
  });
});

describe('the feed', () => {
  it('shows what followed members post, what changes on followed items, and problems that need my skills', async () => {
    const [reader, maker, owner, stranger] = await Promise.all([
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
    ]);
    await t.request('PUT', '/api/users/me', { as: reader, payload: { skills: ['Solar Power'] } });
    await follow(reader, 'user', maker.user.id);
    const project = await build.postProject(owner, { title: 'Solar pumps for Jalna' });
    await follow(reader, 'project', project._id);

    await build.postProblem(maker, { title: 'Wells in Latur run dry by March' });
    const milestone = await t.request('POST', `/api/projects/${project._id}/milestones`, {
      as: owner,
      payload: { title: 'First pump installed', completed: true },
    });
    expect(milestone.statusCode).toBe(201);
    await build.postProblem(stranger, { title: 'Village lights fail at night', skillsNeeded: ['Solar Power'] });
    await build.postProblem(stranger, { title: 'Nobody needs me here', skillsNeeded: ['Cobol'] });
    await build.postProblem(reader, { title: 'My own problem', skillsNeeded: ['Solar Power'] });
    const hidden = await build.postProject(maker, { title: 'A private pilot', visibility: 'Private' });
    await t.request('PUT', `/api/projects/${hidden._id}`, { as: maker, payload: { status: 'Active' } });

    expect(await feedLines(reader)).toEqual([
      'problem-posted Village lights fail at night skills',
      'milestone-reached Solar pumps for Jalna item',
      'problem-posted Wells in Latur run dry by March member',
      // A followed item's history counts from its start, not from the follow.
      'project-started Solar pumps for Jalna item',
    ]);
  });

  it('pages to its end, each item once, newest first', async () => {
    const [reader, maker] = await Promise.all([build.registerMember(), build.registerMember()]);
    // Posts more problems than a new account may in a day.
    await build.establish(maker);
    await follow(reader, 'user', maker.user.id);
    for (let i = 0; i < 5; i += 1) await build.postProblem(maker, { title: `Problem number ${i} of the feed` });
    const all = (await feedOf(reader)).items.map((item) => item._id);
    expect(all).toHaveLength(5);
    const pages = await walkPages((cursor) => feedOf(reader, pageQuery(2, cursor)));
    expect(pages.flatMap((page) => page.items.map((item) => item._id))).toEqual(all);
  });
});

describe('telling followers of a post', () => {
  it('tells each follower once of a problem or a public project, and nobody of a private one', async () => {
    const [maker, first, second] = await Promise.all([
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
    ]);
    for (const fan of [first, second]) await follow(fan, 'user', maker.user.id);
    const problem = await build.postProblem(maker, { title: 'Fishermen lose nets in storms' });
    await build.postProject(maker, { title: 'A quiet one', visibility: 'Private' });
    const project = await build.postProject(maker, { title: 'Net tracker' });
    for (const fan of [first, second]) {
      const told = await followedPostsOf(fan);
      expect(told.map((entry) => [entry.subject?.title, entry.actor?._id])).toEqual([
        ['Net tracker', maker.user.id],
        ['Fishermen lose nets in storms', maker.user.id],
      ]);
    }
    expect(await followedPostsOf(maker)).toEqual([]);
    expect(problem._id && project._id).toBeTruthy();
  });
});
