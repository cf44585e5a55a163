import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeHandlers } from './realtime.ts';

type Listener = (...args: unknown[]) => void;

/** Just enough of a socket.io client socket: the test plays the server. */
class FakeSocket {
  connected = false;
  active = true;
  readonly sent: unknown[][] = [];
  private readonly handlers = new Map<string, Listener[]>();
  private readonly anyHandlers: Listener[] = [];
  private readonly managerHandlers = new Map<string, Listener[]>();
  readonly io = {
    on: (event: string, listener: Listener) => {
      this.managerHandlers.set(event, [...(this.managerHandlers.get(event) ?? []), listener]);
    },
    off: (event: string) => this.managerHandlers.delete(event),
  };
  on(event: string, listener: Listener) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
    return this;
  }
  onAny(listener: Listener) {
    this.anyHandlers.push(listener);
  }
  emit(...args: unknown[]) {
    this.sent.push(args);
  }
  timeout() {
    return { emit: (...args: unknown[]) => this.sent.push(args) };
  }
  removeAllListeners() {
    this.handlers.clear();
    this.anyHandlers.length = 0;
  }
  disconnect() {
    this.connected = false;
    this.active = false;
  }
  connect() {}
  /** The server's side: a reserved event (connect, disconnect) or an event of the app. */
  serverSays(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const listener of this.handlers.get(event) ?? []) listener(...args);
    if (!['connect', 'disconnect', 'connect_error'].includes(event))
      for (const listener of this.anyHandlers) listener(event, ...args);
  }
  managerSays(event: string) {
    for (const listener of this.managerHandlers.get(event) ?? []) listener();
  }
}

const sockets: FakeSocket[] = [];
const io = vi.fn((_options: unknown) => {
  const socket = new FakeSocket();
  sockets.push(socket);
  return socket;
});
vi.mock('socket.io-client', () => ({ io }));

const { emitRealtime, holdRoom, onRealtimeEvent, releaseRoom, startRealtime, useRealtimeStore, watchPresence } =
  await import('./realtime.ts');

type Ack = (error: Error | null, answer?: unknown) => void;
const eventsSent = (socket: FakeSocket, from: number) => socket.sent.slice(from).map(([event, id]) => [event, id]);

async function connected(handlers: RealtimeHandlers = {}) {
  const stop = startRealtime('asha', { handlers });
  await vi.waitFor(() => expect(sockets).toHaveLength(1));
  const socket = sockets[0] as FakeSocket;
  socket.serverSays('connect');
  return { stop, socket };
}

afterEach(() => {
  sockets.length = 0;
  io.mockClear();
});

describe('the realtime link', () => {
  it('connects over WebSocket first, then polling, with the reconnection of spec §9', async () => {
    const { stop } = await connected();
    expect(io).toHaveBeenCalledWith(
      expect.objectContaining({
        transports: ['websocket', 'polling'],
        reconnectionAttempts: 5,
        reconnectionDelay: 1000,
      }),
    );
    expect(useRealtimeStore.getState().status).toBe('connected');
    stop();
    expect(useRealtimeStore.getState().status).toBe('off');
  });

  it('says who it is on connecting and learns who is online from the answer and from later news', async () => {
    const { stop, socket } = await connected();
    const [event, userId, ack] = socket.sent[0] as [string, string, (answer: unknown) => void];
    expect([event, userId]).toEqual(['user-online', 'asha']);
    ack({ ok: true, data: ['asha', 'ravi'] });
    expect([...useRealtimeStore.getState().onlineUserIds]).toEqual(['asha', 'ravi']);
    socket.serverSays('presence', { online: ['meera'], offline: ['ravi'] });
    expect([...useRealtimeStore.getState().onlineUserIds]).toEqual(['asha', 'meera']);
    stop();
  });

  it('watches the members pages show, once each, and again on every new connection', async () => {
    const { stop, socket } = await connected();
    const from = socket.sent.length;
    const releaseTeam = watchPresence(['ravi', 'meera']);
    const releaseCard = watchPresence(['ravi']);
    await Promise.resolve();
    const [event, userIds, ack] = socket.sent[from] as [string, string[], (answer: unknown) => void];
    expect([event, userIds, socket.sent.length - from]).toEqual(['watch-presence', ['ravi', 'meera'], 1]);
    useRealtimeStore.setState({ onlineUserIds: new Set(['meera']) });
    // The answer is the truth about those asked for: Meera left meanwhile.
    ack({ ok: true, data: ['ravi'] });
    expect([...useRealtimeStore.getState().onlineUserIds]).toEqual(['ravi']);
    releaseTeam();
    await Promise.resolve();
    expect(eventsSent(socket, from + 1)).toEqual([['unwatch-presence', ['meera']]]);
    socket.serverSays('disconnect');
    socket.serverSays('connect');
    expect(eventsSent(socket, from + 2).map(([name, ids]) => [name, ids])).toEqual([
      ['user-online', 'asha'],
      ['watch-presence', ['ravi']],
    ]);
    releaseCard();
    stop();
  });

  it('hands each server event with its payload to the handlers and to listeners', async () => {
    const projectUpdated = vi.fn();
    const newMessage = vi.fn();
    const { stop, socket } = await connected({ 'project-updated': projectUpdated });
    const unsubscribe = onRealtimeEvent('new-message', newMessage);
    socket.serverSays('project-updated', { projectId: 'p1', reason: 'task-update' });
    socket.serverSays('new-message', { projectId: 'p1', message: { _id: 'm1' } });
    expect(projectUpdated).toHaveBeenCalledWith({ projectId: 'p1', reason: 'task-update' });
    expect(newMessage).toHaveBeenCalledWith({ projectId: 'p1', message: { _id: 'm1' } });
    unsubscribe();
    stop();
    // Signed out: the provider's handlers are gone with the link.
    socket.serverSays('project-updated', { projectId: 'p2', reason: 'x' });
    expect(projectUpdated).toHaveBeenCalledTimes(1);
  });

  it('counts every new connection and forgets who was online while the link is down', async () => {
    const onConnect = vi.fn();
    const stop = startRealtime('asha', { onConnect });
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;
    socket.serverSays('connect');
    expect(onConnect).toHaveBeenCalledTimes(1);
    const first = useRealtimeStore.getState().connection;
    useRealtimeStore.setState({ onlineUserIds: new Set(['ravi']) });
    socket.serverSays('disconnect');
    expect(useRealtimeStore.getState()).toMatchObject({ status: 'reconnecting', onlineUserIds: new Set() });
    socket.serverSays('connect');
    expect(useRealtimeStore.getState().connection).toBe(first + 1);
    // What was said meanwhile went unheard: the app refreshes what the events would have.
    expect(onConnect).toHaveBeenCalledTimes(2);
    socket.managerSays('reconnect_failed');
    expect(useRealtimeStore.getState().status).toBe('failed');
    stop();
  });

  it('sends nothing while not connected and answers a refusal', async () => {
    const { stop, socket } = await connected();
    socket.serverSays('disconnect');
    const sentBefore = socket.sent.length;
    await expect(emitRealtime('join-project', 'p1')).resolves.toMatchObject({ ok: false, code: 'offline' });
    expect(socket.sent).toHaveLength(sentBefore);
    stop();
  });

  it('joins a room and passes on the server’s answer', async () => {
    const { stop, socket } = await connected();
    const joining = emitRealtime('join-project', 'p1');
    const [event, roomId, ack] = socket.sent.at(-1) as [string, string, (error: null, answer: unknown) => void];
    expect([event, roomId]).toEqual(['join-project', 'p1']);
    ack(null, { ok: false, message: 'Only team members can do this', code: 'notTeamMember' });
    await expect(joining).resolves.toMatchObject({ ok: false, code: 'notTeamMember' });
    stop();
  });

  it('joins a room once for all who hold it, and leaves when the last one lets go', async () => {
    const { stop, socket } = await connected();
    const from = socket.sent.length;
    const page = holdRoom('project', 'p1');
    const chat = holdRoom('project', 'p1');
    expect(chat).toBe(page);
    expect(eventsSent(socket, from)).toEqual([['join-project', 'p1']]);
    const [, , ack] = socket.sent.at(-1) as [string, string, Ack];
    ack(null, { ok: true });
    await expect(chat).resolves.toEqual({ ok: true });
    // The chat closes: the page still listens.
    releaseRoom('project', 'p1');
    expect(eventsSent(socket, from)).toEqual([['join-project', 'p1']]);
    releaseRoom('project', 'p1');
    expect(eventsSent(socket, from)).toEqual([
      ['join-project', 'p1'],
      ['leave-project', 'p1'],
    ]);
    stop();
  });

  it('joins again on a new connection, and leaves nothing on one that never joined', async () => {
    const { stop, socket } = await connected();
    const from = socket.sent.length;
    void holdRoom('collaboration', 'c1');
    socket.serverSays('disconnect');
    socket.serverSays('connect');
    const afterReconnect = socket.sent.length;
    releaseRoom('collaboration', 'c1');
    void holdRoom('collaboration', 'c1');
    expect(eventsSent(socket, from).filter(([event]) => event !== 'user-online')).toEqual([
      ['join-collaboration', 'c1'],
      ['join-collaboration', 'c1'],
    ]);
    expect(socket.sent.length).toBeGreaterThan(afterReconnect);
    releaseRoom('collaboration', 'c1');
    stop();
  });
});
