import { type KeyboardEvent, type RefObject, useId, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  findMentionQuery,
  insertMention,
  type MentionCandidate,
  type MentionQuery,
  matchPeople,
} from '../utils/mention-query.ts';

type MentionPickerOptions = {
  people: readonly MentionCandidate[];
  draft: string;
  setDraft: (text: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
};

/**
 * The `@` list of the composer: it opens on an `@` at a word's start, narrows as the name is typed, and a pick
 * puts `@Full Name ` in its place. The textarea keeps focus (the list is its `aria-activedescendant`): arrows
 * move, Enter or Tab pick, Escape closes it for that `@`. Keys that end an IME composition (Hindi typing) are the
 * composition's, never the list's.
 */
export function useMentionPicker({ people, draft, setDraft, textareaRef }: MentionPickerOptions) {
  const listId = useId();
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [hasMoved, setHasMoved] = useState(false);
  /** The `@` whose list Escape closed: it stays closed until the reader types another. */
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);

  const options = useMemo(() => (mention ? matchPeople(people, mention.query) : []), [people, mention]);
  const isOpen = mention !== null && options.length > 0 && mention.start !== dismissedAt;
  const active = isOpen ? Math.min(activeIndex, options.length - 1) : -1;

  /** Reads the `@` at the caret after every change or caret move. */
  function track(textarea: HTMLTextAreaElement) {
    const { value, selectionStart, selectionEnd } = textarea;
    const found = selectionStart === selectionEnd ? findMentionQuery(value, selectionStart) : null;
    if (found?.start !== mention?.start || found?.query !== mention?.query) {
      setActiveIndex(0);
      setHasMoved(false);
    }
    if (found?.start !== dismissedAt) setDismissedAt(null);
    setMention(found);
  }

  function pick(person: MentionCandidate) {
    const textarea = textareaRef.current;
    if (!mention || !textarea) return;
    const inserted = insertMention(draft, mention, textarea.selectionStart, person.name);
    flushSync(() => setDraft(inserted.text));
    textarea.focus();
    textarea.setSelectionRange(inserted.caret, inserted.caret);
    setMention(null);
  }

  /** Takes the list's keys while it is open; answers whether it took this one. */
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!isOpen || event.nativeEvent.isComposing || event.altKey || event.ctrlKey || event.metaKey) return false;
    const move = (by: number) => {
      setActiveIndex((active + by + options.length) % options.length);
      setHasMoved(true);
    };
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey)) {
      const person = options[active];
      if (person) pick(person);
    } else if (event.key === 'Escape') setDismissedAt(mention?.start ?? null);
    else return false;
    // Escape closes the list, not the dialog around the chat.
    event.preventDefault();
    event.stopPropagation();
    return true;
  }

  return {
    listId,
    isOpen,
    options,
    activeIndex: active,
    /** The reader moved through the list: the announcement names the option rather than the count. */
    hasMoved,
    optionId: (index: number) => `${listId}-option-${index}`,
    track,
    pick,
    handleKeyDown,
    hover: setActiveIndex,
    /** Focus left the textarea: the list goes (the caret's `@` opens it again on return). */
    close: () => setMention(null),
  };
}

export type MentionPicker = ReturnType<typeof useMentionPicker>;
