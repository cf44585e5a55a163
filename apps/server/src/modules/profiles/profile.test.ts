import { randomUUID } from 'node:crypto';
import {
  type Dashboard,
  MESSAGES,
  type ProfileUser,
  type ReputationHistory,
  type UserProfile,
} from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { expectFieldError, expectRefusal } from '../../test/expectations.ts';
import { pageQuery, TAMPERED_CURSOR, walkPages } from '../../test/pages.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const build = buildersFor(t);

const editProfile = (as: TestMember | undefined, payload: object) => t.request('PUT', '/api/users/me', { as, payload });
const profileOf = async (member: TestMember, as?: TestMember) => {
  const response = await t.request('GET', `/api/users/${member.user.id}`, { as });
  expect(response.statusCode).toBe(200);
  return response.json<UserProfile>();
};
const historyOf = async (member: TestMember, query = '', as?: TestMember) => {
  const response = await t.request('GET', `/api/users/${member.user.id}/reputation?${query}`, { as });
  expect(response.statusCode).toBe(200);
  return response.json<ReputationHistory>();
};
const sortedIds = (items: { _id: string }[]) => items.map((item) => item._id).sort();

/** The author takes the member onto the problem's team through a request they accept. */
async function takeOntoProblem(author: TestMember, member: TestMember, problemId: string) {
  const asked = await t.request('POST', `/api/problems/${problemId}/collaborate`, { as: member });
  expect(asked.statusCode).toBe(201);
  const accepted = await t.request('PUT', `/api/collaboration-requests/${asked.json()._id}/respond`, {
    as: author,
    payload: { status: 'accepted' },
  });
  expect(accepted.statusCode).toBe(200);
}

/** The author completes the problem, crediting these members. */
async function completeProblem(author: TestMember, problemId: string, credited: TestMember[] = []) {
  const completed = await t.request('PUT', `/api/problems/${problemId}/complete`, {
    as: author,
    payload: { acknowledgedCollaborators: credited.map((member) => member.user.id) },
  });
  expect(completed.statusCode).toBe(200);
}

describe('editing your profile', () => {
  it('changes only the fields sent, keeps the first spelling of a skill listed twice, and shows it publicly', async () => {
    const member = await build.registerMember();
    const response = await editProfile(member, {
      title: 'Data engineer',
      location: 'Pune',
      skills: ['React', 'Node.js', 'react', ' REACT ', 'node.JS', 'PostgreSQL'],
      github: 'https://github.com/asha-dev',
      linkedin: 'https://www.linkedin.com/in/asha-k',
      website: 'https://asha.dev/work',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProfileUser>()).toMatchObject({
      id: member.user.id,
      name: member.user.name,
      title: 'Data engineer',
      location: 'Pune',
      bio: null,
      skills: ['React', 'Node.js', 'PostgreSQL'],
      github: 'https://github.com/asha-dev',
      linkedin: 'https://www.linkedin.com/in/asha-k',
      website: 'https://asha.dev/work',
    });

    const later = await editProfile(member, {
      bio: 'I build tools for farmers.',
      experience: 'Three years at a co-op',
    });
    expect(later.statusCode).toBe(200);
    const { user } = await profileOf(member);
    expect(user).toMatchObject({
      title: 'Data engineer',
      location: 'Pune',
      bio: 'I build tools for farmers.',
      experience: 'Three years at a co-op',
      skills: ['React', 'Node.js', 'PostgreSQL'],
      github: 'https://github.com/asha-dev',
    });
  });

  it('clears a field sent as an empty string', async () => {
    const member = await build.registerMember();
    await editProfile(member, { title: 'Designer', bio: 'Hello', github: 'https://github.com/ravi' });
    const response = await editProfile(member, { title: '', github: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProfileUser>()).toMatchObject({ title: null, github: null, bio: 'Hello' });
    expect((await profileOf(member)).user).toMatchObject({ title: null, github: null, bio: 'Hello' });
  });

  it('refuses to change the e-mail, and then changes nothing else the request asked for', async () => {
    const member = await build.registerMember();
    const response = await editProfile(member, { email: 'someone.else@example.in', title: 'Changed' });
    expectFieldError(response, 'email', 'emailImmutable');
    expect(response.json().message).toBe(MESSAGES.emailImmutable);
    const me = (await t.request('GET', '/api/auth/me', { as: member })).json();
    expect(me).toMatchObject({ email: member.user.email, title: null });
  });

  it('refuses links that are not a GitHub profile, a LinkedIn profile or a web address, and keeps the profile', async () => {
    const member = await build.registerMember();
    const links = {
      github: 'https://github.com/asha-dev/',
      linkedin: 'https://in.linkedin.com/in/asha-k',
      website: 'http://asha.dev',
    };
    expect((await editProfile(member, links)).statusCode).toBe(200);
    const refused = [
      ['github', 'http://github.com/asha-dev', 'githubProfileInvalid'],
      ['github', 'https://gitlab.com/asha-dev', 'githubProfileInvalid'],
      ['github', 'https://github.com/asha-dev/storage-sensors', 'githubProfileInvalid'],
      ['github', 'github.com/asha-dev', 'githubProfileInvalid'],
      ['linkedin', 'https://www.linkedin.com/feed', 'linkedinProfileInvalid'],
      ['linkedin', 'http://www.linkedin.com/in/asha-k', 'linkedinProfileInvalid'],
      ['linkedin', 'https://linkedin.example.com/in/asha-k', 'linkedinProfileInvalid'],
      ['website', 'asha.dev', 'urlInvalid'],
      ['website', 'ftp://asha.dev', 'urlInvalid'],
      ['website', 'javascript:alert(1)', 'urlInvalid'],
      ['website', 'https://asha dev.in', 'urlInvalid'],
    ] as const;
    for (const [field, link, code] of refused) {
      const response = await editProfile(member, { [field]: link, title: 'Should not stick' });
      expectFieldError(response, field, code);
    }
    expect((await profileOf(member)).user).toMatchObject({ ...links, title: null });
  });

  it('lets only a signed-in member edit, and only their own profile', async () => {
    const [member, other] = await Promise.all([build.registerMember(), build.registerMember()]);
    expectRefusal(await editProfile(undefined, { title: 'Anonymous' }), 401, 'unauthenticated');
    // There is no address to edit someone else by, and naming them in the body edits the sender.
    const byPath = await t.request('PUT', `/api/users/${other.user.id}`, {
      as: member,
      payload: { title: 'Mine now' },
    });
    expect(byPath.statusCode).toBe(404);
    const byBody = await editProfile(member, { id: other.user.id, _id: other.user.id, title: 'Mentor' });
    expect(byBody.statusCode).toBe(200);
    expect(byBody.json<ProfileUser>().id).toBe(member.user.id);
    expect((await profileOf(member)).user.title).toBe('Mentor');
    expect((await profileOf(other)).user.title).toBeNull();
  });
});

describe('a public profile', () => {
  it('is shown to visitors and members, never with the e-mail', async () => {
    const [member, viewer] = await Promise.all([build.registerMember(), build.registerMember()]);
    await editProfile(member, { title: 'Mentor', skills: ['IoT'] });
    for (const as of [undefined, viewer, member]) {
      const response = await t.request('GET', `/api/users/${member.user.id}`, { as });
      expect(response.statusCode).toBe(200);
      const profile = response.json<UserProfile>();
      expect(profile.user).toMatchObject({ id: member.user.id, name: member.user.name, title: 'Mentor' });
      expect(profile.user).not.toHaveProperty('email');
      expect(response.body).not.toContain(member.user.email);
    }
  });

  it('counts problems posted, completions, collaborations and achievements from what the members did', async () => {
    const team = await build.buildTeam();
    /** The profile's counters: those given, the rest 0. */
    const counts = (some: Partial<UserProfile['counters']>) => ({
      problemsPosted: 0,
      completed: 0,
      collaborations: 0,
      achievements: 0,
      challengesWon: 0,
      ...some,
    });
    const kindsOf = (profile: UserProfile) => profile.achievements.map((achievement) => achievement.kind).sort();

    const author = await profileOf(team.author);
    expect(author.counters).toEqual(counts({ problemsPosted: 1, achievements: 1 }));
    expect(kindsOf(author)).toEqual(['first-problem']);
    expect(author.problems).toMatchObject([{ _id: team.problem._id, title: team.problem.title }]);
    expect(author.problems[0]?.status).not.toBe('Completed');
    const collaborator = await profileOf(team.collaborator);
    expect(collaborator.counters).toEqual(counts({ collaborations: 1, achievements: 1 }));
    expect(kindsOf(collaborator)).toEqual(['first-collaboration']);
    // A request still waiting for an answer is no collaboration.
    const requester = await profileOf(team.requester);
    expect(requester.counters).toEqual(counts({}));

    await completeProblem(team.author, team.problem._id, [team.collaborator]);
    const authorAfter = await profileOf(team.author, team.stranger);
    expect(authorAfter.counters).toEqual(counts({ problemsPosted: 1, completed: 1, achievements: 2 }));
    expect(kindsOf(authorAfter)).toEqual(['first-completion', 'first-problem']);
    expect(authorAfter.problems[0]?.status).toBe('Completed');
    expect(authorAfter.user.reputation.score).toBe(15);
    const collaboratorAfter = await profileOf(team.collaborator, team.stranger);
    expect(collaboratorAfter.counters).toEqual(counts({ completed: 1, collaborations: 1, achievements: 2 }));
    expect(kindsOf(collaboratorAfter)).toEqual(['first-collaboration', 'first-completion']);
  });

  it('lists a private project only to its team', async () => {
    const [owner, teammate, stranger] = await Promise.all([
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
    ]);
    const open = await build.postProject(owner);
    const hidden = await build.postProject(owner, { visibility: 'Private' });
    await build.inviteOntoTeam(owner, teammate, hidden._id);

    for (const as of [undefined, stranger]) {
      const profile = await profileOf(owner, as);
      expect(sortedIds(profile.projects)).toEqual([open._id]);
      expect(JSON.stringify(profile)).not.toContain(hidden.title);
    }
    for (const as of [owner, teammate]) {
      expect(sortedIds((await profileOf(owner, as)).projects)).toEqual(sortedIds([open, hidden]));
    }
    expect((await profileOf(teammate)).counters.collaborations).toBe(1);
  });

  it('answers an unknown member with 404, and a malformed id with the same 404 rather than an error', async () => {
    for (const id of [randomUUID(), 'not-an-id', '12345', encodeURIComponent("' OR 1=1 --")]) {
      for (const path of [`/api/users/${id}`, `/api/users/${id}/reputation`]) {
        expectRefusal(await t.request('GET', path), 404, 'userNotFound');
      }
    }
  });
});

describe('the reputation history', () => {
  it('shows each award with its points, reason and the problem that earned it, to anyone', async () => {
    const team = await build.buildTeam();
    await completeProblem(team.author, team.problem._id, [team.collaborator]);
    const source = { type: 'problem', _id: team.problem._id, title: team.problem.title };

    const author = await historyOf(team.author);
    expect(author).toEqual({
      score: 15,
      events: [
        {
          _id: expect.any(String),
          points: 15,
          reason: 'problem-completed',
          source,
          limitedBy: null,
          createdAt: expect.any(String),
        },
      ],
      nextCursor: null,
    });
    const collaborator = await historyOf(team.collaborator, '', team.stranger);
    expect(collaborator.score).toBe(10);
    expect(collaborator.events).toMatchObject([
      { points: 10, reason: 'problem-collaborator', source, limitedBy: null },
    ]);
    expect(await historyOf(team.requester)).toEqual({ score: 0, events: [], nextCursor: null });
  });

  it('keeps an award a limit made worthless, with 0 points and the limit that stopped it', async () => {
    const [author, helper] = await Promise.all([build.registerMember(), build.registerMember()]);
    const first = await build.postProblem(author);
    await takeOntoProblem(author, helper, first._id);
    await completeProblem(author, first._id, [helper]);
    // The same author credits the same helper again within 30 days.
    t.advanceClock(60_000);
    const second = await build.postProblem(author);
    await takeOntoProblem(author, helper, second._id);
    await completeProblem(author, second._id, [helper]);

    const history = await historyOf(helper);
    expect(history.score).toBe(10);
    expect(history.events).toMatchObject([
      { points: 0, reason: 'problem-collaborator', limitedBy: 'repeat-credit', source: { _id: second._id } },
      { points: 10, reason: 'problem-collaborator', limitedBy: null, source: { _id: first._id } },
    ]);
  });

  it('pages from the newest award with limit and nextCursor', async () => {
    const member = await build.registerMember();
    const titles: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const problem = await build.postProblem(member);
      await completeProblem(member, problem._id);
      titles.unshift(problem.title);
      t.advanceClock(60_000);
    }
    const pages = await walkPages((cursor) => historyOf(member, pageQuery(2, cursor)));
    expect(pages.map((page) => page.events.length)).toEqual([2, 1]);
    expect(pages.flatMap((page) => page.events.map((event) => event.source.title))).toEqual(titles);

    const tampered = await t.request('GET', `/api/users/${member.user.id}/reputation?cursor=${TAMPERED_CURSOR}`);
    expectRefusal(tampered, 400, 'invalidCursor');
  });

  it("shows a private project's award to everyone but its title only to those who may see the project", async () => {
    const [owner, stranger] = await Promise.all([build.registerMember(), build.registerMember()]);
    const hidden = await build.postProject(owner, { visibility: 'Private' });
    const completed = await t.request('PUT', `/api/projects/${hidden._id}/complete`, { as: owner, payload: {} });
    expect(completed.statusCode).toBe(200);

    const source = { type: 'project', _id: hidden._id };
    expect((await historyOf(owner, '', owner)).events).toMatchObject([
      { points: 15, reason: 'project-completed', source: { ...source, title: hidden.title } },
    ]);
    for (const as of [undefined, stranger]) {
      const history = await historyOf(owner, '', as);
      expect(history.events).toMatchObject([{ points: 15, source: { ...source, title: null } }]);
    }
  });
});

describe('the dashboard', () => {
  const dashboardOf = async (member: TestMember) => {
    const response = await t.request('GET', '/api/users/me/dashboard', { as: member });
    expect(response.statusCode).toBe(200);
    return response.json<Dashboard>();
  };

  it('is only for a signed-in member', async () => {
    expectRefusal(await t.request('GET', '/api/users/me/dashboard'), 401, 'unauthenticated');
  });

  it("counts and lists the member's own problems, problem teams and projects under way", async () => {
    const [member, neighbour] = await Promise.all([build.registerMember(), build.registerMember()]);
    expect(await dashboardOf(member)).toEqual({
      stats: { problemsCreated: 0, projectsJoined: 0, challengesWon: 0, collaborations: 0 },
      recentProblems: [],
      activeProjects: [],
    });

    const own = await build.postProblem(member);
    const theirs = await build.postProblem(neighbour);
    await takeOntoProblem(neighbour, member, theirs._id);
    const ownProject = await build.postProject(member);
    const joined = await build.postProject(neighbour);
    await build.joinTeam(neighbour, member, joined._id);
    const finished = await build.postProject(member);
    expect(
      (await t.request('PUT', `/api/projects/${finished._id}/complete`, { as: member, payload: {} })).statusCode,
    ).toBe(200);
    await build.postProblem(neighbour);

    const dashboard = await dashboardOf(member);
    expect(dashboard.stats).toEqual({ problemsCreated: 1, projectsJoined: 1, challengesWon: 0, collaborations: 1 });
    // The list beside 'Problems Created' lists what it counts: the problem they only work on is not theirs.
    expect(sortedIds(dashboard.recentProblems)).toEqual(sortedIds([own]));
    expect(sortedIds(dashboard.activeProjects)).toEqual(sortedIds([ownProject, joined]));
    expect(dashboard.activeProjects.find((project) => project._id === joined._id)?.teamSize).toBe(2);
  });

  it('counts an author with an accepted collaborator as on a collaboration, and a team of one as none', async () => {
    const [author, helper] = await Promise.all([build.registerMember(), build.registerMember()]);
    const alone = await build.postProblem(author);
    const together = await build.postProblem(author);
    expect((await dashboardOf(author)).stats.collaborations).toBe(0);
    await takeOntoProblem(author, helper, together._id);
    const dashboard = await dashboardOf(author);
    expect(dashboard.stats).toMatchObject({ problemsCreated: 2, collaborations: 1 });
    expect(sortedIds(dashboard.recentProblems)).toEqual(sortedIds([alone, together]));
    expect((await dashboardOf(helper)).stats).toMatchObject({ problemsCreated: 0, collaborations: 1 });
    expect((await dashboardOf(helper)).recentProblems).toEqual([]);
  });
});
