import { randomUUID } from 'node:crypto';
import { type ClientToServerEvents, MESSAGES, type RealtimeAck } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildProjectTeam, inviteOntoTeam, registerMember, signInAgain, type TestMember } from '../../test/builders.ts';
import { useRealtimeApp } from '../../test/realtime-app.ts';
import { type Client, refusedHandshake } from '../../test/realtime-clients.ts';

// The access matrix's actors of issues 27 and 29, over every route and socket event the API document and the socket
// events name: a moderator is a member like any other outside moderation (and only they pass it), a suspended or
// banned member is nobody at all, and a member whose address is not verified is a member who cannot post yet.

const MODERATOR = 'matrix.moderator@example.in';
const realtime = useRealtimeApp({ moderatorEmails: [MODERATOR] });
const { t, open, connect } = realtime;

type Parameter = { in: string; name: string; schema?: { enum?: string[] } };
type Operation = { security?: Record<string, string[]>[]; parameters?: Parameter[] };
type Document = { paths: Record<string, Record<string, Operation>>; security: Record<string, string[]>[] };

/** Ids no row has, and each enum's first value: every path names something that could exist. */
const SOME_ID = randomUUID();
/** A body the moderators' routes accept (a reason, days, an answer); other routes find it missing their fields. */
const MODERATION_BODY = { note: 'Looked at it closely', days: 1, answer: 'We looked at it closely' };
/** Calls that change who is asking, not what they may do: left out. */
const LEFT_OUT = new Set(['POST /api/auth/logout', 'DELETE /api/users/me', 'DELETE /api/account']);

async function operations() {
  const document = (await t.request('GET', '/api/docs/json')).json<Document>();
  return Object.entries(document.paths)
    .filter(([path]) => !path.startsWith('/api/docs') && !path.startsWith('/api/test/'))
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => {
        const values = new Map(
          (operation.parameters ?? [])
            .filter((parameter) => parameter.in === 'path')
            .map((parameter) => [parameter.name, parameter.schema?.enum?.[0] ?? SOME_ID]),
        );
        return {
          name: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{([^}]+)\}/g, (_, name: string) => values.get(name) ?? SOME_ID),
          isModeration: path.startsWith('/api/moderation/'),
          isPublic: (operation.security ?? document.security).some((scheme) => Object.keys(scheme).length === 0),
        };
      }),
    )
    .filter((operation) => !LEFT_OUT.has(operation.name));
}

const call = (operation: Awaited<ReturnType<typeof operations>>[number], as: TestMember) =>
  t.request(operation.method, operation.url, {
    as,
    payload: operation.method === 'GET' ? undefined : operation.isModeration ? MODERATION_BODY : {},
  });
const outcome = (response: { statusCode: number; headers: Record<string, unknown>; json: () => { code?: string } }) => {
  // A redirect (a sign-in with Google or GitHub starts as one) answers with where it goes, not a body.
  if (response.statusCode >= 300 && response.statusCode < 400) return [response.statusCode, response.headers.location];
  const body = response.statusCode === 204 ? {} : response.json();
  return [response.statusCode, body.code ?? null];
};

let moderator: Promise<TestMember> | undefined;
/** This file's moderator, registered once with the configured address, signed in afresh each time. */
async function signedInModerator() {
  moderator ??= registerMember(t.app, { email: MODERATOR });
  return signInAgain(t.app, await moderator);
}

/** A member a moderator suspended (or banned) through the API, with the session they had. */
async function restricted(action: 'suspend' | 'ban') {
  const [member, reader, acting] = await Promise.all([
    registerMember(t.app),
    registerMember(t.app),
    signedInModerator(),
  ]);
  await t.request('POST', '/api/reports', {
    as: reader,
    payload: { subjectType: 'member', subjectId: member.user.id, reason: 'harassment' },
  });
  const decided = await t.request('POST', `/api/moderation/cases/member/${member.user.id}/${action}`, {
    as: acting,
    payload: { note: 'Threats in chat', days: 30 },
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return member;
}

describe('a moderator, on every route', () => {
  it('is answered as any member outside moderation, and alone passes the moderators’ routes', async () => {
    const [acting, member] = await Promise.all([signedInModerator(), registerMember(t.app)]);
    const all = await operations();
    expect(all.filter((operation) => operation.isModeration).length).toBeGreaterThanOrEqual(8);
    for (const operation of all) {
      const asModerator = outcome(await call(operation, acting));
      const asMember = outcome(await call(operation, member));
      if (operation.isModeration) {
        expect(asMember, operation.name).toEqual([403, 'notModerator']);
        expect(asModerator[0], operation.name).not.toBe(403);
        expect(asModerator[0], operation.name).toBeLessThan(500);
      } else {
        expect(asModerator, operation.name).toEqual(asMember);
      }
    }
  });
});

describe('a suspended or banned member, on every route', () => {
  it.each(['suspend', 'ban'] as const)(
    'after a %s, is signed out everywhere: every members’ route answers 401',
    async (action) => {
      const member = await restricted(action);
      for (const operation of (await operations()).filter((candidate) => !candidate.isPublic)) {
        const response = await call(operation, member);
        expect(outcome(response), operation.name).toEqual([401, 'unauthenticated']);
      }
      // The public routes see a visitor: no session.
      const session = await t.request('GET', '/api/auth/session', { as: member });
      expect(session.json()).toMatchObject({ user: null });
    },
  );
});

describe('a member whose address is not verified yet, on every route', () => {
  it('is answered as a verified member: only what posts refuses them, given a body that would post', async () => {
    const [verified, pending] = await Promise.all([
      registerMember(t.app),
      registerMember(t.app, { isVerified: false }),
    ]);
    for (const operation of await operations()) {
      const asPending = outcome(await call(operation, pending));
      const asVerified = outcome(await call(operation, verified));
      if (operation.name === 'POST /api/auth/verification-mail') {
        expect([asPending, asVerified]).toEqual([
          [200, null],
          [409, 'emailAlreadyVerified'],
        ]);
      } else {
        // An empty body stops at validation, as for anyone: email-verification.test.ts sends each post a real one.
        expect(asPending, operation.name).toEqual(asVerified);
      }
    }
  });
});

/** Every event a client may send, with what a member who is on no team at all would send. */
const EVENTS: { [E in keyof ClientToServerEvents]: unknown } = {
  'user-online': undefined,
  'watch-presence': [SOME_ID],
  'unwatch-presence': [SOME_ID],
  'join-project': SOME_ID,
  'leave-project': SOME_ID,
  'join-collaboration': SOME_ID,
  'leave-collaboration': SOME_ID,
  'join-direct': SOME_ID,
  'leave-direct': SOME_ID,
  typing: { room: { kind: 'project', id: SOME_ID } },
  'send-message': { projectId: SOME_ID, content: 'Hello team', clientId: SOME_ID },
  'project-update': { projectId: SOME_ID, status: 'Active' },
  'task-update': { projectId: SOME_ID, taskId: SOME_ID, status: 'Done' },
};

const emit = async (client: Client, event: string, payload: unknown) =>
  (await (client as unknown as { emitWithAck(event: string, payload: unknown): Promise<RealtimeAck> }).emitWithAck(
    event,
    payload,
  )) as RealtimeAck;
/** The ack with what differs between two members left out: who is online is each one's own. */
const ackOutcome = (ack: RealtimeAck) => (ack.ok ? { ok: true } : ack);

describe('every socket event', () => {
  it('answers a moderator exactly as a member: moderators have no powers over teams they are not on', async () => {
    const [acting, member] = await Promise.all([signedInModerator(), registerMember(t.app)]);
    // A team exists behind the ids of the project events, so "not on its team" is what both are told.
    const { project } = await buildProjectTeam(t.app);
    const [moderatorSocket, memberSocket] = await Promise.all([connect(acting), connect(member)]);
    for (const [event, payload] of Object.entries(EVENTS)) {
      const aimed = JSON.parse(JSON.stringify(payload ?? null).replaceAll(SOME_ID, project._id));
      const asModerator = await emit(moderatorSocket, event, aimed ?? undefined);
      const asMember = await emit(memberSocket, event, aimed ?? undefined);
      expect(ackOutcome(asModerator), event).toEqual(ackOutcome(asMember));
    }
  });

  it('answers a member whose address is not verified as a verified one, but their message to their team', async () => {
    const { project, owner } = await buildProjectTeam(t.app);
    const [verified, pending] = await Promise.all([
      registerMember(t.app),
      registerMember(t.app, { isVerified: false }),
    ]);
    const [verifiedSocket, pendingSocket] = await Promise.all([connect(verified), connect(pending)]);
    for (const [event, payload] of Object.entries(EVENTS)) {
      const aimed = JSON.parse(JSON.stringify(payload ?? null).replaceAll(SOME_ID, project._id));
      const asPending = await emit(pendingSocket, event, aimed ?? undefined);
      const asVerified = await emit(verifiedSocket, event, aimed ?? undefined);
      expect(ackOutcome(asPending), event).toEqual(ackOutcome(asVerified));
    }
    await inviteOntoTeam(t.app, owner, pending, project._id, { byId: true });
    const sent = await emit(pendingSocket, 'send-message', {
      projectId: project._id,
      content: 'Hello team',
      clientId: randomUUID(),
    });
    expect(sent).toMatchObject({ ok: false, code: 'emailNotVerified' });
  });

  it.each(['suspend', 'ban'] as const)(
    'is out of reach after a %s: the handshake refuses the old session',
    async (action) => {
      const member = await restricted(action);
      const refusal = await refusedHandshake(open(member));
      expect(refusal.message).toBe(MESSAGES.unauthenticated);
      expect(refusal.data).toEqual({ code: 'unauthenticated' });
    },
  );
});
