import type { ClientToServerEvents, NewMessageEvent, RealtimeAck, ServerToClientEvents } from '@skillsync/shared';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProjectTeam, type TestMember } from '../test/builders.ts';
import { useTestApp } from '../test/test-app.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const t = useTestApp();
let base = '';
const clients: Client[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(() => {
  for (const client of clients) client.disconnect();
});

function connect(member?: TestMember) {
  const client: Client = io(base, {
    transports: ['websocket'],
    reconnection: false,
    auth: member ? { token: member.token } : {},
  });
  clients.push(client);
  return client;
}

const connected = (client: Client) =>
  new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('connect_error', reject);
  });

describe('realtime link (smoke)', () => {
  it('refuses a socket without a session and delivers a project message to a member who joined', async () => {
    await expect(connected(connect())).rejects.toThrow('Please log in to continue');
    const team = await buildProjectTeam(t.app);
    const member = connect(team.member);
    await connected(member);
    const joined = await member.emitWithAck('join-project', team.project._id);
    expect(joined).toEqual({ ok: true });
    const stranger = connect(team.stranger);
    await connected(stranger);
    const refused = (await stranger.emitWithAck('join-project', team.project._id)) as RealtimeAck;
    expect(refused).toMatchObject({ ok: false, code: 'notProjectMember' });
    const heard = new Promise<NewMessageEvent>((resolve) => member.once('new-message', resolve));
    const sent = await t.request('POST', `/api/projects/${team.project._id}/messages`, {
      as: team.owner,
      payload: { content: 'नमस्ते टीम <b>hi</b>' },
    });
    expect(sent.statusCode).toBe(201);
    expect((await heard).message.content).toBe('नमस्ते टीम <b>hi</b>');
  });
});
