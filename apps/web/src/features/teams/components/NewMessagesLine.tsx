import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';

/** A live region is heard when its text changes, not when it appears: the words go in a moment after it does. */
const ANNOUNCE_AFTER_MS = 300;
/** The history counts as read to its end this close to it, the line's own height included. */
const AT_END_PX = 120;
/** Room left above the line when the history scrolls up to it. */
const ABOVE_LINE_PX = 12;

/**
 * Brings the line into view as it first shows, if the reader was at the end of the history (the chat just
 * opened): the line at the top when more is unread than fits, else still the end (the scroll stops there).
 * Passive, so it runs after the history's own scrolling to the end.
 */
function useScrollToLine(isFirst: boolean, onShown: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  // As the line mounts: whether it is the list's first, and whom to tell it showed.
  const atMount = useRef({ isFirst, onShown });
  useEffect(() => {
    const line = ref.current;
    const log = line?.closest<HTMLElement>('[role="log"]');
    atMount.current.onShown();
    if (!atMount.current.isFirst || !line || !log) return;
    if (log.scrollHeight - log.scrollTop - log.clientHeight > AT_END_PX) return;
    const offset = line.getBoundingClientRect().top - log.getBoundingClientRect().top;
    log.scrollTop = Math.min(log.scrollTop + offset - ABOVE_LINE_PX, log.scrollHeight);
  }, []);
  return ref;
}

type NewMessagesLineProps = { isFirst: boolean; onShown: () => void };

/** "New messages", above the first message of others the reader had not read when the chat opened. */
export function NewMessagesLine({ isFirst, onShown }: NewMessagesLineProps) {
  const t = useT();
  const ref = useScrollToLine(isFirst, onShown);
  const [isSaid, setIsSaid] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsSaid(true), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div
      ref={ref}
      className="flex items-center gap-3 text-xs font-semibold text-red-700 before:h-px before:flex-1 before:bg-red-300 after:h-px after:flex-1 after:bg-red-300"
    >
      <span aria-hidden>{t('teamwork.chat.newMessages')}</span>
      <span role="status" className="sr-only">
        {isSaid ? t('teamwork.chat.newMessages') : ''}
      </span>
    </div>
  );
}
