import { randomBytes } from 'node:crypto';
import type {
  AuthResponse,
  ChallengeDetail,
  CreateChallengeInput,
  CreateProblemInput,
  CreateProjectInput,
  JoinRequest,
  ProblemDetail,
  ProjectDetail,
  Submission,
  SubmitInput,
} from '@skillsync/shared';
import { addDays, indiaDayOf } from '@skillsync/shared';
import type { App } from '../app.ts';
import { mailboxOf } from './mailbox.ts';

export const PASSWORD = 'Sync1234pass';

/** A word no other row in the test file's database uses, to search for a test's own problems, projects, challenges. */
export const uniqueWord = () => `w${randomBytes(5).toString('hex')}`;

let counter = 0;
export function buildUserInput(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  counter += 1;
  return {
    name: `Member ${counter}`,
    email: `member${counter}-${randomBytes(3).toString('hex')}@example.in`,
    password: PASSWORD,
    acceptTerms: true as const,
    ...overrides,
  };
}

export type TestMember = AuthResponse & { password: string; auth: { authorization: string } };

/**
 * Registers a member through the API and returns their token ready for `headers`. Unless `isVerified` is false, the
 * member then opens the link mailed to their address (the app's mailbox), as a member who posts must.
 */
export async function registerMember(
  app: App,
  overrides: Parameters<typeof buildUserInput>[0] & { isVerified?: boolean } = {},
): Promise<TestMember> {
  const { isVerified = true, ...fields } = overrides;
  const input = buildUserInput(fields);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json<AuthResponse>();
  if (isVerified) await verifyAddress(app, input.email);
  const user = { ...body.user, isEmailVerified: isVerified };
  return { ...body, user, password: input.password, auth: { authorization: `Bearer ${body.token}` } };
}

/**
 * Opens the newest verification link mailed to this address, once it has come: the app hands its mail over after
 * answering, or another instance's delivery round takes it, so the mailbox is asked until it holds it.
 */
export async function verifyAddress(app: App, email: string) {
  await app.ctx.background.idle();
  const mailbox = mailboxOf(app.ctx.config.smtpUrl);
  let token: string | undefined;
  for (let attempt = 0; token === undefined; attempt += 1) {
    try {
      token = mailbox.verificationTokenFor(email);
    } catch (error) {
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const response = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
}

/** Sends one request as this member and returns its answer, or throws, naming the step, on any other status. */
async function sendAs<T>(
  app: App,
  member: TestMember,
  step: string,
  request: { method: 'POST' | 'PUT'; url: string; payload?: object },
  status = 201,
): Promise<T> {
  const response = await app.inject({ ...request, headers: member.auth });
  if (response.statusCode !== status) throw new Error(`${step} failed: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

let problemCounter = 0;
export function buildProblemInput(overrides: Partial<CreateProblemInput> = {}): CreateProblemInput {
  problemCounter += 1;
  return {
    title: `Problem number ${problemCounter}`,
    // Each its own words, as a member writes them: the same text a third time in ten minutes is refused (issue 27).
    description: `Farmers in our district lose a third of their harvest to poor storage (case ${problemCounter}).`,
    category: 'Agriculture',
    skillsNeeded: ['IoT', 'Data Analysis'],
    difficulty: 'Intermediate',
    ...overrides,
  };
}

/**
 * Signs the member in again, remembered (30 days), and returns them with the new token: for tests that move
 * the clock past a day, where the session of registration has ended.
 */
export async function signInAgain(app: App, member: TestMember): Promise<TestMember> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: member.user.email, password: member.password, rememberMe: true },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const body = response.json<AuthResponse>();
  return { ...body, password: member.password, auth: { authorization: `Bearer ${body.token}` } };
}

/** Posts a problem as this member through the API and returns it. */
export async function postProblem(
  app: App,
  member: TestMember,
  overrides: Partial<CreateProblemInput> = {},
): Promise<ProblemDetail> {
  return sendAs(app, member, 'create problem', {
    method: 'POST',
    url: '/api/problems',
    payload: buildProblemInput(overrides),
  });
}

/**
 * Gives the member finished work another member credited, which lifts a new account's limits (issue 27: daily
 * posts, links on the first day): a fresh member posts a problem, takes this one on its team and completes it,
 * acknowledging them (+10 reputation, a collaboration on their profile). For tests whose member posts more than a
 * new account may in a day; the limits themselves are tested in modules/limits.
 */
export async function establish(app: App, member: TestMember): Promise<TestMember> {
  const mentor = await registerMember(app);
  const problem = await postProblem(app, mentor);
  const asked = await sendAs<{ _id: string }>(app, member, 'collaborate', {
    method: 'POST',
    url: `/api/problems/${problem._id}/collaborate`,
    payload: { message: 'I would like to help', proposedRole: 'Developer' },
  });
  const respond = { method: 'PUT', url: `/api/collaboration-requests/${asked._id}/respond` } as const;
  await sendAs(app, mentor, 'accept', { ...respond, payload: { status: 'accepted' } }, 200);
  const complete = { method: 'PUT', url: `/api/problems/${problem._id}/complete` } as const;
  await sendAs(app, mentor, 'complete', { ...complete, payload: { acknowledgedCollaborators: [member.user.id] } }, 200);
  return member;
}

/** Four new members at once, registered through the API: the cast of a team. */
const registerCast = (app: App) =>
  Promise.all([registerMember(app), registerMember(app), registerMember(app), registerMember(app)]);

export type TestTeam = {
  problem: ProblemDetail;
  author: TestMember;
  stranger: TestMember;
  /** Has a pending request on the problem. */
  requester: TestMember;
  requestId: string;
  /** Asked, was accepted, and is on the team. */
  collaborator: TestMember;
};

/** A problem with one member of every kind around it, built through the API: the cast of an access matrix. */
export async function buildTeam(app: App, overrides: Partial<CreateProblemInput> = {}): Promise<TestTeam> {
  const [author, stranger, requester, collaborator] = await registerCast(app);
  const problem = await postProblem(app, author, overrides);
  const collaborate = (member: TestMember, proposedRole: string) =>
    sendAs<{ _id: string }>(app, member, 'collaborate', {
      method: 'POST',
      url: `/api/problems/${problem._id}/collaborate`,
      payload: { message: 'I would like to help', proposedRole },
    });
  const joining = await collaborate(collaborator, 'Developer');
  await sendAs(
    app,
    author,
    'accept',
    { method: 'PUT', url: `/api/collaboration-requests/${joining._id}/respond`, payload: { status: 'accepted' } },
    200,
  );
  const pending = await collaborate(requester, 'Designer');
  return { problem, author, stranger, requester, requestId: pending._id, collaborator };
}

let projectCounter = 0;
export function buildProjectInput(overrides: Partial<CreateProjectInput> = {}): CreateProjectInput {
  projectCounter += 1;
  return {
    title: `Project number ${projectCounter}`,
    description: `A mandi price tracker that farmers can read on any phone, in their language (${projectCounter}).`,
    category: 'Web Development',
    skillsNeeded: ['React', 'PostgreSQL'],
    duration: '1-2 months',
    goals: 'Ship a first version to three villages',
    ...overrides,
  };
}

/** Creates a project as this member through the API and returns it. */
export async function postProject(
  app: App,
  member: TestMember,
  overrides: Partial<CreateProjectInput> = {},
): Promise<ProjectDetail> {
  return sendAs(app, member, 'create project', {
    method: 'POST',
    url: '/api/projects',
    payload: buildProjectInput(overrides),
  });
}

/** Asks to join a project as this member; returns the pending request. */
export async function askToJoin(app: App, member: TestMember, projectId: string): Promise<JoinRequest> {
  return sendAs(app, member, 'join', {
    method: 'POST',
    url: `/api/projects/${projectId}/join`,
    // Naming the project, as a member writes to each: one text sent again and again is refused (issue 27).
    payload: { message: `I can help with the front end of ${projectId.slice(0, 8)}`, skills: ['React', 'Tailwind'] },
  });
}

/** Accepts a request to join (as the project's owner) or an invitation (as the member invited). */
const acceptJoinRequest = (app: App, member: TestMember, projectId: string, requestId: string) =>
  sendAs(
    app,
    member,
    'accept',
    { method: 'PUT', url: `/api/projects/${projectId}/join-requests/${requestId}`, payload: { action: 'accept' } },
    200,
  );

export type TestProjectTeam = {
  project: ProjectDetail;
  owner: TestMember;
  stranger: TestMember;
  /** Has a pending request to join. */
  requester: TestMember;
  requestId: string;
  /** Asked, was accepted, and is on the team. */
  member: TestMember;
};

/** A public project with one member of every kind around it, built through the API: an access matrix's cast. */
export async function buildProjectTeam(
  app: App,
  overrides: Partial<CreateProjectInput> = {},
): Promise<TestProjectTeam> {
  const [owner, stranger, requester, member] = await registerCast(app);
  const project = await postProject(app, owner, overrides);
  const joining = await askToJoin(app, member, project._id);
  await acceptJoinRequest(app, owner, project._id, joining._id);
  const pending = await askToJoin(app, requester, project._id);
  return { project, owner, stranger, requester, requestId: pending._id, member };
}

/**
 * The owner invites the member by e-mail (or, `byId`, as from a recommendation) and the member accepts: how a private
 * team grows. An address not yet proven is invited by id: an invitation by address waits for the proof.
 */
export async function inviteOntoTeam(
  app: App,
  owner: TestMember,
  member: TestMember,
  projectId: string,
  { byId = false }: { byId?: boolean } = {},
) {
  const invited = await sendAs<JoinRequest>(app, owner, 'invite', {
    method: 'POST',
    url: `/api/projects/${projectId}/invitations`,
    payload: { ...(byId ? { userId: member.user.id } : { email: member.user.email }), message: 'Join us' },
  });
  await acceptJoinRequest(app, member, projectId, invited._id);
}

/** Asks to join as this member and has the owner accept: the member is on the team. */
export async function joinTeam(app: App, owner: TestMember, member: TestMember, projectId: string) {
  const asked = await askToJoin(app, member, projectId);
  await acceptJoinRequest(app, owner, projectId, asked._id);
}

/** The India day (`YYYY-MM-DD`) `days` after the app's today, by the app's own (movable) clock. */
export const indiaDay = (app: App, days = 0) => addDays(indiaDayOf(app.ctx.clock()), days);

let challengeCounter = 0;
/** A challenge form filled in full; it starts today (India time), so it is Active at once. */
export function buildChallengeInput(app: App, overrides: Partial<CreateChallengeInput> = {}): CreateChallengeInput {
  challengeCounter += 1;
  return {
    title: 'Offline-first crop price board',
    description: `Build a crop price board that works on a 2G connection and caches the last prices it saw (${challengeCounter}).`,
    category: 'Web Development',
    difficulty: 'Intermediate',
    prizeAmount: 150000,
    duration: '3 days',
    startDate: indiaDay(app),
    technologies: ['React', 'Service Workers'],
    requirements: 'Works offline after the first visit; loads in under 3 seconds on 3G.',
    judgingCriteria: ['Works offline', 'Speed', 'Code quality'],
    submissionGuidelines: 'Share a public repository and a live demo link.',
    sponsorName: 'Kisan Digital Foundation',
    sponsorContact: 'prizes@kisan.example.in',
    ...overrides,
  };
}

/** Hosts a challenge as this member through the API and returns it. */
export async function hostChallenge(
  app: App,
  member: TestMember,
  overrides: Partial<CreateChallengeInput> = {},
): Promise<ChallengeDetail> {
  return sendAs(app, member, 'host challenge', {
    method: 'POST',
    url: '/api/challenges',
    payload: buildChallengeInput(app, overrides),
  });
}

/** Joins an active challenge as this member through the API and returns it as they now see it. */
export async function joinChallenge(app: App, member: TestMember, challengeId: string): Promise<ChallengeDetail> {
  return sendAs(app, member, 'join challenge', { method: 'POST', url: `/api/challenges/${challengeId}/join` });
}

/** Submits this participant's entry (or replaces it) through the API and returns it. */
export async function submitEntry(
  app: App,
  member: TestMember,
  challengeId: string,
  overrides: Partial<SubmitInput> = {},
): Promise<Submission> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/challenges/${challengeId}/submissions`,
    payload: {
      repositoryUrl: 'https://github.com/skillsync/crop-price-board',
      demoUrl: 'https://crop-prices.example.in',
      notes: 'Caches the last prices in IndexedDB.',
      ...overrides,
    },
    headers: member.auth,
  });
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`submit failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<Submission>();
}
