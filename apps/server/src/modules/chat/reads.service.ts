import type { ChatRoomInfo, ChatUnread, MarkChatReadBody } from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { rooms } from '../../lib/realtime-hub.ts';
import { readChat } from '../notifications/index.ts';
import { findReadState, findUnreadRooms, markRoomRead } from './reads.repository.ts';
import { authorizeRoom, type ChatRoom, findRoomPeople, roomRef } from './rooms.ts';

async function presentRoomInfo(db: Queryable, userId: string, room: ChatRoom): Promise<ChatRoomInfo> {
  const people = await findRoomPeople(db, room);
  const { readSeq, unread } = await findReadState(db, userId, room);
  return {
    room: roomRef(room),
    people: people.map(({ id, name, avatar }) => ({ _id: id, name, avatar })),
    readSeq,
    unread,
  };
}

/** What a room shows when it opens: its people, how far the member has read it, and how many are unread. */
export async function getRoomInfo(ctx: AppContext, requester: Requester, room: ChatRoom): Promise<ChatRoomInfo> {
  const user = requireUser(requester);
  return ctx.db.transaction(async (tx) => {
    await authorizeRoom(tx, user, room);
    return presentRoomInfo(tx, user.id, room);
  });
}

/**
 * The member has read the room up to message `seq`: the position, kept on the server, follows them to every
 * device; it never moves back (an older tab reporting late changes nothing) nor past the room's last message.
 * Their other devices hear that their unread figures changed; the notices of the room's news are read too.
 */
export async function markRead(
  ctx: AppContext,
  requester: Requester,
  room: ChatRoom,
  { seq }: MarkChatReadBody,
): Promise<ChatRoomInfo> {
  const user = requireUser(requester);
  const { info, isMoved } = await ctx.db.transaction(async (tx) => {
    await authorizeRoom(tx, user, room);
    const isMoved = await markRoomRead(tx, user.id, room, seq, ctx.clock());
    return { info: await presentRoomInfo(tx, user.id, room), isMoved };
  });
  if (room.kind !== 'direct') {
    await readChat(ctx, user.id, room.kind === 'project' ? { projectId: room.id } : { problemId: room.id });
  }
  if (isMoved) tellUnreadChanged(ctx, room, [user]);
  return info;
}

/** Every room of the member's with others' unread messages (each counted up to the cap), the total, and requests. */
export async function getUnread(ctx: AppContext, requester: Requester): Promise<ChatUnread> {
  const user = requireUser(requester);
  const found = await findUnreadRooms(ctx.db, user.id);
  return {
    total: found.rooms.reduce((sum, room) => sum + room.unread, 0),
    rooms: found.rooms.map(({ kind, id, title, unread }) => ({ room: { kind, id }, unread, title })),
    requests: found.requests,
  };
}

/** These members' unread figures for the room changed: each of their devices reads them again. */
export function tellUnreadChanged(ctx: AppContext, room: ChatRoom, people: { id: string }[]) {
  for (const { id } of people) ctx.realtime.emit(rooms.user(id), 'chat-unread-changed', { room: roomRef(room) });
}

/** As tellUnreadChanged, to all the room's people but `exceptId` (who made the change). */
export async function tellRoomUnreadChanged(ctx: AppContext, room: ChatRoom, exceptId?: string) {
  const people = await findRoomPeople(ctx.db, room);
  tellUnreadChanged(
    ctx,
    room,
    people.filter((person) => person.id !== exceptId),
  );
}
