import { Avatar } from '../../../components/Avatar.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { MentionPicker } from './use-mention-picker.ts';

/**
 * The people an `@` may name, above the composer's textarea. The textarea keeps focus and points at the active
 * option (`aria-activedescendant`); a screen reader hears the count, then each option as the arrows reach it.
 */
export function MentionList({ picker }: { picker: MentionPicker }) {
  const t = useT();
  const { isOpen, options, activeIndex, listId } = picker;
  const activeName = options[activeIndex]?.name ?? '';
  let announcement = '';
  if (isOpen && picker.hasMoved) {
    announcement = t('teamwork.chat.mentionOption', {
      name: activeName,
      position: activeIndex + 1,
      count: options.length,
    });
  } else if (isOpen) announcement = t('teamwork.chat.mentionsFound', { count: options.length });
  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {isOpen && (
        <div
          id={listId}
          role="listbox"
          aria-label={t('teamwork.chat.mentionList')}
          className="absolute bottom-full left-0 z-10 mb-1 max-h-60 w-72 max-w-full overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-lg"
        >
          {options.map((person, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works the list from the textarea (arrows, Enter, Tab).
            <div
              key={person._id}
              id={picker.optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Never in the Tab order: the textarea keeps focus and points at it.
              tabIndex={-1}
              // The textarea keeps focus (and the caret) while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => picker.hover(index)}
              onClick={() => picker.pick(person)}
              className="flex min-h-11 cursor-pointer items-center gap-2 px-3 py-1.5 text-sm text-ink aria-selected:bg-brand-50 aria-selected:text-brand-800"
            >
              <Avatar name={person.name} src={person.avatar ?? null} size="xs" isDecorative />
              <span className="min-w-0 truncate">{person.name}</span>
            </div>
          ))}
        </div>
      )}
    </>
  );
}
