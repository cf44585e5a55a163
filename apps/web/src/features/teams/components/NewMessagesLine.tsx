import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';

/** A live region is heard when its text changes, not when it appears: the words go in a moment after it does. */
const ANNOUNCE_AFTER_MS = 300;

type NewMessagesLineProps = { isFirst: boolean; onShown: () => void };

/**
 * "New messages", above the first message of others the reader had not read when the chat opened (the list
 * scrolls to it). Said to a screen reader the first time it shows only: its row comes and goes as the history
 * scrolls.
 */
export function NewMessagesLine({ isFirst, onShown }: NewMessagesLineProps) {
  const t = useT();
  // As the line mounts: whether it is the list's first, and whom to tell it showed.
  const atMount = useRef({ isFirst, onShown });
  const [isSaid, setIsSaid] = useState(false);
  useEffect(() => {
    atMount.current.onShown();
    if (!atMount.current.isFirst) return;
    const timer = setTimeout(() => setIsSaid(true), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="flex items-center gap-3 text-xs font-semibold text-red-700 before:h-px before:flex-1 before:bg-red-300 after:h-px after:flex-1 after:bg-red-300">
      <span aria-hidden>{t('teamwork.chat.newMessages')}</span>
      {atMount.current.isFirst ? (
        <span role="status" className="sr-only">
          {isSaid ? t('teamwork.chat.newMessages') : ''}
        </span>
      ) : (
        <span className="sr-only">{t('teamwork.chat.newMessages')}</span>
      )}
    </div>
  );
}
