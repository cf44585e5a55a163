import type { ChatRoomInfo, ChatRoomRef } from '@skillsync/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import { chatKeys, chatRoomPath } from './chat-keys.ts';

const NO_PEOPLE: ChatRoomInfo['people'] = [];

/**
 * An open room's people (for `@` mentions) and how far the member had read it when it opened (the "New messages"
 * line goes there). Read afresh at each opening, so the position follows the member from any device; it then
 * stays put while the room is open, however far the member reads meanwhile. `readSeq` is undefined until known.
 */
export function useChatRoomInfo(room: ChatRoomRef) {
  const query = useQuery({
    queryKey: chatKeys.room(room),
    queryFn: ({ signal }) => api<ChatRoomInfo>(`${chatRoomPath(room)}/chat`, { signal }),
    // Dropped as the room closes (its last reader unmounts): the next opening never starts from a stale position.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const roomKey = `${room.kind}:${room.id}`;
  const [opened, setOpened] = useState<{ roomKey: string; readSeq: number } | null>(null);
  if (query.data && opened?.roomKey !== roomKey) setOpened({ roomKey, readSeq: query.data.readSeq });
  return {
    people: query.data?.people ?? NO_PEOPLE,
    readSeq: opened?.roomKey === roomKey ? opened.readSeq : undefined,
  };
}
