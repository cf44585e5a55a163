import type { ChatReactionGroup, ChatMessage as StoredMessage } from '@skillsync/shared';
import { useRef } from 'react';
import { useFormatting } from '../../../lib/format.ts';
import { activeLanguage, useT } from '../../../lib/i18n.ts';
import { LOCALES } from '../../../lib/intl.ts';
import { useMemberName } from '../../../lib/member-name.ts';
import { setChatReaction } from '../api/chat-actions.ts';
import type { ChatListSettings, ChatModalMessage } from './chat-list-types.ts';

/** How many people a reaction's label names before it counts the rest. */
const NAMED_MAX = 8;

const listFormats = new Map<string, Intl.ListFormat>();
/** "Asha, Ravi and you", as the reader's language joins names. */
function joinNames(names: string[]) {
  const locale = LOCALES[activeLanguage()];
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format.format(names);
}

/** Who reacted, the reader last as "you", the rest counted past NAMED_MAX. */
function useReactorNames(readerId: string) {
  const t = useT();
  const nameOf = useMemberName();
  return (users: ChatReactionGroup['users']) => {
    const others = users.filter((user) => user._id !== readerId).map(nameOf);
    const hasReader = others.length < users.length;
    const named = others.slice(0, NAMED_MAX - (hasReader ? 1 : 0));
    const rest = others.length - named.length;
    if (rest > 0) named.push(t('teamwork.chat.reactorsMore', { count: rest }));
    if (hasReader) named.push(t('teamwork.chat.reactorYou'));
    return joinNames(named);
  };
}

/** Adds or takes back the reader's reaction; one at a time, the answer merged into the chat. */
export function useToggleReaction(message: ChatModalMessage, run: ReactionRun) {
  const isBusy = useRef(false);
  return async (emoji: string, isOn: boolean) => {
    if (isBusy.current) return;
    isBusy.current = true;
    await run(() => setChatReaction(message._id, emoji, isOn), 'teamwork.chat.reactFailed');
    isBusy.current = false;
  };
}

export type ReactionRun = (action: () => Promise<StoredMessage>, fallback: string) => Promise<boolean>;

type ReactionBarProps = { message: ChatModalMessage; chat: ChatListSettings; isOwn: boolean; run: ReactionRun };

/** A message's reactions as chips, "👍 3": pressed where the reader reacted, a click adds or takes back theirs. */
export function ReactionBar({ message, chat, isOwn, run }: ReactionBarProps) {
  const t = useT();
  const { formatNumber } = useFormatting();
  const namesOf = useReactorNames(chat.currentUserId);
  const toggle = useToggleReaction(message, run);
  const groups = (message.reactions ?? []).filter((group) => group.users.length > 0);
  return (
    <div className={`mt-1 flex flex-wrap gap-1 ${isOwn ? 'justify-end' : ''}`}>
      {groups.map((group) => {
        const isMine = group.users.some((user) => user._id === chat.currentUserId);
        const names = namesOf(group.users);
        return (
          <button
            key={group.emoji}
            type="button"
            aria-pressed={isMine}
            title={names}
            disabled={!chat.onReceive}
            onClick={() => void toggle(group.emoji, !isMine)}
            className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium ${
              isMine
                ? 'border-brand-300 bg-brand-50 text-brand-800 hover:bg-brand-100'
                : 'border-line bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            {/* Named by who reacted, not by the count: an emoji and a number mean little read aloud. */}
            <span aria-hidden>{group.emoji}</span>
            <span aria-hidden>{formatNumber(group.users.length)}</span>
            <span className="sr-only">{t('teamwork.chat.reactedWith', { names, emoji: group.emoji })}</span>
          </button>
        );
      })}
    </div>
  );
}
