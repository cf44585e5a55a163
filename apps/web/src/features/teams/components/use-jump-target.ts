import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatSnapshot } from '../utils/chat-session.ts';
import type { ChatVirtualizer } from './use-chat-virtualizer.ts';

/** How long a message the reader jumped to stays highlighted. */
export const HIGHLIGHT_MS = 2000;
/** How long a jump to a message not in the list waits for it to load. */
const JUMP_WAIT_MS = 10_000;

/** A message's element in the list (or the history around it), by its id: only rendered rows have one. */
export const findItem = (list: HTMLElement | null, messageId: string) =>
  [...(list?.querySelectorAll<HTMLElement>('[data-message-id]') ?? [])].find(
    (item) => item.dataset.messageId === messageId,
  );

/** Highlights a message a moment and focuses it (for a keyboard, the next Tab is there); it is scrolled to already. */
function markShown(item: HTMLElement) {
  item.focus({ preventScroll: true });
  item.dataset.highlighted = '';
  setTimeout(() => delete item.dataset.highlighted, HIGHLIGHT_MS);
}

/** The message being brought into view, whose row stays mounted until it is shown. */
export type Revealing = [string | null, (messageId: string | null) => void];

/**
 * Brings a message of the list into view: the history scrolls to its row (rendered, kept mounted meanwhile), and
 * once its element is there it is highlighted and focused. Answers false for a message not in the list.
 */
export function useReveal(
  listRef: RefObject<HTMLElement | null>,
  virtualizer: ChatVirtualizer,
  indexOf: ReadonlyMap<string, number>,
  [revealing, setRevealing]: Revealing,
) {
  // Looked for after every render: the row renders once the history has scrolled near it.
  useLayoutEffect(() => {
    if (!revealing) return;
    const item = findItem(listRef.current, revealing);
    if (!item) return;
    markShown(item);
    setRevealing(null);
  });
  return useCallback(
    (messageId: string) => {
      const index = indexOf.get(messageId);
      if (index === undefined) return false;
      virtualizer.scrollToIndex(index, { align: 'center' });
      const item = findItem(listRef.current, messageId);
      if (item) markShown(item);
      else setRevealing(messageId);
      return true;
    },
    [listRef, virtualizer, indexOf, setRevealing],
  );
}

/**
 * Brings the session's jump target into view once it is in the history: a message is revealed (a search result,
 * a quoted original); the newest (Jump to latest) is scrolled to. Each jump is shown once.
 */
export function useJumpTarget(
  listRef: RefObject<HTMLElement | null>,
  virtualizer: ChatVirtualizer,
  jumpTarget: ChatSnapshot['jumpTarget'] | undefined,
  reveal: (messageId: string) => boolean,
) {
  const shown = useRef<number | null>(null);
  // A target not in the list yet is looked for again as the messages change (`reveal` changes with them).
  useLayoutEffect(() => {
    if (!jumpTarget || shown.current === jumpTarget.serial) return;
    if (jumpTarget.messageId === null) {
      shown.current = jumpTarget.serial;
      virtualizer.scrollToEnd();
      // Jump to latest goes as it lands, and focus with it; a send that led back keeps focus in the composer.
      if (!document.activeElement || document.activeElement === document.body) listRef.current?.parentElement?.focus();
      return;
    }
    if (reveal(jumpTarget.messageId)) shown.current = jumpTarget.serial;
  }, [listRef, virtualizer, jumpTarget, reveal]);
}

/**
 * Goes to a message (a reply's original): in the list, at once; else `onJumpTo` loads it, and once it is in the
 * list it is revealed (given up after JUMP_WAIT_MS). Without `onJumpTo`, a message not loaded is not gone to.
 */
export function useJumpTo(
  reveal: (messageId: string) => boolean,
  onJumpTo: ((messageId: string) => unknown) | undefined,
) {
  const [awaited, setAwaited] = useState<string | null>(null);

  // Tried again each time the list changes (`reveal` changes with it): the awaited message may have just loaded.
  useEffect(() => {
    if (!awaited) return;
    if (reveal(awaited)) {
      setAwaited(null);
      return;
    }
    const timer = setTimeout(() => setAwaited(null), JUMP_WAIT_MS);
    return () => clearTimeout(timer);
  }, [awaited, reveal]);

  return useCallback(
    (messageId: string) => {
      if (reveal(messageId) || !onJumpTo) return;
      setAwaited(messageId);
      onJumpTo(messageId);
    },
    [reveal, onJumpTo],
  );
}
