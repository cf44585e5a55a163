import { CollaborationIdParams, ConversationIdParams, ProjectIdParams } from '@skillsync/shared';
import type { ChatRoom } from './rooms.ts';

/**
 * The rooms' addresses under /api, one entry a kind of room: every per-room route (history, sending, uploads,
 * search…) is registered once for each, as `${path}/messages` and so on. A new kind of room is one entry here.
 */
export const ROOM_ROUTES: { path: string; kind: ChatRoom['kind']; params: typeof ProjectIdParams }[] = [
  { path: '/projects/:id', kind: 'project', params: ProjectIdParams },
  { path: '/collaborations/:id', kind: 'collaboration', params: CollaborationIdParams },
  { path: '/conversations/:id', kind: 'direct', params: ConversationIdParams },
];
