/**
 * A block keeps two members' content apart both ways (issue 27): neither finds the other's problems on the wall,
 * in search or in their feed, while everyone else still does; unblocking brings them back.
 */
import type { FeedPage, ProblemDetail, ProblemList, SearchResults } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const build = buildersFor(t);

async function read<T>(url: string, as: TestMember) {
  const response = await t.request('GET', url, { as });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

/** Which of the problems the reader finds on the wall, in search and in their feed (problems needing their skills). */
async function foundBy(reader: TestMember, word: string, problems: ProblemDetail[]) {
  const ids = (items: { _id: string }[]) =>
    problems.filter((problem) => items.some((item) => item._id === problem._id)).map((problem) => problem.title);
  return {
    wall: ids((await read<ProblemList>(`/api/problems?search=${word}`, reader)).problems),
    search: ids((await read<SearchResults>(`/api/search?q=${word}&type=problems`, reader)).problems),
    feed: ids((await read<FeedPage>('/api/feed', reader)).items.map((item) => item.subject)),
  };
}

const everywhere = (...titles: string[]) => ({ wall: titles, search: titles, feed: titles });
/** What a member who wrote `own` finds: search finds one's own problem too, the wall and the feed never do. */
const findsBeside = (own: ProblemDetail, others: ProblemDetail[]) => {
  const titles = others.map((problem) => problem.title);
  return { wall: titles, search: [own, ...others].map((problem) => problem.title), feed: titles };
};

describe("a block and the members' content", () => {
  it('hides each one’s problems from the other on the wall, in search and in the feed, both ways', async () => {
    const [blocker, blocked, bystander] = await Promise.all([
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
    ]);
    // Everyone has the skill the problems need, so each finds the others' in their feed.
    for (const member of [blocker, blocked, bystander]) {
      const updated = await t.request('PUT', '/api/users/me', { as: member, payload: { skills: ['IoT'] } });
      expect(updated.statusCode, updated.body).toBe(200);
    }
    const word = build.uniqueWord();
    const byBlocker = await build.postProblem(blocker, { title: `Blocker ${word}`, skillsNeeded: ['IoT'] });
    const byBlocked = await build.postProblem(blocked, { title: `Blocked ${word}`, skillsNeeded: ['IoT'] });
    const both = [byBlocker, byBlocked];
    // A bystander's search first: its answer is kept for everyone who sees what a visitor sees.
    expect(await foundBy(bystander, word, both)).toEqual(everywhere(byBlocker.title, byBlocked.title));
    expect(await foundBy(blocker, word, both)).toEqual(findsBeside(byBlocker, [byBlocked]));
    expect(await foundBy(blocked, word, [byBlocked, byBlocker])).toEqual(findsBeside(byBlocked, [byBlocker]));

    const blocking = await t.request('PUT', `/api/blocks/${blocked.user.id}`, { as: blocker });
    expect(blocking.statusCode, blocking.body).toBe(200);
    expect(await foundBy(blocker, word, both)).toEqual(findsBeside(byBlocker, []));
    expect(await foundBy(blocked, word, both)).toEqual(findsBeside(byBlocked, []));
    expect(await foundBy(bystander, word, both)).toEqual(everywhere(byBlocker.title, byBlocked.title));

    const unblocking = await t.request('DELETE', `/api/blocks/${blocked.user.id}`, { as: blocker });
    expect(unblocking.statusCode, unblocking.body).toBe(200);
    expect(await foundBy(blocker, word, both)).toEqual(findsBeside(byBlocker, [byBlocked]));
    expect(await foundBy(blocked, word, [byBlocked, byBlocker])).toEqual(findsBeside(byBlocked, [byBlocker]));
  });
});
