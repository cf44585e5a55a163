import type { ChatRoomRef } from '@skillsync/shared';
import { queryRoots } from '../../../lib/query-keys.ts';

export const chatKeys = {
  all: queryRoots.chat,
  /** The member's unread messages over all rooms (GET /api/chat/unread). */
  unread: () => [...queryRoots.chat, 'unread'] as const,
  /** An open room's people and read position (GET …/chat). */
  room: ({ kind, id }: ChatRoomRef) => [...queryRoots.chat, 'room', kind, id] as const,
};

const ROOM_PATHS = { project: 'projects', collaboration: 'collaborations', direct: 'conversations' } as const;

/** A room's place in the API, under which its messages, its info (`/chat`) and its read position live. */
export const chatRoomPath = ({ kind, id }: ChatRoomRef) => `/${ROOM_PATHS[kind]}/${encodeURIComponent(id)}`;
