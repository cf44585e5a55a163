import type { ServerToClientEvents } from '@skillsync/shared';
import type { SessionScope } from './session-cache.ts';

/** The rooms of the realtime link: a member's own, a session's, and a team's conversation. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  project: (projectId: string) => `project:${projectId}`,
  collaboration: (problemId: string) => `collaboration:${problemId}`,
  /** A direct conversation's room: its two members' sockets while it is open. */
  direct: (conversationId: string) => `direct:${conversationId}`,
  /** Where a member's presence changes go: their teammates' sockets and those watching them. */
  presence: (userId: string) => `presence:${userId}`,
  /** A team's room: a project's, or a problem team's (`collaboration:<problemId>`). */
  team: (team: { kind: 'project' | 'collaboration'; id: string }) => `${team.kind}:${team.id}`,
  /** A chat room's: a team's, or a direct conversation's (`direct:<id>`). */
  chat: (room: { kind: 'project' | 'collaboration' | 'direct'; id: string }) => `${room.kind}:${room.id}`,
};

type EventName = keyof ServerToClientEvents;
type EventPayload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** What the realtime server does for the services; every call reaches all instances (the Redis adapter carries it). */
export type RealtimeTarget = {
  emit<E extends EventName>(room: string, event: E, payload: EventPayload<E>): void;
  /** Takes every socket in `room` out of `leave` (a member removed from a team). */
  leave(room: string, leave: string): void;
  /** Closes every socket in the room (a session signed out, every session of a member after a password reset). */
  disconnect(room: string): void;
  /** Which of these members are online now, on any instance. */
  onlineAmong(userIds: string[]): Promise<string[]>;
  /** Every other instance forgets its cached lookups of these sessions (see session-cache.ts). */
  forgetSessions(scope: SessionScope): void;
};

/**
 * The services' handle on the realtime link. Services call it after their transaction commits, so a member
 * never hears of something the database does not hold. Until the socket server is attached (or when the app runs
 * without one, as API tests through `inject` do) the events go nowhere.
 */
export type RealtimeHub = RealtimeTarget & { attach(target: RealtimeTarget): void };

export function createRealtimeHub(): RealtimeHub {
  let target: RealtimeTarget | undefined;
  return {
    attach(next) {
      target = next;
    },
    emit(room, event, payload) {
      target?.emit(room, event, payload);
    },
    leave(room, leave) {
      target?.leave(room, leave);
    },
    disconnect(room) {
      target?.disconnect(room);
    },
    async onlineAmong(userIds) {
      return (await target?.onlineAmong(userIds)) ?? [];
    },
    forgetSessions(scope) {
      target?.forgetSessions(scope);
    },
  };
}
