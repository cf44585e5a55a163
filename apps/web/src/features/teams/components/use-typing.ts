import type { ChatRoomRef } from '@skillsync/shared';
import { CHAT_TYPING_SHOWN_MS, CHAT_TYPING_THROTTLE_MS } from '@skillsync/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { emitTyping, useRealtimeEvent } from '../../../lib/realtime.ts';

/** Someone else in the room typing, shown until `until` unless they say it again. */
type Typist = { _id: string; name: string; until: number };

/**
 * The composer's side: `noteTyping` on each change tells the room at most every CHAT_TYPING_THROTTLE_MS; after a
 * send (`reset`), the next keystroke tells it again at once, since the message cleared the others' line.
 */
export function useTypingSignal(room: ChatRoomRef | undefined) {
  const lastSaid = useRef(0);
  return {
    noteTyping() {
      const now = Date.now();
      if (!room || now - lastSaid.current < CHAT_TYPING_THROTTLE_MS) return;
      lastSaid.current = now;
      emitTyping(room);
    },
    reset() {
      lastSaid.current = 0;
    },
  };
}

/**
 * Who else is typing in the room: each `typing` event shows its sender for CHAT_TYPING_SHOWN_MS, a message of
 * theirs ends it at once (`lastSenderId`: the newest message's sender). The reader is never among them; a
 * typist already shown keeps their place, so the line does not change while the same people type.
 */
export function useTypingPeople(
  room: ChatRoomRef | undefined,
  readerId: string,
  lastMessage?: { _id: string; sender: { _id: string } },
) {
  const [typists, setTypists] = useState<Typist[]>([]);

  useRealtimeEvent('typing', ({ room: where, user }) => {
    if (!room || where.kind !== room.kind || where.id !== room.id || user._id === readerId) return;
    const until = Date.now() + CHAT_TYPING_SHOWN_MS;
    setTypists((list) =>
      list.some((typist) => typist._id === user._id)
        ? list.map((typist) => (typist._id === user._id ? { ...typist, until } : typist))
        : [...list, { _id: user._id, name: user.name, until }],
    );
  });

  // The next to stop typing leaves the line when their time is up.
  useEffect(() => {
    if (typists.length === 0) return;
    const next = Math.min(...typists.map((typist) => typist.until));
    const timer = setTimeout(
      () => setTypists((list) => list.filter((typist) => typist.until > Date.now())),
      Math.max(0, next - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [typists]);

  const lastId = lastMessage?._id;
  const lastSenderId = lastMessage?.sender._id;
  useEffect(() => {
    if (!lastId || !lastSenderId) return;
    setTypists((list) =>
      list.some((typist) => typist._id === lastSenderId) ? list.filter((typist) => typist._id !== lastSenderId) : list,
    );
  }, [lastId, lastSenderId]);

  return typists;
}
