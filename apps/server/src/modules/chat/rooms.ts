import { type CurrentUser, MESSAGES } from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { rooms } from '../../lib/realtime-hub.ts';
import { authorizeTeam, findTeamPeople, type Team } from '../teams/index.ts';
import { findConversationOf, findConversationPeople } from './conversations.repository.ts';

/** A chat room: a team's (a project's, or a problem's collaborators') or a direct conversation between two members. */
export type ChatRoom = Team | { kind: 'direct'; id: string };

/**
 * Checks that the member may read and write the room, in the caller's transaction: a team's by the team's own
 * check (404/403 as its routes answer); a conversation only by its two members (404 to anyone else).
 */
export async function authorizeRoom(tx: Queryable, user: CurrentUser, room: ChatRoom) {
  if (room.kind !== 'direct') return authorizeTeam(tx, user, room);
  const conversation = await findConversationOf(tx, room.id, user.id);
  if (!conversation) throw notFound(MESSAGES.conversationNotFound);
}

/** The room's people (a team's members, or a conversation's two), with their names. */
export async function findRoomPeople(db: Queryable, room: ChatRoom) {
  if (room.kind !== 'direct') return findTeamPeople(db, room);
  return findConversationPeople(db, room.id);
}

/** The realtime room whose sockets hear a chat room's messages. */
export const realtimeRoomOf = (room: ChatRoom) => rooms.chat(room);

/** A room as the API names it. */
export const roomRef = (room: ChatRoom) => ({ kind: room.kind, id: room.id });
