import type { ChatRoomRef, ClientToServerEvents, RealtimeAck, ServerToClientEvents } from '@skillsync/shared';
import {
  PRESENCE_WATCH_BATCH,
  REALTIME_RECONNECT_ATTEMPTS,
  REALTIME_RECONNECT_DELAY_MS,
} from '@skillsync/shared/constants';
import { useEffect, useEffectEvent, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { create } from 'zustand';

/**
 * The realtime link (spec §7): one socket.io connection per signed-in member, on the page's own origin, where the
 * session cookie authenticates it. socket.io-client loads only once a member is known (the provider imports this
 * module after the session check), so a visitor's landing page never downloads it.
 */

type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
export type RealtimeHandlers = { [E in EventName]?: ServerToClientEvents[E] };
export type RealtimeOptions = {
  handlers?: RealtimeHandlers;
  /** Called on every connection, the first included: what was said while not connected went unheard. */
  onConnect?: () => void;
};

/**
 * `off`: no member signed in. `connecting`: the first connection is on its way. `connected`: live.
 * `reconnecting`: the link dropped and socket.io is trying again. `failed`: it gave up (or the server refused us);
 * `reconnectRealtime()` tries again.
 */
export type RealtimeStatus = 'off' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

type RealtimeState = {
  status: RealtimeStatus;
  onlineUserIds: ReadonlySet<string>;
  /** Counts the connections made; a room joined on one is rejoined when it changes. */
  connection: number;
};

const initialState: RealtimeState = { status: 'off', onlineUserIds: new Set(), connection: 0 };
export const useRealtimeStore = create<RealtimeState>()(() => initialState);

/** How long a client event waits for the server's acknowledgement. */
const ACK_TIMEOUT_MS = 10_000;

let socket: RealtimeSocket | null = null;
let signedInUserId: string | null = null;
/** Tells a connection still loading that it was stopped meanwhile. */
let generation = 0;
const listeners = new Map<EventName, Set<(...args: never[]) => void>>();

/** Listens for a server event whatever socket carries it (one made later, after a sign-in, included). */
export function onRealtimeEvent<E extends EventName>(event: E, listener: ServerToClientEvents[E]) {
  let set = listeners.get(event);
  if (!set) {
    set = new Set();
    listeners.set(event, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

function dispatch(event: string, ...args: unknown[]) {
  for (const listener of listeners.get(event as EventName) ?? []) (listener as (...values: unknown[]) => void)(...args);
}

/** Who is online changed: `online` came, `offline` left. */
function changeOnline(online: readonly string[], offline: readonly string[] = []) {
  if (online.length === 0 && offline.length === 0) return;
  useRealtimeStore.setState((state) => {
    const next = new Set(state.onlineUserIds);
    for (const id of online) next.add(id);
    for (const id of offline) next.delete(id);
    return { onlineUserIds: next };
  });
}

function wire(current: RealtimeSocket, userId: string, onConnect?: () => void) {
  current.onAny(dispatch);
  current.on('presence', ({ online, offline }) => changeOnline(online, offline));
  current.on('connect', () => {
    useRealtimeStore.setState((state) => ({ status: 'connected', connection: state.connection + 1 }));
    onConnect?.();
    // The answer is who is online among our teammates; the server keeps our presence fresh while the socket stays
    // open, and tells us who comes and goes among them and among the people our pages show.
    current.emit('user-online', userId, (answer) => {
      if (answer.ok && answer.data) changeOnline(answer.data);
    });
    sendWatches(current, [...watchedIds.keys()], 'watch-presence');
  });
  current.on('disconnect', () => {
    // The others are not known to be online any more than we are: no stale green dots while offline.
    useRealtimeStore.setState({ status: current.active ? 'reconnecting' : 'failed', onlineUserIds: new Set() });
  });
  current.on('connect_error', () => {
    // A refused handshake (no session) leaves the socket inactive: socket.io will not retry it.
    useRealtimeStore.setState({ status: current.active ? 'reconnecting' : 'failed' });
  });
  current.io.on('reconnect_failed', () => useRealtimeStore.setState({ status: 'failed' }));
}

function closeSocket() {
  socket?.removeAllListeners();
  socket?.io.off('reconnect_failed');
  socket?.disconnect();
  socket = null;
}

let connectListener: (() => void) | undefined;

async function openSocket(userId: string, current: number) {
  try {
    const { io } = await import('socket.io-client');
    if (current !== generation) return;
    socket = io({
      // WebSocket first; where a proxy blocks it, long polling still works.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      withCredentials: true,
      // A connection of its own after every sign-in: the handshake carries the new member's cookie.
      forceNew: true,
      reconnectionAttempts: REALTIME_RECONNECT_ATTEMPTS,
      reconnectionDelay: REALTIME_RECONNECT_DELAY_MS,
      reconnectionDelayMax: REALTIME_RECONNECT_DELAY_MS,
    });
    wire(socket, userId, connectListener);
  } catch {
    // The client's code could not be downloaded (offline): said in the chat, which offers to try again.
    if (current === generation) useRealtimeStore.setState({ status: 'failed' });
  }
}

/**
 * Connects as `userId` and applies `handlers` to the events; the answer closes the link (on sign-out). Chats
 * keep working without it, over HTTP: the link makes them live.
 */
export function startRealtime(userId: string, { handlers = {}, onConnect }: RealtimeOptions = {}) {
  const current = ++generation;
  closeSocket();
  signedInUserId = userId;
  connectListener = onConnect;
  useRealtimeStore.setState({ status: 'connecting', onlineUserIds: new Set() });
  const unsubscribe = Object.entries(handlers).map(([event, handler]) =>
    onRealtimeEvent(event as EventName, handler as ServerToClientEvents[EventName]),
  );
  void openSocket(userId, current);
  return () => {
    for (const stop of unsubscribe) stop();
    if (current !== generation) return;
    generation += 1;
    signedInUserId = null;
    connectListener = undefined;
    closeSocket();
    useRealtimeStore.setState(initialState);
  };
}

/** After the link gave up: tries again now, with a fresh round of attempts. */
export function reconnectRealtime() {
  if (!signedInUserId || useRealtimeStore.getState().status !== 'failed') return;
  useRealtimeStore.setState({ status: 'connecting' });
  if (socket) socket.connect();
  else void openSocket(signedInUserId, generation);
}

/**
 * Sends a client event and waits for its acknowledgement. Not connected, it sends nothing (socket.io would
 * queue it for the next connection, where the room is joined afresh anyway) and answers a refusal.
 */
export function emitRealtime<
  E extends
    | 'join-project'
    | 'leave-project'
    | 'join-collaboration'
    | 'leave-collaboration'
    | 'join-direct'
    | 'leave-direct',
>(event: E, roomId: string): Promise<RealtimeAck> {
  const current = socket;
  if (!current?.connected) return Promise.resolve({ ok: false, message: 'Not connected', code: 'offline' });
  // The room events share one signature; socket.io's types cannot see that through the union of names.
  const withTimeout = current.timeout(ACK_TIMEOUT_MS) as unknown as {
    emit(name: E, id: string, ack: (error: Error | null, answer?: RealtimeAck) => void): void;
  };
  return new Promise((resolve) => {
    withTimeout.emit(event, roomId, (error, answer) => {
      resolve(error || !answer ? { ok: false, message: 'No answer', code: 'timeout' } : answer);
    });
  });
}

/**
 * Tells a room's others that the member is typing there (the caller says it at most every
 * CHAT_TYPING_THROTTLE_MS). Not connected, nothing is said: queued for later, it would be stale.
 */
export function emitTyping(room: ChatRoomRef) {
  if (socket?.connected) socket.emit('typing', { room });
}

/** A chat's room: a Build Room project's, a problem team's (its id is the problem's), or a direct conversation. */
export type RoomKind = 'project' | 'collaboration' | 'direct';

const ROOM_EVENTS = {
  project: { join: 'join-project', leave: 'leave-project' },
  collaboration: { join: 'join-collaboration', leave: 'leave-collaboration' },
  direct: { join: 'join-direct', leave: 'leave-direct' },
} as const;

type HeldRoom = { holders: number; connection: number; answer: Promise<RealtimeAck> };
const heldRooms = new Map<string, HeldRoom>();

/**
 * Holds a team's room on the current connection. The server keeps one membership per socket, so holders share it:
 * the first joins (the others share that join and its answer) and the last to let go leaves; a page and its chat
 * can hold the same room. The server forgets rooms with their connection: holders hold again after a reconnect.
 */
export function holdRoom(kind: RoomKind, id: string) {
  const key = `${kind}:${id}`;
  const { connection } = useRealtimeStore.getState();
  let held = heldRooms.get(key);
  if (!held) {
    held = { holders: 0, connection: -1, answer: Promise.resolve({ ok: false, message: 'Not joined' }) };
    heldRooms.set(key, held);
  }
  held.holders += 1;
  if (held.connection !== connection) {
    held.connection = connection;
    held.answer = emitRealtime(ROOM_EVENTS[kind].join, id);
  }
  return held.answer;
}

export function releaseRoom(kind: RoomKind, id: string) {
  const key = `${kind}:${id}`;
  const held = heldRooms.get(key);
  if (!held) return;
  held.holders -= 1;
  if (held.holders > 0) return;
  heldRooms.delete(key);
  // Only on the connection that joined it: a newer one never did.
  if (held.connection === useRealtimeStore.getState().connection) void emitRealtime(ROOM_EVENTS[kind].leave, id);
}

/**
 * Holds a team's room while `isEnabled` and connected, so its events reach this page. The answer is the server's
 * answer to the join on the current connection: null until it comes (and while the link is down).
 */
export function useRealtimeRoom(kind: RoomKind, id: string, isEnabled: boolean) {
  // Changes with every new connection: the room is joined again on each.
  const connection = useRealtimeStore((state) => (state.status === 'connected' ? state.connection : 0));
  const [joined, setJoined] = useState<{ connection: number; answer: RealtimeAck } | null>(null);
  useEffect(() => {
    if (!isEnabled || !connection) return;
    let isCurrent = true;
    void holdRoom(kind, id).then((answer) => {
      if (isCurrent) setJoined({ connection, answer });
    });
    return () => {
      isCurrent = false;
      setJoined(null);
      releaseRoom(kind, id);
    };
  }, [isEnabled, connection, kind, id]);
  return isEnabled && joined?.connection === connection ? joined.answer : null;
}

// ---- Presence: the server tells a socket about its teammates and the members it watches, as they come and go. ----

/** The members the pages on screen show, each counted once per page showing them. */
const watchedIds = new Map<string, number>();
const toWatch = new Set<string>();
const toUnwatch = new Set<string>();
let isFlushQueued = false;

function sendWatches(current: RealtimeSocket, userIds: string[], event: 'watch-presence' | 'unwatch-presence') {
  for (let start = 0; start < userIds.length; start += PRESENCE_WATCH_BATCH) {
    const batch = userIds.slice(start, start + PRESENCE_WATCH_BATCH);
    if (event === 'unwatch-presence') current.emit(event, batch);
    else
      current.emit(event, batch, (answer) => {
        // The answer is the whole truth about these members: those not in it are offline.
        if (!answer.ok || !answer.data) return;
        const online = new Set(answer.data);
        changeOnline(
          answer.data,
          batch.filter((id) => !online.has(id)),
        );
      });
  }
}

/** Tells the server, once for all the pages that changed in this turn, whom to start and stop watching. */
function flushWatches() {
  isFlushQueued = false;
  const added = [...toWatch];
  const removed = [...toUnwatch];
  toWatch.clear();
  toUnwatch.clear();
  // Not connected: the next connection watches everyone watched then.
  if (!socket?.connected) return;
  sendWatches(socket, added, 'watch-presence');
  sendWatches(socket, removed, 'unwatch-presence');
}

function queueFlush() {
  if (isFlushQueued) return;
  isFlushQueued = true;
  queueMicrotask(flushWatches);
}

/** Watches these members' presence until the answer is called; a member watched twice is asked for once. */
export function watchPresence(userIds: readonly string[]) {
  for (const id of userIds) {
    const count = watchedIds.get(id) ?? 0;
    watchedIds.set(id, count + 1);
    if (count === 0 && !toUnwatch.delete(id)) toWatch.add(id);
  }
  queueFlush();
  return () => {
    for (const id of userIds) {
      const count = (watchedIds.get(id) ?? 1) - 1;
      if (count > 0) {
        watchedIds.set(id, count);
        continue;
      }
      watchedIds.delete(id);
      if (!toWatch.delete(id)) toUnwatch.add(id);
    }
    queueFlush();
  };
}

/**
 * Who is online among the members a page shows (`userIds`): the page watches them while mounted. Empty while the
 * link is down.
 */
export function useOnlineUsers(userIds: readonly string[]): ReadonlySet<string> {
  const key = userIds.join(',');
  useEffect(() => watchPresence(key ? key.split(',') : []), [key]);
  return useRealtimeStore((state) => state.onlineUserIds);
}

/** Listens for a server event while mounted; the latest `listener` is called, without listening afresh. */
export function useRealtimeEvent<E extends EventName>(event: E, listener: ServerToClientEvents[E]) {
  const handleEvent = useEffectEvent(listener);
  useEffect(() => onRealtimeEvent(event, handleEvent), [event]);
}
