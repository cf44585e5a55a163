import { MESSAGES, type SearchResults } from '@skillsync/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { postProblem, postProject, registerMember, type TestMember, uniqueWord } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const search = async (q: string, extra = '', as?: TestMember) => {
  const response = await t.request('GET', `/api/search?q=${encodeURIComponent(q)}${extra}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResults>();
};

const withProfile = async (name: string, profile: { title?: string; skills: string[] }) => {
  const member = await registerMember(t.app, { name });
  const response = await t.request('PUT', '/api/users/me', { as: member, payload: profile });
  expect(response.statusCode, response.body).toBe(200);
  return member;
};

describe('search', () => {
  let priya: TestMember;
  let arjun: TestMember;
  let meera: TestMember;

  beforeAll(async () => {
    priya = await withProfile('Priya Raman', { title: 'Frontend engineer', skills: ['TypeScript', 'React'] });
    arjun = await withProfile('Arjun Mehta', { title: 'Data scientist', skills: ['Python', 'Pandas'] });
    meera = await withProfile('Meera Pillai', { title: 'Designer', skills: ['Figma', 'UX Research'] });
    await postProblem(t.app, arjun, {
      title: 'Solar pump scheduling for small farms',
      description: 'Farmers in Vidarbha need a simple planner for when to run solar water pumps.',
      skillsNeeded: ['Python', 'IoT'],
    });
    await postProblem(t.app, meera, {
      title: 'Clinic queue display',
      description: 'A waiting-room display that tells patients their turn in Hindi and English.',
      skillsNeeded: ['React', 'TypeScript'],
    });
    await postProject(t.app, priya, { title: 'Mandi price tracker', skillsNeeded: ['React', 'Node.js'] });
    await postProject(t.app, priya, { title: 'Private solar ledger', visibility: 'Private' });
  });

  it('finds a member by a misspelt skill, and by name and title', async () => {
    const misspelt = await search('Typscript');
    expect(misspelt.users.map((user) => user.name)).toEqual(['Priya Raman']);
    expect(misspelt.users[0]?.skills).toContain('TypeScript');
    expect((await search('arjun')).users.map((user) => user.name)).toEqual(['Arjun Mehta']);
    expect((await search('designer')).users.map((user) => user.name)).toEqual(['Meera Pillai']);
  });

  it('finds the problems and projects that need a misspelt skill', async () => {
    const found = await search('Typscript');
    expect(found.problems.map((problem) => problem.title)).toEqual(['Clinic queue display']);
    expect((await search('Pyton')).problems.map((problem) => problem.title)).toEqual([
      'Solar pump scheduling for small farms',
    ]);
    expect((await search('Nodejs')).projects.map((project) => project.title)).toEqual(['Mandi price tracker']);
  });

  it('groups results with counts, and a type narrows them to one group', async () => {
    const all = await search('react');
    expect(all.users.map((user) => user.name)).toEqual(['Priya Raman']);
    expect(all.problems.map((problem) => problem.title)).toEqual(['Clinic queue display']);
    expect(all.projects.map((project) => project.title)).toEqual(['Mandi price tracker']);
    expect(all.skills.map((skill) => skill.name)).toEqual(['React']);
    expect(all.skills[0]).toMatchObject({ members: 1, problems: 1, projects: 1 });
    expect(all.counts).toEqual({ users: 1, problems: 1, projects: 1, skills: 1 });
    const onlyProblems = await search('react', '&type=problems');
    expect(onlyProblems.problems).toHaveLength(1);
    expect(onlyProblems.users).toEqual([]);
    expect(onlyProblems.counts.users).toBe(0);
  });

  it('ranks the closest match first and forgives a typo in a title', async () => {
    const solar = await search('solr pump');
    expect(solar.problems[0]?.title).toBe('Solar pump scheduling for small farms');
    expect((await search('Python')).users[0]?.name).toBe('Arjun Mehta');
    const skills = await search('pyth');
    expect(skills.skills.map((skill) => skill.name)).toEqual(['Python']);
  });

  it('shows private projects only to their owner', async () => {
    expect((await search('ledger')).projects).toEqual([]);
    expect((await search('ledger', '', arjun)).projects).toEqual([]);
    expect((await search('ledger', '', priya)).projects.map((project) => project.title)).toEqual([
      'Private solar ledger',
    ]);
  });

  it('answers an empty or symbol-only search with nothing, and refuses an over-long one', async () => {
    for (const q of ['', '   ', '&|!:*()']) {
      const empty = await search(q);
      expect(empty.counts).toEqual({ users: 0, problems: 0, projects: 0, skills: 0 });
    }
    const long = await t.request('GET', `/api/search?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ param: 'q', msg: MESSAGES.searchTooLong });
  });

  it('no longer finds a member who deleted their account', async () => {
    const gone = await withProfile('Zubin Kapoor', { skills: ['Elixir'] });
    expect((await search('zubin')).users).toHaveLength(1);
    const deleted = await t.request('DELETE', '/api/users/me', { as: gone, payload: { password: gone.password } });
    expect(deleted.statusCode).toBe(204);
    expect((await search('zubin')).users).toEqual([]);
  });
});

describe('the same search asked again', () => {
  it('finds what was posted a moment after the same search was answered', async () => {
    const author = await registerMember(t.app);
    const word = uniqueWord();
    expect((await search(word)).problems).toEqual([]);
    await postProblem(t.app, author, { title: `Rainwater ${word} survey for Hubli wards` });
    expect((await search(word)).problems.map((problem) => problem.title)).toEqual([
      `Rainwater ${word} survey for Hubli wards`,
    ]);
  });

  it("answers the owner of a private project with it, though everyone else's same search was just answered", async () => {
    const [owner, stranger] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const word = uniqueWord();
    await postProject(t.app, owner, { title: `Private ${word} ledger`, visibility: 'Private' });
    expect((await search(word, '', stranger)).projects).toEqual([]);
    expect((await search(word)).projects).toEqual([]);
    expect((await search(word, '', owner)).projects.map((project) => project.title)).toEqual([
      `Private ${word} ledger`,
    ]);
    expect((await search(word, '', stranger)).projects).toEqual([]);
  });
});
