import {
  defaultRangeExtractor,
  measureElement,
  observeElementRect,
  type Range,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect, useState } from 'react';

/** Space between two rows, in pixels (the gap the list had before it was virtual). */
const ROW_GAP_PX = 16;
/** How close to the end, in pixels, still counts as reading the newest message: new ones then stay in view. */
export const NEAR_END_PX = 80;
/** Room left above a row scrolled to the top of the history (the New messages line). */
const ABOVE_ROW_PX = 12;
/** Rows rendered beyond each edge of the view, so a short scroll shows no empty space. */
const OVERSCAN = 6;
/**
 * A history not laid out (hidden, or a DOM without layout as in tests) has no height: its rows render as for one
 * this tall, so there are some, and still only some.
 */
const UNLAID_HEIGHT_PX = 600;

export type ChatVirtualizer = Virtualizer<HTMLElement, HTMLLIElement>;

const observeLaidOutRect: typeof observeElementRect<HTMLElement> = (instance, onRect) =>
  observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : { ...rect, height: UNLAID_HEIGHT_PX }));

/** A row's height as laid out; a row not laid out keeps its estimate rather than counting as nothing. */
const measureLaidOut: typeof measureElement<HTMLLIElement> = (element, entry, instance) =>
  measureElement(element, entry, instance) || instance.options.estimateSize(instance.indexFromElement(element));

/** The rows in and near the view, and those that must stay mounted wherever the history is scrolled. */
function withKept(range: Range, kept: readonly number[]) {
  const indexes = defaultRangeExtractor(range);
  const extra = kept.filter((index) => index >= 0 && index < range.count && !indexes.includes(index));
  return extra.length === 0 ? indexes : [...indexes, ...extra].sort((a, b) => a - b);
}

type ChatVirtualizerOptions = {
  count: number;
  getItemKey: (index: number) => string;
  estimateSize: (index: number) => number;
  /** Rows kept mounted out of view: the one holding focus, the one a jump is bringing into view. */
  kept: readonly number[];
  /** New messages arriving while the reader is at the end keep the end in view (not while away after a jump). */
  isFollowing: boolean;
};

/**
 * The history's virtualizer: only the rows near the view are in the DOM, each measured as it renders. It scrolls
 * the list's parent (the log); rows are placed below whatever the log shows above the list. Anchored at the end,
 * as a chat reads: a page of older messages loaded above keeps the row in view where it was, and rows growing at
 * the end keep the end in view.
 */
export function useChatVirtualizer(
  listRef: RefObject<HTMLOListElement | null>,
  { count, getItemKey, estimateSize, kept, isFollowing }: ChatVirtualizerOptions,
): ChatVirtualizer {
  // Where the list starts in the log, below the button for earlier messages (read after each render).
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.offsetTop ?? 0;
    if (top !== scrollMargin) setScrollMargin(top);
  });
  return useVirtualizer<HTMLElement, HTMLLIElement>({
    count,
    getScrollElement: () => listRef.current?.parentElement ?? null,
    getItemKey,
    estimateSize,
    gap: ROW_GAP_PX,
    overscan: OVERSCAN,
    scrollMargin,
    scrollPaddingStart: ABOVE_ROW_PX,
    anchorTo: 'end',
    followOnAppend: isFollowing,
    scrollEndThreshold: NEAR_END_PX,
    observeElementRect: observeLaidOutRect,
    measureElement: measureLaidOut,
    rangeExtractor: (range) => withKept(range, kept),
  });
}
