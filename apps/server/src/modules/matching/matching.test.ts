import { MESSAGES, type Recommendations } from '@skillsync/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { postProblem, postProject, registerMember, type TestMember } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const member = async (name: string, skills: string[]) => {
  const joined = await registerMember(t.app, { name });
  const response = await t.request('PUT', '/api/users/me', { as: joined, payload: { skills } });
  expect(response.statusCode, response.body).toBe(200);
  return Object.assign(joined, { user: { ...joined.user, skills } });
};

const recommendations = async (path: string, as: TestMember) => {
  const response = await t.request('GET', `/api/matching/${path}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Recommendations>().recommendations;
};

/**
 * A fixed small community. Asha's problem needs Python, TensorFlow, React and Figma; she knows Python and Kiran
 * (React) is on her team, so TensorFlow and Figma are missing. Ravi has both; Sana has TensorFlow (rarer: two
 * members have it); Dev has Figma (three have it) and his open project needs Python, which Asha knows; Nila
 * has Figma but already asked to join.
 */
describe('Collab Matching', () => {
  let asha: TestMember;
  let kiran: TestMember;
  let ravi: TestMember;
  let sana: TestMember;
  let dev: TestMember;
  let nila: TestMember;
  let problemId: string;

  beforeAll(async () => {
    asha = await member('Asha', ['Python']);
    kiran = await member('Kiran', ['React']);
    ravi = await member('Ravi', ['TensorFlow', 'Figma']);
    sana = await member('Sana', ['TensorFlow']);
    dev = await member('Dev', ['Figma', 'Python']);
    nila = await member('Nila', ['Figma']);
    const problem = await postProblem(t.app, asha, {
      title: 'Crop disease detector',
      skillsNeeded: ['Python', 'TensorFlow', 'React', 'Figma'],
    });
    problemId = problem._id;
    const asked = await t.request('POST', `/api/problems/${problemId}/collaborate`, {
      as: kiran,
      payload: { message: 'I can build the app', proposedRole: 'Developer' },
    });
    await t.request('PUT', `/api/collaboration-requests/${asked.json()._id}/respond`, {
      as: asha,
      payload: { status: 'accepted' },
    });
    await t.request('POST', `/api/problems/${problemId}/collaborate`, {
      as: nila,
      payload: { message: 'I can design it', proposedRole: 'Designer' },
    });
    await postProject(t.app, dev, { title: 'Weather alerts by SMS', skillsNeeded: ['Python', 'Twilio'] });
  });

  it("recommends, for a problem's owner, who covers the missing skills, rarer skills and reciprocity first", async () => {
    const found = await recommendations(`problems/${problemId}`, asha);
    expect(found.map((match) => match.user.name)).toEqual(['Ravi', 'Dev', 'Sana']);
    const [first, second, third] = found;
    expect(first?.reasons[0]).toBe('covers TensorFlow and Figma, 2 of the 2 skills this team still needs');
    expect(first?.details[0]).toEqual({ code: 'coversSkills', skills: ['TensorFlow', 'Figma'], covered: 2, needed: 2 });
    expect(second?.reasons).toEqual([
      'covers Figma, 1 of the 2 skills this team still needs',
      'their project "Weather alerts by SMS" needs your Python',
      // Everyone here signed up moments ago.
      'active this week',
    ]);
    expect(third?.reasons).toEqual(['covers TensorFlow, 1 of the 2 skills this team still needs', 'active this week']);
    expect(first?.score).toBeGreaterThan(second?.score ?? 0);
    expect(second?.score).toBeGreaterThan(third?.score ?? 0);
  });

  it('leaves out the team and anyone with a pending request', async () => {
    const names = (await recommendations(`problems/${problemId}`, asha)).map((match) => match.user.name);
    expect(names).not.toContain('Kiran');
    expect(names).not.toContain('Nila');
    expect(names).not.toContain('Asha');
  });

  it("recommends for a project's owner, and an invitation by id takes the member off the list", async () => {
    const project = await postProject(t.app, asha, { title: 'Leaf scanner', skillsNeeded: ['TensorFlow'] });
    const before = await recommendations(`projects/${project._id}`, asha);
    expect(before.map((match) => match.user.name).sort()).toEqual(['Ravi', 'Sana']);
    const invited = await t.request('POST', `/api/projects/${project._id}/invitations`, {
      as: asha,
      payload: { userId: ravi.user.id },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const after = await recommendations(`projects/${project._id}`, asha);
    expect(after.map((match) => match.user.name)).toEqual(['Sana']);
  });

  it('recommends people to a member: those whose open work needs their skills, saying which work', async () => {
    const tara = await member('Tara', ['Python']);
    const found = await recommendations('people', tara);
    expect(found.map((match) => match.user.name).sort()).toEqual(['Asha', 'Dev']);
    const devMatch = found.find((match) => match.user.name === 'Dev');
    expect(devMatch?.reasons).toContain('their project "Weather alerts by SMS" needs your Python');
    expect(devMatch?.details).toContainEqual({
      code: 'needsYourSkills',
      skills: ['Python'],
      work: { type: 'project', _id: expect.any(String), title: 'Weather alerts by SMS' },
    });
  });

  it("recommends to a member who covers their own work's needs", async () => {
    const found = await recommendations('people', asha);
    // Ravi covers the most; Dev covers less but needs what Asha knows: both lead, Kiran (React) follows.
    expect(
      found
        .slice(0, 2)
        .map((match) => match.user.name)
        .sort(),
    ).toEqual(['Dev', 'Ravi']);
    const raviMatch = found.find((match) => match.user.name === 'Ravi');
    expect(raviMatch?.reasons[0]).toBe('covers TensorFlow and Figma, 2 of the 3 skills this team still needs');
    expect(found.map((match) => match.user.name)).toContain('Kiran');
  });

  it('offers a brand-new member with no skills nobody, and says to add skills first', async () => {
    const newcomer = await registerMember(t.app, { name: 'Meera' });
    const response = await t.request('GET', '/api/matching/people', { as: newcomer });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Recommendations>()).toEqual({ recommendations: [], emptyReason: 'noSkills' });
    // Once they add a skill, the reason goes and real matches come.
    const saved = await t.request('PUT', '/api/users/me', { as: newcomer, payload: { skills: ['Python'] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await t.request('GET', '/api/matching/people', { as: newcomer });
    expect(after.json<Recommendations>().emptyReason).toBeNull();
    expect(after.json<Recommendations>().recommendations.length).toBeGreaterThan(0);
  });

  it('is for signed-in members, and for a problem or project only its owner', async () => {
    const anonymous = await t.request('GET', '/api/matching/people');
    expect(anonymous.statusCode).toBe(401);
    const stranger = await t.request('GET', `/api/matching/problems/${problemId}`, { as: sana });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(MESSAGES.notProblemAuthor);
    const teammate = await t.request('GET', `/api/matching/problems/${problemId}`, { as: kiran });
    expect(teammate.statusCode).toBe(403);
    const secret = await postProject(t.app, dev, { title: 'Secret project', visibility: 'Private' });
    const outsider = await t.request('GET', `/api/matching/projects/${secret._id}`, { as: sana });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe(MESSAGES.projectNotFound);
    const missing = await t.request('GET', '/api/matching/problems/3f2504e0-4f89-41d3-9a0c-0305e82c3301', { as: asha });
    expect(missing.statusCode).toBe(404);
  });
});
