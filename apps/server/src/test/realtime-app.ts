import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../config.ts';
import { buildProjectTeam, buildTeam, type TestMember } from './builders.ts';
import { join, listen, socketClients } from './realtime-clients.ts';
import { useTestApp } from './test-app.ts';

type ClientOptions = Parameters<ReturnType<typeof socketClients>['open']>[2];

/**
 * The app of a realtime test file (or of the `describe` it is called in), listening on a free port, and the
 * sockets its tests open: its hooks start the app, and close whatever sockets the tests left open before the app.
 */
export function useRealtimeApp(overrides: Partial<Config> = {}) {
  const t = useTestApp(overrides);
  const clients = socketClients();
  let base = '';
  beforeAll(async () => {
    base = await listen(t.app);
  });
  afterAll(() => clients.closeAll());
  async function connectToTeam(member: TestMember, kind: 'project' | 'collaboration', id: string, at = base) {
    const client = await clients.connect(at, member);
    expect(await join(client, kind, id)).toEqual({ ok: true });
    return client;
  }
  /** Connects each member to the team's room in turn, so the first is in before the next knocks. */
  async function connectEach(members: [TestMember, TestMember], kind: 'project' | 'collaboration', id: string) {
    const first = await connectToTeam(members[0], kind, id);
    return [first, await connectToTeam(members[1], kind, id)] as const;
  }
  return {
    t,
    /** The app's address, once it listens. */
    get base() {
      return base;
    },
    /** Opens a socket to this app as the member, or without a session. It connects on its own. */
    open: (member: TestMember | undefined, options?: ClientOptions) => clients.open(base, member, options),
    /** Opens a socket to this app as the member and waits until the server has accepted it. */
    connect: (member: TestMember | undefined, options?: ClientOptions) => clients.connect(base, member, options),
    /** Connects the member (to this app, or the one at `at`) and joins the team's room, which must be granted. */
    connectToTeam,
    /** A fresh project team (see `buildProjectTeam`) whose owner, then member, are connected and in its room. */
    async connectProjectTeam() {
      const team = await buildProjectTeam(t.app);
      const [owner, member] = await connectEach([team.owner, team.member], 'project', team.project._id);
      return { team, projectId: team.project._id, owner, member };
    },
    /** A fresh problem team (see `buildTeam`) whose author, then collaborator, are connected and in its chat room. */
    async connectProblemTeam() {
      const team = await buildTeam(t.app);
      const [author, collaborator] = await connectEach(
        [team.author, team.collaborator],
        'collaboration',
        team.problem._id,
      );
      return { team, problemId: team.problem._id, author, collaborator };
    },
  };
}
