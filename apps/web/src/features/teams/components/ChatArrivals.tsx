import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useMemberName } from '../../../lib/member-name.ts';
import type { ChatModalMessage } from './chat-list-types.ts';

/** Announcements kept in the region: enough for a burst, few enough that the DOM stays small. */
const KEPT = 3;
/** A long message is said up to here; the history has the rest. */
const SAID_CHARS = 280;

type ChatArrivalsProps = {
  /** Oldest first. */
  messages: readonly ChatModalMessage[];
  currentUserId: string;
  /** Away from the newest messages after a jump: pages loaded below are the reader's scrolling, not news. */
  isDetached: boolean;
};

/**
 * Says to a screen reader each message of others that arrives at the end while the chat is open: who and what.
 * The history's log does not (its rows come and go as it scrolls, and each would be said again), so this polite
 * region does, once per message. Not the first page, pages loaded above or below, the reader's own messages, nor
 * those of members the reader blocked.
 */
export function ChatArrivals({ messages, currentUserId, isDetached }: ChatArrivalsProps) {
  const t = useT();
  const nameOf = useMemberName();
  const [said, setSaid] = useState<{ id: string; text: string }[]>([]);
  const seen = useRef<{ last?: string | undefined; wasDetached: boolean }>({ wasDetached: isDetached });

  useEffect(() => {
    const before = seen.current;
    const last = messages.at(-1)?._id;
    seen.current = { last, wasDetached: isDetached };
    if (!before.last || last === before.last || before.wasDetached || isDetached) return;
    const from = messages.findIndex((message) => message._id === before.last);
    // The previous last message is gone (a jump replaced the history): nothing arrived.
    if (from < 0) return;
    const arrived = messages
      .slice(from + 1)
      .filter((message) => message.sender._id !== currentUserId && !message.isFromBlocked);
    if (arrived.length === 0) return;
    const lines = arrived.map((message) => ({
      id: message._id,
      text: t('teamwork.chat.arrived', {
        name: nameOf(message.sender),
        text: message.content ? message.content.slice(0, SAID_CHARS) : t('teamwork.chat.replyToFiles'),
      }),
    }));
    setSaid((current) => [...current, ...lines].slice(-KEPT));
  }, [messages, currentUserId, isDetached, t, nameOf]);

  return (
    <div aria-live="polite" className="sr-only">
      {said.map((line) => (
        <p key={line.id}>{line.text}</p>
      ))}
    </div>
  );
}
