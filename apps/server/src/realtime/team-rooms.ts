import { MESSAGES } from '@skillsync/shared';
import type { AppContext } from '../lib/context.ts';
import { isUuid } from '../lib/ids.ts';
import { describeError } from '../lib/logging.ts';
import { type RealtimeTarget, rooms } from '../lib/realtime-hub.ts';
import { findLiveTokens } from '../modules/auth/index.ts';
import { authorizeTeam, findClaimsThatHold, type Team } from '../modules/teams/index.ts';
import { type Ack, type AppServer, type AppSocket, answer, handleEvent, refusal } from './event-answers.ts';

/** A team named by a client event, or undefined when the id cannot be one. */
export function teamOf(kind: Team['kind'], id: unknown): Team | undefined {
  return typeof id === 'string' && isUuid(id) ? { kind, id } : undefined;
}

const notFoundMessage = (kind: Team['kind']) =>
  kind === 'project' ? MESSAGES.projectNotFound : MESSAGES.problemNotFound;

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

async function joinTeam(ctx: AppContext, socket: AppSocket, id: unknown, kind: Team['kind'], ack: Ack) {
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
    const team = teamOf(kind, id);
    if (!team) return refusal(notFoundMessage(kind));
    await ctx.db.transaction((tx) => authorizeTeam(tx, socket.data.user, team));
    await socket.join(rooms.team(team));
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
  socket.on('join-project', (id, ack) => void joinTeam(ctx, socket, id, 'project', ack));
  socket.on('join-collaboration', (id, ack) => void joinTeam(ctx, socket, id, 'collaboration', ack));
  for (const kind of ['project', 'collaboration'] as const) {
    socket.on(`leave-${kind}`, (id: unknown, ack: Ack) => {
      const team = teamOf(kind, id);
      if (team) void socket.leave(rooms.team(team));
      answer(ack, { ok: true });
    });
  }
  socket.on('project-update', (payload, ack) => void relayProjectChange(ctx, socket, payload, 'project-update', ack));
  socket.on('task-update', (payload, ack) => void relayProjectChange(ctx, socket, payload, 'task-update', ack));
}

/**
 * Checks every socket's session and team rooms again, in two queries for all of them: a lost session closes
 * its socket, a lost team is left.
 */
async function recheckSockets(ctx: AppContext, io: AppServer) {
  const sockets = [...io.of('/').sockets.values()];
  if (sockets.length === 0) return;
  const live = await findLiveTokens(
    ctx,
    sockets.map((socket) => socket.data.token),
  );
  const claims: { socket: AppSocket; room: string; team: Team }[] = [];
  for (const socket of sockets) {
    if (!live.has(socket.data.token)) {
      socket.disconnect(true);
      continue;
    }
    for (const room of socket.rooms) {
      const [kind, id] = room.split(':');
      const team = kind === 'project' || kind === 'collaboration' ? teamOf(kind, id) : undefined;
      if (team) claims.push({ socket, room, team });
    }
  }
  const held = await findClaimsThatHold(
    ctx.db,
    claims.map(({ socket, team }) => ({ team, userId: socket.data.user.id })),
  );
  for (const [index, { socket, room, team }] of claims.entries()) {
    if (held.has(index)) continue;
    await socket.leave(room);
    if (team.kind === 'project') socket.emit('removed-from-team', { projectId: team.id });
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
