/**
 * Issue 23, items 8 and 10: search finds the right people. Members who hold the skill meant (the one typed, or
 * the closest correction of a misspelt one) rank first; members are found by where they live and by their bio;
 * the members of a search can be narrowed by a skill and by a city.
 */
import { MESSAGES, type SearchResults } from '@skillsync/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { registerMember, type TestMember } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const search = async (query: string) => {
  const response = await t.request('GET', `/api/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResults>();
};
const namesOf = (results: SearchResults) => results.users.map((user) => user.name);

type Profile = { title?: string; location?: string; bio?: string; skills: string[] };

/**
 * A member with this profile and these points. The points are set in the database: earning them takes completed
 * problems, and the rankings below only need some members to stand higher than others, as in a real community.
 */
async function member(name: string, profile: Profile, points = 0): Promise<TestMember> {
  const created = await registerMember(t.app, { name });
  const response = await t.request('PUT', '/api/users/me', { as: created, payload: profile });
  expect(response.statusCode, response.body).toBe(200);
  await t.app.ctx.db.update(users).set({ reputationScore: points }).where(eq(users.id, created.user.id));
  return created;
}

describe('ranking members by the skill meant', () => {
  beforeAll(async () => {
    // Those with more points hold a skill named like what is typed, not the one meant.
    await member('Jaya Kulkarni', { skills: ['JavaScript', 'Vue'] }, 90);
    await member('Jatin Bose', { skills: ['JavaScript'] }, 80);
    await member('Jomon Thomas', { skills: ['JavaScript', 'CSS'] }, 70);
    await member('Tara Iyer', { skills: ['TypeScript'] }, 5);
    await member('Tanvi Rao', { skills: ['TypeScript', 'Go'] }, 0);
    await member('Rohan Das', { skills: ['React Native'] }, 60);
    await member('Riya Sen', { skills: ['React'] }, 0);
  });

  it('puts the members who hold the corrected skill first: "Typscript" finds TypeScript before JavaScript', async () => {
    const names = namesOf(await search('q=Typscript&type=users'));
    expect(names.slice(0, 2)).toEqual(['Tara Iyer', 'Tanvi Rao']);
  });

  it('puts React before React Native for "Reactt"', async () => {
    const names = namesOf(await search('q=Reactt&type=users'));
    expect(names[0]).toBe('Riya Sen');
    expect(names).toContain('Rohan Das');
    expect(names.indexOf('Riya Sen')).toBeLessThan(names.indexOf('Rohan Das'));
  });

  it('ranks the exact skill above a similar one, whatever the points', async () => {
    expect(namesOf(await search('q=react&type=users'))).toEqual(['Riya Sen', 'Rohan Das']);
    expect(namesOf(await search('q=react%20native&type=users'))[0]).toBe('Rohan Das');
  });
});

describe('finding members by where they live and their bio', () => {
  beforeAll(async () => {
    await member('Kavya Hegde', { title: 'Hardware tinkerer', location: 'Bengaluru, Karnataka', skills: ['Arduino'] });
    await member('Imran Qureshi', { location: 'Lucknow', bio: 'I teach robotics to school children.', skills: [] }, 40);
    await member('Leela Menon', { skills: ['Robotics'] }, 0);
  });

  it('finds a member by their city: ?q=Bengaluru', async () => {
    const found = await search('q=Bengaluru');
    expect(namesOf(found)).toEqual(['Kavya Hegde']);
    expect(found.users[0]).toMatchObject({ location: 'Bengaluru, Karnataka', title: 'Hardware tinkerer' });
  });

  it('finds a member by a word of their bio, below a member who holds it as a skill', async () => {
    const found = await search('q=robotics&type=users');
    expect(namesOf(found)).toEqual(['Leela Menon', 'Imran Qureshi']);
    expect(found.users[1]?.bio).toBe('I teach robotics to school children.');
  });
});

describe('narrowing members by skill and city', () => {
  beforeAll(async () => {
    await member('Aditi Joshi', { location: 'Pune', skills: ['Flutter', 'Firebase'] }, 30);
    await member('Nikhil Pawar', { location: 'Pune, Maharashtra', skills: ['Flutter'] }, 50);
    await member('Sameer Khan', { location: 'Mumbai', bio: 'Moved here from Pune.', skills: ['Flutter', 'Firebase'] });
  });

  it('keeps the members of a city, not those whose bio names it', async () => {
    expect(namesOf(await search('q=flutter&type=users'))).toHaveLength(3);
    expect(namesOf(await search('q=flutter&type=users&city=pune'))).toEqual(['Nikhil Pawar', 'Aditi Joshi']);
  });

  it('keeps the members who hold a skill, in any letter case', async () => {
    expect(namesOf(await search('q=flutter&type=users&skill=FIREBASE'))).toEqual(['Aditi Joshi', 'Sameer Khan']);
    expect(namesOf(await search('q=flutter&type=users&skill=firebase&city=Pune'))).toEqual(['Aditi Joshi']);
  });

  it('lists the filtered members by points when nothing is typed, and nothing else', async () => {
    const found = await search('city=Pune');
    expect(namesOf(found)).toEqual(['Nikhil Pawar', 'Aditi Joshi']);
    expect(found.counts).toEqual({ users: 2, problems: 0, projects: 0, skills: 0 });
  });

  it('refuses an over-long filter with the search message', async () => {
    for (const name of ['city', 'skill']) {
      const response = await t.request('GET', `/api/search?q=flutter&${name}=${'a'.repeat(201)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ param: name, msg: MESSAGES.searchTooLong });
    }
  });
});
