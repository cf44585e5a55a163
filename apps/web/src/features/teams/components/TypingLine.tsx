import type { ChatRoomRef } from '@skillsync/shared';
import { useT } from '../../../lib/i18n.ts';
import { useMemberName } from '../../../lib/member-name.ts';
import { useTypingPeople } from './use-typing.ts';

type TypingLineProps = {
  room: ChatRoomRef;
  currentUserId: string;
  /** The newest message: a typist whose message it is has stopped typing. */
  lastMessage: { _id: string; sender: { _id: string } } | undefined;
};

/** "Asha is typing…", "Asha and Ravi are typing…", "Several people are typing…", or nothing. */
function useTypingText(names: readonly string[]) {
  const t = useT();
  const [first = '', second = ''] = names;
  if (names.length === 0) return '';
  if (names.length === 1) return t('teamwork.chat.typingOne', { name: first });
  if (names.length === 2) return t('teamwork.chat.typingTwo', { first, second });
  return t('teamwork.chat.typingMany');
}

/**
 * Under the history: who else is typing. A polite live region whose text changes only when the people typing
 * change, so a screen reader hears "Asha is typing…" once, not at every keystroke of hers. It keeps its height,
 * empty, so the composer does not jump as people start and stop.
 */
export function TypingLine({ room, currentUserId, lastMessage }: TypingLineProps) {
  const nameOf = useMemberName();
  const typists = useTypingPeople(room, currentUserId, lastMessage);
  const text = useTypingText(typists.map((typist) => nameOf(typist).split(/\s+/u)[0] ?? typist.name));
  return (
    <p role="status" className="h-5 truncate px-1 pt-1 text-xs text-muted italic">
      {text}
    </p>
  );
}
