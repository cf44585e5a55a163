import { type RefObject, useLayoutEffect, useRef } from 'react';
import type { ChatSnapshot } from '../utils/chat-session.ts';
import { findItem, showItem } from './ChatMessageList.tsx';

/**
 * Brings the session's jump target into view once it is in the history: a message is scrolled to, highlighted
 * and focused (a search result, a quoted original); the newest (Jump to latest) is scrolled to. Each jump is
 * shown once.
 */
export function useJumpTarget(
  logRef: RefObject<HTMLElement | null>,
  jumpTarget: ChatSnapshot['jumpTarget'] | undefined,
  messages: readonly unknown[],
) {
  const shown = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a target not rendered yet is looked for again as the messages change.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log || !jumpTarget || shown.current === jumpTarget.serial) return;
    if (jumpTarget.messageId === null) {
      shown.current = jumpTarget.serial;
      log.scrollTop = log.scrollHeight;
      // Jump to latest goes as it lands, and focus with it; a send that led back keeps focus in the composer.
      if (!document.activeElement || document.activeElement === document.body) log.focus();
      return;
    }
    const item = findItem(log, jumpTarget.messageId);
    if (!item) return;
    shown.current = jumpTarget.serial;
    showItem(item);
  }, [logRef, jumpTarget, messages]);
}
