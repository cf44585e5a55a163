import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { NEAR_END_PX } from './use-chat-virtualizer.ts';

/** How long after the reader's wheel, touch, key or pointer a scroll counts as theirs, in milliseconds. */
const READER_SCROLL_MS = 1000;

const isAtEndOf = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight < NEAR_END_PX;
/** Earlier messages load before the reader reaches the top: once the first is less than a screen away. */
const isNearStartOf = (log: HTMLElement) => log.scrollTop < log.clientHeight;

type HistoryPaging = {
  messages: readonly unknown[];
  hasOlder?: boolean | undefined;
  isLoadingOlder?: boolean | undefined;
  onLoadOlder?: (() => void) | undefined;
  isError?: boolean | undefined;
  hasNewer?: boolean | undefined;
  isLoadingNewer?: boolean | undefined;
  onLoadNewer?: (() => void) | undefined;
  onAtEndChange?: ((isAtEnd: boolean) => void) | undefined;
};

/**
 * What the history's scrolling asks for: earlier pages as the reader scrolls up near the top (and on after each
 * while they are still there), later ones after a jump as they reach the end, and whether the newest message is
 * in view. Only the reader's own scrolling (just after their wheel, touch, key or pointer) loads earlier pages:
 * the history scrolling by itself (opening at the New messages line, a row measured) asks for nothing, so a
 * room opens on its newest page alone. A failure stops it: Try again is the way on.
 */
export function useHistoryPaging(logRef: RefObject<HTMLElement | null>, paging: HistoryPaging) {
  const { hasOlder, isLoadingOlder, onLoadOlder, isError, hasNewer, isLoadingNewer, onLoadNewer, onAtEndChange } =
    paging;
  const lastScrollTop = useRef(0);
  const readerUntil = useRef(0);

  function loadOlderIfNear(log: HTMLElement) {
    if (hasOlder && !isLoadingOlder && !isError && isNearStartOf(log)) onLoadOlder?.();
  }
  function onScroll(log: HTMLElement) {
    const isAtEnd = isAtEndOf(log);
    onAtEndChange?.(isAtEnd);
    if (isAtEnd && hasNewer && !isLoadingNewer) onLoadNewer?.();
    const isReaders = performance.now() < readerUntil.current;
    // A fling goes on after the finger lifts: its scrolling stays the reader's while it lasts.
    if (isReaders) readerUntil.current = performance.now() + READER_SCROLL_MS;
    if (isReaders && log.scrollTop < lastScrollTop.current) loadOlderIfNear(log);
    lastScrollTop.current = log.scrollTop;
  }
  const byReader = () => {
    readerUntil.current = performance.now() + READER_SCROLL_MS;
  };

  // Messages that fit without scrolling, or that arrive while the reader is at the end, fire no scroll event.
  // biome-ignore lint/correctness/useExhaustiveDependencies: looked at again as the messages change.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) onAtEndChange?.(isAtEndOf(log));
  }, [logRef, paging.messages, onAtEndChange]);

  const wasLoadingOlder = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: looked at as a page of earlier messages lands.
  useEffect(() => {
    const log = logRef.current;
    if (wasLoadingOlder.current && !isLoadingOlder && log) loadOlderIfNear(log);
    wasLoadingOlder.current = isLoadingOlder === true;
  }, [isLoadingOlder]);

  return {
    onScroll: (event: { currentTarget: HTMLElement }) => onScroll(event.currentTarget),
    onWheel: byReader,
    onTouchMove: byReader,
    onKeyDown: byReader,
    onPointerDown: byReader,
  };
}
