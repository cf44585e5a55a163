/**
 * Issue 23, item 10: results no longer stop at 10 ("The best 10 of 329"). Every group pages to its end with
 * `limit`, `cursor` and its `nextCursors` entry, each match once, whether few match (all ranked at once) or more
 * than SEARCH_COUNT_CAP (ranked a block at a time, newest first).
 */
import { MESSAGES, SEARCH_COUNT_CAP, type SearchResults, type SearchType } from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { establish, postProblem, postProject, registerMember, type TestMember } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

async function search(query: string) {
  const response = await t.request('GET', `/api/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResults>();
}

/** Every page of one group, following its cursors to the end: the ids (names for skills) in the order shown. */
async function readToTheEnd(type: SearchType, query: string, limit: number) {
  const seen: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const page: SearchResults = await search(
      `${query}&type=${type}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    const items = type === 'skills' ? page.skills.map((skill) => skill.name) : page[type].map((item) => item._id);
    seen.push(...items);
    sizes.push(items.length);
    cursor = page.nextCursors[type];
  } while (cursor && sizes.length < 100);
  return { seen, sizes };
}

describe('a few matches', () => {
  let owner: TestMember;

  beforeAll(async () => {
    // Posts more problems and projects than a new account may in a day.
    owner = await establish(t.app, await registerMember(t.app, { name: 'Farah Ali' }));
    for (let index = 0; index < 23; index += 1) {
      const someone = await registerMember(t.app, { name: `Kisan Mitra ${index}` });
      const saved = await t.request('PUT', '/api/users/me', {
        as: someone,
        payload: { skills: [`Agronomy ${index}`] },
      });
      expect(saved.statusCode).toBe(200);
    }
    for (let index = 0; index < 12; index += 1) {
      await postProblem(t.app, owner, { title: `Mandi prices ${index}`, skillsNeeded: ['Agronomy'] });
      await postProject(t.app, owner, { title: `Mandi app ${index}`, skillsNeeded: ['Agronomy'] });
    }
  });

  it('pages members, problems, projects and skills to their ends, each match once', async () => {
    const first = await search('q=agronomy');
    expect(first.counts).toEqual({ users: 23, problems: 12, projects: 12, skills: 24 });
    expect(first.users).toHaveLength(10);
    for (const [type, count] of Object.entries(first.counts) as [SearchType, number][]) {
      expect(first.nextCursors[type], type).not.toBeNull();
      const { seen, sizes } = await readToTheEnd(type, 'q=agronomy', 5);
      expect(new Set(seen).size, type).toBe(count);
      expect(seen, type).toHaveLength(count);
      expect(sizes.at(-1), type).toBe(count % 5 || 5);
    }
  });

  it('goes on from the All answer: a group’s cursor pages it with its type', async () => {
    const first = await search('q=kisan&limit=10');
    const next = await search(`q=kisan&type=users&limit=10&cursor=${first.nextCursors.users}`);
    const last = await search(`q=kisan&type=users&limit=10&cursor=${next.nextCursors.users}`);
    const ids = [...first.users, ...next.users, ...last.users].map((user) => user._id);
    expect(new Set(ids).size).toBe(23);
    expect(last.nextCursors.users).toBeNull();
    expect(next.problems).toEqual([]);
  });

  it('refuses a cursor without its type, of another group, or tampered with', async () => {
    const { nextCursors } = await search('q=agronomy&type=users&limit=5');
    const cursor = nextCursors.users ?? '';
    const tampered = Buffer.from(JSON.stringify(['users', -1])).toString('base64url');
    for (const query of [`cursor=${cursor}`, `type=problems&cursor=${cursor}`, `type=users&cursor=${tampered}`]) {
      const response = await t.request('GET', `/api/search?q=agronomy&${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(MESSAGES.invalidCursor);
    }
  });
});

describe('more matches than the count shows', () => {
  const total = SEARCH_COUNT_CAP + 250;

  beforeAll(async () => {
    const author = await registerMember(t.app, { name: 'Gita Bhatt' });
    // Made in the database, as a large community would have written them over time; three at each instant, so
    // rows that tie on created_at are paged by id.
    await t.app.ctx.db.execute(sql`
      INSERT INTO problems (author_id, title, description, category, difficulty, skills_needed, created_at)
      SELECT ${author.user.id}, 'Borewell log ' || g, 'Water levels of village borewells', 'Environment',
        'Beginner', ARRAY['Hydrology'], now() - make_interval(secs => g / 3)
      FROM generate_series(1, ${total}) AS g`);
  });

  it('pages past the first blocks to the last match, each once', async () => {
    const first = await search('q=borewell&type=problems');
    expect(first.counts.problems).toBe(SEARCH_COUNT_CAP + 1);
    const { seen, sizes } = await readToTheEnd('problems', 'q=borewell', 50);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(sizes.slice(0, -1).every((size) => size === 50)).toBe(true);
  });

  it('refuses a cursor made while the matches were few', async () => {
    const fewCursor = Buffer.from(JSON.stringify(['problems', 10])).toString('base64url');
    const response = await t.request('GET', `/api/search?q=borewell&type=problems&cursor=${fewCursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.invalidCursor);
  });
});
