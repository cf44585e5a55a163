/**
 * Content moderators hid (issue 27): gone from every list, search, feed and page for everyone but its author, who
 * still finds it and reads why; refused to others' writes; back everywhere once restored.
 */
import type {
  ChallengeDetail,
  ChallengeList,
  ChatMessageList,
  CollaborationList,
  FeedPage,
  ModerationLog,
  NotificationList,
  PortfolioItem,
  ProblemDetail,
  ProblemList,
  ProjectDetail,
  ProjectList,
  ProjectMembershipList,
  Removal,
  ReportSubjectType,
  SearchResults,
  UserProfile,
} from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { challengeContests } from '../../test/challenge-calls.ts';
import { expectRefusal } from '../../test/expectations.ts';
import { useTestApp } from '../../test/test-app.ts';

const MODERATOR = 'hidden.content@example.in';
const t = useTestApp({ moderatorEmails: [MODERATOR] });
const build = buildersFor(t);

let registered: Promise<TestMember> | undefined;
/** This file's moderator, signed in afresh (a test moves the clock past sessions). */
async function moderatorNow() {
  registered ??= build.registerMember({ email: MODERATOR });
  return build.signInAgain(await registered);
}

const NOTE = 'Advertising, not a problem';

/** `reporter` reports it and the moderator hides it with NOTE; answers the hide's action id from the audit log. */
async function hide(type: ReportSubjectType, id: string, reporter: TestMember) {
  const moderator = await moderatorNow();
  const reported = await t.request('POST', '/api/reports', {
    as: reporter,
    payload: { subjectType: type, subjectId: id, reason: 'spam' },
  });
  expect(reported.statusCode, reported.body).toBe(201);
  const hidden = await t.request('POST', `/api/moderation/cases/${type}/${id}/hide`, {
    as: moderator,
    payload: { note: NOTE },
  });
  expect(hidden.statusCode, hidden.body).toBe(200);
  const log = await t.request('GET', '/api/moderation/log', { as: moderator });
  const action = log.json<ModerationLog>().entries.find((entry) => entry.subject._id === id);
  if (action?.action !== 'hide') throw new Error('no hide in the log');
  return action._id;
}

async function restore(type: ReportSubjectType, id: string) {
  const restored = await t.request('POST', `/api/moderation/content/${type}/${id}/restore`, {
    as: await moderatorNow(),
    payload: { note: 'Edited since' },
  });
  expect(restored.statusCode, restored.body).toBe(200);
}

const expectRemoval = (removal: Removal | null, actionId: string) =>
  expect(removal).toEqual({ reason: NOTE, actionId, removedAt: expect.any(String) });

async function read<T>(url: string, as?: TestMember) {
  const response = await t.request('GET', url, { as });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

/** Where a problem shows for the reader (a visitor when undefined): each list, search and feed that lists it. */
async function whereProblemShows(problem: ProblemDetail, word: string, as?: TestMember) {
  const authorId = problem.author._id;
  const found = {
    wall: (await read<ProblemList>(`/api/problems?search=${word}`, as)).problems,
    search: (await read<SearchResults>(`/api/search?q=${word}&type=problems`, as)).problems,
    profile: (await read<UserProfile>(`/api/users/${authorId}`, as)).problems,
    collaborations: (await read<CollaborationList>(`/api/users/${authorId}/collaborations`, as)).collaborations.map(
      (entry) => entry.problem,
    ),
    feed: as ? (await read<FeedPage>('/api/feed', as)).items.map((item) => item.subject) : [],
  };
  return Object.entries(found)
    .filter(([, items]) => items.some((item) => item._id === problem._id))
    .map(([place]) => place);
}

const EVERYWHERE = ['wall', 'search', 'profile', 'collaborations', 'feed'];

describe('a hidden problem', () => {
  it('leaves every list, search and feed for all but its author, who still finds it and reads why', async () => {
    const [author, reporter, follower] = await Promise.all([
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
    ]);
    const word = build.uniqueWord();
    await t.request('PUT', `/api/follows/user/${author.user.id}`, { as: follower });
    const problem = await build.postProblem(author, { title: `Grain storage ${word}` });
    await t.settle();
    expect(await whereProblemShows(problem, word, follower)).toEqual(EVERYWHERE);
    expect(await whereProblemShows(problem, word)).toEqual(EVERYWHERE.filter((place) => place !== 'feed'));

    const actionId = await hide('problem', problem._id, reporter);
    for (const reader of [undefined, reporter, follower])
      expect(await whereProblemShows(problem, word, reader)).toEqual([]);
    // Its author: everywhere they see their own work (the wall never shows one's own problems).
    expect(await whereProblemShows(problem, word, author)).toEqual(['search', 'profile', 'collaborations']);
    const posted = await read<ProblemList>('/api/problems/user/posted', author);
    expect(posted.problems.map((entry) => entry._id)).toContain(problem._id);

    await restore('problem', problem._id);
    expect(await whereProblemShows(problem, word, follower)).toEqual(EVERYWHERE);
    expect((await read<ProblemDetail>(`/api/problems/${problem._id}`, author)).removal).toBeNull();
    expect(actionId).toEqual(expect.any(String));
  });

  it('answers its page 410 to everyone but its author and moderators, who read the reason and the action', async () => {
    const [author, reporter, stranger] = await Promise.all([
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
    ]);
    const problem = await build.postProblem(author);
    expect((await read<ProblemDetail>(`/api/problems/${problem._id}`, author)).removal).toBeNull();
    const actionId = await hide('problem', problem._id, reporter);
    for (const reader of [undefined, reporter, stranger]) {
      expectRefusal(await t.request('GET', `/api/problems/${problem._id}`, { as: reader }), 410, 'removedByModerators');
    }
    expectRemoval((await read<ProblemDetail>(`/api/problems/${problem._id}`, author)).removal, actionId);
    // A moderator reads it, to decide an appeal of the removal.
    expectRemoval((await read<ProblemDetail>(`/api/problems/${problem._id}`, await moderatorNow())).removal, actionId);
  });

  it('refuses others’ support and requests to collaborate with 410, and lets its author edit it', async () => {
    const [author, reporter] = await Promise.all([build.registerMember(), build.registerMember()]);
    const problem = await build.postProblem(author);
    await hide('problem', problem._id, reporter);
    expectRefusal(
      await t.request('POST', `/api/problems/${problem._id}/support`, { as: reporter }),
      410,
      'removedByModerators',
    );
    expectRefusal(
      await t.request('POST', `/api/problems/${problem._id}/collaborate`, { as: reporter, payload: {} }),
      410,
      'removedByModerators',
    );
    const edited = await t.request('PUT', `/api/problems/${problem._id}`, {
      as: author,
      payload: { title: 'A clearer title' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ProblemDetail>().removal).toMatchObject({ reason: NOTE });
  });

  it('is forgotten from the answers kept for visitors at once', async () => {
    const [author, reporter] = await Promise.all([build.registerMember(), build.registerMember()]);
    const word = build.uniqueWord();
    const problem = await build.postProblem(author, { title: `Cold chain ${word}` });
    const visitorSearch = async () =>
      (await read<SearchResults>(`/api/search?q=${word}&type=problems`)).problems.map((hit) => hit._id);
    expect(await visitorSearch()).toEqual([problem._id]);
    await hide('problem', problem._id, reporter);
    expect(await visitorSearch()).toEqual([]);
  });
});

describe('a hidden project', () => {
  it('leaves the lists, search and its team’s lists, its page is gone, and joining it is refused', async () => {
    const team = await build.buildProjectTeam();
    const word = build.uniqueWord();
    const project = await build.postProject(team.owner, { title: `Water meter ${word}` });
    await build.joinTeam(team.owner, team.member, project._id);
    const shows = async (as?: TestMember) => {
      const list = (await read<ProjectList>(`/api/projects?search=${word}`, as)).projects;
      const search = (await read<SearchResults>(`/api/search?q=${word}&type=projects`, as)).projects;
      const profile = (await read<UserProfile>(`/api/users/${team.owner.user.id}`, as)).projects;
      return [list, search, profile].map((items) => items.some((item) => item._id === project._id));
    };
    const joined = async () =>
      (await read<ProjectMembershipList>('/api/projects/user/joined', team.member)).projects.map((entry) => entry._id);
    expect(await shows(team.stranger)).toEqual([true, true, true]);
    expect(await joined()).toContain(project._id);

    const actionId = await hide('project', project._id, team.stranger);
    for (const reader of [undefined, team.stranger, team.member])
      expect(await shows(reader)).toEqual([false, false, false]);
    expect(await joined()).not.toContain(project._id);
    // The owner's list leaves out their own projects; search and their profile still show it.
    expect(await shows(team.owner)).toEqual([false, true, true]);
    for (const reader of [undefined, team.stranger, team.member]) {
      expectRefusal(await t.request('GET', `/api/projects/${project._id}`, { as: reader }), 410, 'removedByModerators');
    }
    expectRemoval((await read<ProjectDetail>(`/api/projects/${project._id}`, team.owner)).removal, actionId);
    expectRefusal(
      await t.request('POST', `/api/projects/${project._id}/join`, { as: team.requester, payload: {} }),
      410,
      'removedByModerators',
    );

    await restore('project', project._id);
    expect(await shows(team.stranger)).toEqual([true, true, true]);
    expect(await joined()).toContain(project._id);
  });

  it('invites nobody, and an invitation sent before cannot be accepted, until restored', async () => {
    const team = await build.buildProjectTeam();
    const project = await build.postProject(team.owner);
    const invite = (payload: object) =>
      t.request('POST', `/api/projects/${project._id}/invitations`, {
        as: team.owner,
        payload: { ...payload, message: 'Join us' },
      });
    const before = await invite({ userId: team.requester.user.id });
    expect(before.statusCode, before.body).toBe(201);
    await hide('project', project._id, team.stranger);
    expectRefusal(await invite({ userId: team.stranger.user.id }), 410, 'removedByModerators');
    expectRefusal(await invite({ email: `${build.uniqueWord()}@example.in` }), 410, 'removedByModerators');
    const accept = () =>
      t.request('PUT', `/api/projects/${project._id}/join-requests/${before.json()._id}`, {
        as: team.requester,
        payload: { action: 'accept' },
      });
    expectRefusal(await accept(), 410, 'removedByModerators');
    await restore('project', project._id);
    expect((await accept()).statusCode).toBe(200);
  });
});

describe('the bell', () => {
  it('names a hidden problem to nobody but its author', async () => {
    const [author, follower, reporter] = await Promise.all([
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
    ]);
    await t.request('PUT', `/api/follows/user/${author.user.id}`, { as: follower });
    const problem = await build.postProblem(author);
    await t.request('POST', `/api/problems/${problem._id}/support`, { as: follower });
    await t.settle();
    const subjectsOf = async (member: TestMember) =>
      (await read<NotificationList>('/api/notifications', member)).notifications.map((entry) => entry.subject?.title);
    expect(await subjectsOf(follower)).toContain(problem.title);
    expect(await subjectsOf(author)).toContain(problem.title);
    await hide('problem', problem._id, reporter);
    expect(await subjectsOf(follower)).not.toContain(problem.title);
    expect(await subjectsOf(author)).toContain(problem.title);
  });
});

describe('a hidden challenge', () => {
  it('leaves the list and the figures, its page is gone for all but its host, and joining it is refused', async () => {
    const [host, reporter] = await Promise.all([build.registerMember(), build.registerMember()]);
    const word = build.uniqueWord();
    const challenge = await build.hostChallenge(host, { title: `Crop prices ${word}` });
    const listed = async (as?: TestMember) =>
      (await read<ChallengeList>(`/api/challenges?search=${word}`, as)).challenges.map((entry) => entry._id);
    const active = async () => (await read<{ activeChallenges: number }>('/api/challenges/stats')).activeChallenges;
    expect(await listed(reporter)).toEqual([challenge._id]);
    const activeBefore = await active();

    const actionId = await hide('challenge', challenge._id, reporter);
    expect(await listed()).toEqual([]);
    expect(await listed(reporter)).toEqual([]);
    expect(await listed(host)).toEqual([challenge._id]);
    expect(await active()).toBe(activeBefore - 1);
    expectRefusal(await t.request('GET', `/api/challenges/${challenge._id}`), 410, 'removedByModerators');
    expectRefusal(
      await t.request('POST', `/api/challenges/${challenge._id}/join`, { as: reporter }),
      410,
      'removedByModerators',
    );
    expectRemoval((await read<ChallengeDetail>(`/api/challenges/${challenge._id}`, host)).removal, actionId);

    await restore('challenge', challenge._id);
    expect(await listed()).toEqual([challenge._id]);
  });
});

describe('a hidden portfolio item', () => {
  it('leaves its owner’s profile for others, shows to its owner with why, and cannot be liked', async () => {
    const [owner, reporter] = await Promise.all([build.registerMember(), build.registerMember()]);
    const added = await t.request('POST', '/api/users/me/portfolio', {
      as: owner,
      payload: { title: 'Mandi price tracker', description: 'Daily prices from the local mandi, by SMS.' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const item = added.json<PortfolioItem>();
    expect(item.removal).toBeNull();
    const portfolio = async (as?: TestMember) => (await read<UserProfile>(`/api/users/${owner.user.id}`, as)).portfolio;

    const actionId = await hide('portfolio-item', item._id, reporter);
    expect(await portfolio()).toEqual([]);
    expect(await portfolio(reporter)).toEqual([]);
    const own = await portfolio(owner);
    expect(own.map((entry) => entry._id)).toEqual([item._id]);
    expectRemoval(own[0]?.removal ?? null, actionId);
    expectRefusal(
      await t.request('PUT', `/api/users/${owner.user.id}/portfolio/${item._id}/like`, { as: reporter }),
      410,
      'removedByModerators',
    );
  });
});

describe('a hidden chat message', () => {
  it('keeps its place in the conversation, empty for the team, whole with why for its sender', async () => {
    const team = await build.buildProjectTeam();
    const chat = `/api/projects/${team.project._id}/messages`;
    const said = [];
    for (const content of ['First', 'Something rude', 'Third']) {
      const sent = await t.request('POST', chat, { as: team.member, payload: { content } });
      expect(sent.statusCode, sent.body).toBe(201);
      said.push(sent.json<{ _id: string }>()._id);
    }
    const actionId = await hide('message', said[1] ?? '', team.owner);

    const asOwner = (await read<ChatMessageList>(chat, team.owner)).messages;
    expect(asOwner.map((message) => [message.seq, message.content, message.removed, message.removal])).toEqual([
      [3, 'Third', false, null],
      [2, '', true, null],
      [1, 'First', false, null],
    ]);
    const asSender = (await read<ChatMessageList>(chat, team.member)).messages;
    expect(asSender[1]).toMatchObject({ content: 'Something rude', removed: true });
    expectRemoval(asSender[1]?.removal ?? null, actionId);
    // Catching up by number reads it the same way.
    const after = await read<ChatMessageList>(`${chat}?after=${said[0]}`, team.owner);
    expect(after.messages.map((message) => message.content)).toEqual(['', 'Third']);

    await restore('message', said[1] ?? '');
    const restored = (await read<ChatMessageList>(chat, team.owner)).messages;
    expect(restored[1]).toMatchObject({ content: 'Something rude', removed: false, removal: null });
  });
});

describe('a hidden challenge entry', () => {
  // Last in the file: judging moves the app's clock past the deadline.
  it('leaves the published leaderboard for all but its entrant, who sees it with why', async () => {
    const { runContest, judge } = challengeContests(t);
    const contest = await runContest(2);
    const [first, second] = contest.entrants;
    const [hiddenEntry] = contest.entries;
    if (!first || !second || !hiddenEntry) throw new Error('contest missing');
    await judge(contest, [
      [8, 8, 8],
      [5, 5, 5],
    ]);
    const actionId = await hide('submission', hiddenEntry._id, second);
    const board = async (as?: TestMember) =>
      (await read<ChallengeDetail>(`/api/challenges/${contest.challenge._id}`, as)).leaderboard;
    for (const reader of [undefined, second, contest.host]) {
      expect((await board(reader)).map((entry) => entry.user._id)).toEqual([second.user.id]);
    }
    const own = await read<ChallengeDetail>(`/api/challenges/${contest.challenge._id}`, first);
    expect(own.leaderboard.map((entry) => entry._id)).toContain(hiddenEntry._id);
    expectRemoval(own.viewer.submission?.removal ?? null, actionId);
  });
});
