import { FILTER_DEBOUNCE_MS } from '@skillsync/shared/constants';
import { useEffect, useRef, useState } from 'react';

/**
 * The text of a filter box: `onCommit` gets it once typing pauses for 300 ms (spec §9).
 * When `value` changes from elsewhere (Clear filters, the back button) the box follows it.
 */
export function useDebouncedText(value: string, onCommit: (text: string) => void) {
  const [text, setText] = useState(value);
  const lastCommitted = useRef(value);
  const commit = useRef(onCommit);

  useEffect(() => {
    commit.current = onCommit;
  });

  useEffect(() => {
    if (value === lastCommitted.current) return;
    lastCommitted.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text === lastCommitted.current) return;
    const timer = setTimeout(() => {
      lastCommitted.current = text;
      commit.current(text);
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return [text, setText] as const;
}
