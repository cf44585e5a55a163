import type { SearchResults } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { postProject, registerMember, type TestMember, uniqueWord } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const searchSkills = async (q: string, as?: TestMember) => {
  const response = await t.request('GET', `/api/search?q=${encodeURIComponent(q)}&type=skills`, { as });
  expect(response.statusCode, response.body).toBe(200);
  const { skills, counts } = response.json<SearchResults>();
  return { skills, count: counts.skills };
};

describe('skill search shows only what the viewer may see', () => {
  it("does not name or count a private project's skills to anyone but its owner", async () => {
    const [owner, stranger] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    await postProject(t.app, owner, { visibility: 'Private', skillsNeeded: ['privskill'] });

    for (const viewer of [undefined, stranger]) {
      expect(await searchSkills('privskill', viewer)).toEqual({ skills: [], count: 0 });
    }
    expect(await searchSkills('privskill', owner)).toEqual({
      skills: [{ name: 'privskill', members: 0, problems: 0, projects: 1 }],
      count: 1,
    });
  });

  it("counts a public project's need of the same skill, never the private one beside it", async () => {
    const owner = await registerMember(t.app);
    await postProject(t.app, owner, { visibility: 'Private', skillsNeeded: ['Quietskill'] });
    await postProject(t.app, owner, { visibility: 'Public', skillsNeeded: ['Quietskill'] });

    expect((await searchSkills('quietskill')).skills).toEqual([
      { name: 'Quietskill', members: 0, problems: 0, projects: 1 },
    ]);
    expect((await searchSkills('quietskill', owner)).skills).toEqual([
      { name: 'Quietskill', members: 0, problems: 0, projects: 2 },
    ]);
  });

  it('counts the members holding a skill as profiles change, and no longer a member who left', async () => {
    const [asha, ravi] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const skill = `${uniqueWord()}craft`;
    const membersHolding = async () => (await searchSkills(skill)).skills[0]?.members ?? 0;
    const setSkills = async (member: TestMember, skills: string[]) =>
      expect((await t.request('PUT', '/api/users/me', { as: member, payload: { skills } })).statusCode).toBe(200);

    await setSkills(asha, [skill]);
    // The same skill in another letter case is the same skill, held once.
    await setSkills(ravi, [skill.toUpperCase(), skill]);
    expect(await membersHolding()).toBe(2);
    await setSkills(ravi, ['Pottery']);
    expect(await membersHolding()).toBe(1);
    await setSkills(ravi, [skill]);
    const left = await t.request('DELETE', '/api/users/me', { as: ravi, payload: { password: ravi.password } });
    expect(left.statusCode).toBe(204);
    expect(await membersHolding()).toBe(1);
  });
});
