import type { SearchResults } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { postProject, registerMember, type TestMember } from '../../test/builders.ts';
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
});
