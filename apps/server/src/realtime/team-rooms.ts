import { MESSAGES } from '@skillsync/shared';
import type { AppContext } from '../lib/context.ts';
import { isUuid } from '../lib/ids.ts';
import { describeError } from '../lib/logging.ts';
import { type RealtimeTarget, rooms } from '../lib/realtime-hub.ts';
import { findLiveTokens } from '../modules/auth/index.ts';
import { authorizeRoom, type ChatRoom, findDirectClaimsThatHold } from '../modules/chat/index.ts';
import { authorizeTeam, findClaimsThatHold, type Team } from '../modules/teams/index.ts';
import { type Ack, type AppServer, type AppSocket, answer, handleEvent, refusal } from './event-answers.ts';

/** A team named by a client event, or undefined when the id cannot be one. */
export function teamOf(kind: Team['kind'], id: unknown): Team | undefined {
  return typeof id === 'string' && isUuid(id) ? { kind, id } : undefined;
}

/** A chat room (a team's, or a direct conversation) named by a client event, or undefined when the id cannot be one. */
export function chatRoomOf(kind: ChatRoom['kind'], id: unknown): ChatRoom | undefined {
  return typeof id === 'string' && isUuid(id) ? { kind, id } : undefined;
}

/** What a client is told of a room it may not join, or whose id is none: the room's own 404. */
export const notFoundMessage = (kind: ChatRoom['kind']) =>
  ({
    project: MESSAGES.projectNotFound,
    collaboration: MESSAGES.problemNotFound,
    direct: MESSAGES.conversationNotFound,
  })[kind];

/**
 * What the services' realtime hub does with rooms (lib/realtime-hub.ts): the events they emit after a commit, and
 * the rooms they close. Through the Redis adapter each call reaches the sockets of every instance.
 */
export function roomTarget(io: AppServer): Pick<RealtimeTarget, 'emit' | 'leave' | 'disconnect'> {
  return {
    emit: (room, event, payload) => {
      // RealtimeTarget's signature already pairs each event with its payload; socket.io's own types cannot follow it.
      (io.to(room).emit as (name: string, value: unknown) => boolean)(event, payload);
    },
    leave: (room, leave) => io.in(room).socketsLeave(leave),
    disconnect: (room) => io.in(room).disconnectSockets(true),
  };
}

/**
 * Joins a chat room's realtime room after the same check as the room's HTTP routes (a team's members; a
 * conversation's two).
 */
async function joinRoom(ctx: AppContext, socket: AppSocket, id: unknown, kind: ChatRoom['kind'], ack: Ack) {
  // Asked without an acknowledgement: a refusal is still answered, as an event with the same message and code.
  const answerJoin: Ack =
    typeof ack === 'function'
      ? ack
      : (answered) => {
          if (answered.ok) return;
          const room = `${kind}:${typeof id === 'string' ? id : ''}`;
          socket.emit('join-refused', { room, message: answered.message, code: answered.code });
        };
  await handleEvent(ctx, socket, `join-${kind}`, answerJoin, async () => {
    const room = chatRoomOf(kind, id);
    if (!room) return refusal(notFoundMessage(kind));
    await ctx.db.transaction((tx) => authorizeRoom(tx, socket.data.user, room));
    await socket.join(rooms.chat(room));
    return { ok: true };
  });
}

/** `project-update` / `task-update` from a member: the rest of the team's pages reload the project. */
async function relayProjectChange(ctx: AppContext, socket: AppSocket, payload: unknown, reason: string, ack: Ack) {
  await handleEvent(ctx, socket, reason, ack, async () => {
    const projectId = (payload as { projectId?: unknown } | null)?.projectId;
    const team = teamOf('project', projectId);
    if (!team) return refusal(MESSAGES.projectNotFound);
    await ctx.db.transaction((tx) => authorizeTeam(tx, socket.data.user, team));
    socket.to(rooms.project(team.id)).emit('project-updated', { projectId: team.id, reason, by: socket.data.user.id });
    return { ok: true };
  });
}

/**
 * A socket's team events: joining a team's room after the same check as the team's HTTP routes, leaving it, and
 * telling the rest of a project's team that something changed.
 */
export function handleTeamRoomEvents(ctx: AppContext, socket: AppSocket) {
  socket.on('join-project', (id, ack) => void joinRoom(ctx, socket, id, 'project', ack));
  socket.on('join-collaboration', (id, ack) => void joinRoom(ctx, socket, id, 'collaboration', ack));
  socket.on('join-direct', (id, ack) => void joinRoom(ctx, socket, id, 'direct', ack));
  for (const kind of ['project', 'collaboration', 'direct'] as const) {
    socket.on(`leave-${kind}`, (id: unknown, ack: Ack) => {
      const room = chatRoomOf(kind, id);
      if (room) void socket.leave(rooms.chat(room));
      answer(ack, { ok: true });
    });
  }
  socket.on('project-update', (payload, ack) => void relayProjectChange(ctx, socket, payload, 'project-update', ack));
  socket.on('task-update', (payload, ack) => void relayProjectChange(ctx, socket, payload, 'task-update', ack));
}

/** A socket's claim to a chat room it is in: kept while its member may still be there. */
type RoomClaim = { socket: AppSocket; room: string; chat: ChatRoom };

/** The chat room a realtime room is (`project:<id>`, `collaboration:<id>`, `direct:<id>`), if it is one. */
function chatRoomNamed(room: string) {
  const [kind, id] = room.split(':');
  return kind === 'project' || kind === 'collaboration' || kind === 'direct' ? chatRoomOf(kind, id) : undefined;
}

/** Which claims (by index) still hold: the teams' in one query, the conversations' in another. */
async function findHeldClaims(ctx: AppContext, claims: RoomClaim[]) {
  const teams: { index: number; team: Team; userId: string }[] = [];
  const directs: { index: number; conversationId: string; userId: string }[] = [];
  for (const [index, { socket, chat }] of claims.entries()) {
    const userId = socket.data.user.id;
    if (chat.kind === 'direct') directs.push({ index, conversationId: chat.id, userId });
    else teams.push({ index, team: chat, userId });
  }
  const [teamsHeld, directsHeld] = await Promise.all([
    findClaimsThatHold(ctx.db, teams),
    findDirectClaimsThatHold(ctx.db, directs),
  ]);
  return new Set([
    ...teams.filter((_, at) => teamsHeld.has(at)).map((claim) => claim.index),
    ...directs.filter((_, at) => directsHeld.has(at)).map((claim) => claim.index),
  ]);
}

/**
 * Checks every socket's session and chat rooms again, in three queries for all of them: a lost session closes
 * its socket, a lost team (or conversation) is left.
 */
async function recheckSockets(ctx: AppContext, io: AppServer) {
  const sockets = [...io.of('/').sockets.values()];
  if (sockets.length === 0) return;
  const live = await findLiveTokens(
    ctx,
    sockets.map((socket) => socket.data.token),
  );
  const claims: RoomClaim[] = [];
  for (const socket of sockets) {
    if (!live.has(socket.data.token)) {
      socket.disconnect(true);
      continue;
    }
    for (const room of socket.rooms) {
      const chat = chatRoomNamed(room);
      if (chat) claims.push({ socket, room, chat });
    }
  }
  const held = await findHeldClaims(ctx, claims);
  for (const [index, { socket, room, chat }] of claims.entries()) {
    if (held.has(index)) continue;
    await socket.leave(room);
    if (chat.kind === 'project') socket.emit('removed-from-team', { projectId: chat.id });
  }
}

/**
 * Rechecks every `realtimeRecheckMs`, so a member who lost access stops hearing the team even when no removal told
 * this instance. A pass that outlasts the interval is not stacked on by the next. Returns what stops it.
 */
export function startRecheck(ctx: AppContext, io: AppServer) {
  let isRechecking = false;
  const recheck = setInterval(() => {
    if (isRechecking) return;
    isRechecking = true;
    recheckSockets(ctx, io)
      .catch((error: unknown) => ctx.log.warn({ error: describeError(error) }, 'realtime recheck failed'))
      .finally(() => {
        isRechecking = false;
      });
  }, ctx.config.realtimeRecheckMs);
  return () => clearInterval(recheck);
}
