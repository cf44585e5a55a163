import type { AddressInfo } from 'node:net';
import type {
  ChatMessage,
  ChatMessageList,
  ClientToServerEvents,
  RealtimeAck,
  ServerToClientEvents,
} from '@skillsync/shared';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { App } from '../app.ts';
import type { TestMember } from './builders.ts';

/**
 * Realtime clients for server tests: socket.io-client over a WebSocket to an app listening on a free port. Nothing
 * here waits a fixed time: tests wait for events (vitest's timeouts end a wait that never comes), and show that
 * something did NOT arrive with `roundTrip`, which answers only after everything sent to that socket before it.
 */

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ServerEvent = keyof ServerToClientEvents;
export type ServerPayload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];
export type HandshakeRefusal = Error & { data?: { code?: string } };

/** Starts the app on a free loopback port and returns its base address. */
export async function listen(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

type ClientOptions = Partial<ManagerOptions & SocketOptions>;

/** The sockets a test file opens; `closeAll` (in an afterAll) closes whatever the tests left open. */
export function socketClients() {
  const opened: Client[] = [];
  return {
    /** Opens a socket as the member (their token in `auth`), or without a session. It connects on its own. */
    open(base: string, member: TestMember | undefined, options: ClientOptions = {}): Client {
      const client: Client = io(base, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        auth: member ? { token: member.token } : {},
        ...options,
      });
      opened.push(client);
      return client;
    },
    /** Opens a socket as the member and waits until the server has accepted it. */
    async connect(base: string, member: TestMember | undefined, options: ClientOptions = {}) {
      const client = this.open(base, member, options);
      await connected(client);
      return client;
    },
    closeAll() {
      for (const client of opened.splice(0)) client.disconnect();
    },
  };
}

/** Resolves when the handshake is accepted, rejects with the server's refusal. */
export function connected(client: Client) {
  return new Promise<void>((resolve, reject) => {
    if (client.connected) {
      resolve();
      return;
    }
    client.once('connect', () => resolve());
    client.once('connect_error', reject);
  });
}

/** Resolves with the server's refusal of the handshake; rejects when the socket is let in instead. */
export function refusedHandshake(client: Client) {
  return new Promise<HandshakeRefusal>((resolve, reject) => {
    client.once('connect', () => reject(new Error('the handshake was accepted')));
    client.once('connect_error', (error) => resolve(error as HandshakeRefusal));
  });
}

/** Resolves with the reason once the socket is closed. */
export function disconnected(client: Client) {
  return new Promise<string>((resolve) => {
    if (!client.connected) {
      resolve('already disconnected');
      return;
    }
    client.once('disconnect', (reason) => resolve(reason));
  });
}

// socket.io-client's typed `on`/`off` cannot be called with an event name chosen by a generic; these are the same calls.
type Listener = (payload: unknown) => void;
const on = (client: Client, event: ServerEvent, listener: Listener) =>
  (client as unknown as { on(event: string, listener: Listener): void }).on(event, listener);
const off = (client: Client, event: ServerEvent, listener: Listener) =>
  (client as unknown as { off(event: string, listener: Listener): void }).off(event, listener);

/** The next `event` the socket hears that `matches` (any, when left out). Listen before causing it. */
export function nextEvent<E extends ServerEvent>(
  client: Client,
  event: E,
  matches: (payload: ServerPayload<E>) => boolean = () => true,
) {
  return new Promise<ServerPayload<E>>((resolve) => {
    const listener = (payload: unknown) => {
      if (!matches(payload as ServerPayload<E>)) return;
      off(client, event, listener);
      resolve(payload as ServerPayload<E>);
    };
    on(client, event, listener);
  });
}

/** Every `event` the socket hears from now on, in order. */
export function record<E extends ServerEvent>(client: Client, event: E): ServerPayload<E>[] {
  const heard: ServerPayload<E>[] = [];
  on(client, event, (payload) => heard.push(payload as ServerPayload<E>));
  return heard;
}

/** The chat message a project or collaboration event carries with this content, when it comes. */
export function nextMessage(client: Client, event: 'new-message' | 'new-collaboration-message', content: string) {
  return nextEvent(client, event, (payload) => payload.message.content === content).then(
    (payload): ChatMessage => payload.message,
  );
}

/**
 * A question the server answers at once, on this socket: everything the server sent the socket before it handled
 * the question arrives before the answer (one connection keeps its order). So once it resolves, an event the
 * server emitted to this socket before — say during an HTTP request that has already answered — has arrived, if
 * it was ever sent. Rejects when the socket is closed.
 */
export async function roundTrip(client: Client) {
  const answer = await client.emitWithAck('user-online');
  if (!answer.ok) throw new Error(`user-online refused: ${answer.message}`);
  return answer.data ?? [];
}

/**
 * Resolves with who the socket knows to be online once that satisfies `isWanted`: at once when the present state
 * does (the answers to `user-online` and to watching `watch`, the people a page would show), else with the
 * `presence` news that makes it so.
 */
export function onlineWhen(client: Client, isWanted: (userIds: string[]) => boolean, watch: string[] = []) {
  return new Promise<string[]>((resolve, reject) => {
    const known = new Set<string>();
    let hasAnswers = false;
    const check = () => {
      if (!hasAnswers || !isWanted([...known])) return;
      off(client, 'presence', listener);
      resolve([...known]);
    };
    const listener = (payload: unknown) => {
      const { online, offline } = payload as ServerPayload<'presence'>;
      for (const userId of online) known.add(userId);
      for (const userId of offline) known.delete(userId);
      check();
    };
    on(client, 'presence', listener);
    const asked = [roundTrip(client), ...(watch.length > 0 ? [watchPresence(client, watch)] : [])];
    Promise.all(asked).then((answers) => {
      for (const userId of answers.flat()) known.add(userId);
      hasAnswers = true;
      check();
    }, reject);
  });
}

/** Starts hearing these members' presence; answers which of them are online. */
export async function watchPresence(client: Client, userIds: unknown) {
  const answer = await client.emitWithAck('watch-presence', userIds as string[]);
  if (!answer.ok) throw new Error(`watch-presence refused: ${answer.message}`);
  return answer.data ?? [];
}

// ---- Chat ----

export const projectChat = (projectId: string) => `/api/projects/${projectId}/messages`;
export const collaborationChat = (problemId: string) => `/api/collaborations/${problemId}/messages`;

/** Asks to join a team's room; the acknowledgement says whether it was granted. */
export async function join(client: Client, kind: 'project' | 'collaboration', id: unknown) {
  // `id` is loosely typed on purpose: tests send what no typed client would.
  return (await client.emitWithAck(`join-${kind}`, id as string)) as RealtimeAck;
}

/** The chat messages the member reads at this URL: a chat's, with its query (`after`, `limit`). */
export async function history(app: App, url: string, as: TestMember) {
  const response = await app.inject({ method: 'GET', url, headers: as.auth });
  if (response.statusCode !== 200) throw new Error(`history failed: ${response.statusCode} ${response.body}`);
  return response.json<ChatMessageList>().messages;
}

/** Sends a chat message over HTTP as the member and returns it (a first send answers 201). */
export async function sendOverHttp(app: App, url: string, as: TestMember, payload: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url, headers: as.auth, payload });
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.statusCode} ${response.body}`);
  return response.json<ChatMessage>();
}

/** Sends a chat message over the socket and returns the stored message its acknowledgement carries. */
export async function sendOverSocket(client: Client, payload: Parameters<ClientToServerEvents['send-message']>[0]) {
  const answer = (await client.emitWithAck('send-message', payload)) as RealtimeAck<ChatMessage>;
  if (!answer.ok || !answer.data) throw new Error(`send refused: ${JSON.stringify(answer)}`);
  return answer.data;
}
