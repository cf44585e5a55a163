import type { ChatMessage, ChatRoomRef } from '@skillsync/shared';
import { CHAT_SEARCH_MAX } from '@skillsync/shared/constants';
import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { controlClass } from '../../../components/Field.tsx';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMemberName } from '../../../lib/member-name.ts';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';
import { useChatSearch } from '../api/search-chat-messages.ts';
import { excerptWithMatches } from '../utils/search-excerpt.ts';

type ChatSearchProps = {
  room: ChatRoomRef;
  currentUserId: string;
  /** Closes the search (Escape, its Close button): focus goes back to the Search button. */
  onClose: () => void;
  /** A result was chosen: the history goes to it. */
  onPick: (messageId: string) => void;
};

/** One result: who wrote it and when, and its words around the first match, the searched words marked. */
function SearchResult({
  message,
  q,
  isOwn,
  onPick,
}: {
  message: ChatMessage;
  q: string;
  isOwn: boolean;
  onPick: () => void;
}) {
  const t = useT();
  const nameOf = useMemberName();
  const { formatDateTime } = useFormatting();
  return (
    <li>
      <button
        type="button"
        onClick={onPick}
        className="flex w-full items-start gap-2 rounded-lg px-2 py-2 text-left hover:bg-slate-50"
      >
        <Avatar name={message.sender.name} src={message.sender.avatar} size="sm" isDecorative />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted">
            <span className="font-medium text-ink">{isOwn ? t('teamwork.chat.you') : nameOf(message.sender)}</span>
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </span>
          <span className="mt-0.5 block text-sm break-words text-slate-700">
            {excerptWithMatches(message.content, q).map((piece, index) =>
              piece.isMatch ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed excerpt, in order.
                <mark key={index} className="rounded-sm bg-amber-100 px-0.5 font-medium text-ink">
                  {piece.text}
                </mark>
              ) : (
                piece.text
              ),
            )}
          </span>
        </span>
      </button>
    </li>
  );
}

/** What the search says about its results: how many, none, or that it failed. */
function useSearchStatus(search: ReturnType<typeof useChatSearch>, q: string, count: number) {
  const t = useT();
  if (!q.trim()) return t('teamwork.chat.searchHint');
  if (search.isPending) return t('teamwork.chat.searching');
  if (search.isError) return t('teamwork.chat.searchFailed');
  if (count === 0) return t('teamwork.chat.searchNone', { q: q.trim() });
  return search.hasNextPage ? t('teamwork.chat.searchSome', { count }) : t('teamwork.chat.searchFound', { count });
}

/**
 * Over the history: a search of the room's messages as the member types (after a pause), newest first, with
 * "More results"; a result chosen goes to that message in the history. Escape closes it.
 */
export function ChatSearch({ room, currentUserId, onClose, onPick }: ChatSearchProps) {
  const t = useT();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [q, setQ] = useState('');
  const [text, setText] = useDebouncedText(q, setQ);
  const search = useChatSearch(room, q);
  const results = search.data?.pages.flatMap((page) => page.messages) ?? [];
  const status = useSearchStatus(search, q, results.length);

  useEffect(() => inputRef.current?.focus(), []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    // Escape closes the search, not the dialog around the chat (nor, in the field, just empties it).
    event.preventDefault();
    event.stopPropagation();
    onClose();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere in the search closes it.
    <div
      onKeyDown={handleKeyDown}
      className="absolute inset-0 z-20 flex flex-col rounded-lg border border-line bg-white p-3 shadow-sm"
    >
      <search>
        <form
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setQ(text);
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {t('teamwork.chat.searchLabel')}
          </label>
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              value={text}
              maxLength={CHAT_SEARCH_MAX}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('teamwork.chat.searchPlaceholder')}
              // Close (beside it) is the one way out; the browser's own clear button would be a second X.
              className={`${controlClass(false)} pl-9 [&::-webkit-search-cancel-button]:appearance-none`}
            />
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('teamwork.chat.closeSearch')}
            title={t('teamwork.chat.closeSearch')}
            className="shrink-0 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-ink"
          >
            <X aria-hidden className="h-5 w-5" />
          </button>
        </form>
      </search>
      <p role="status" className={`mt-2 px-1 text-xs ${search.isError ? 'text-red-700' : 'text-muted'}`}>
        {status}
      </p>
      <div className="mt-1 min-h-0 flex-1 overflow-y-auto">
        {results.length > 0 && (
          <ul aria-label={t('teamwork.chat.searchResults')} className="divide-y divide-line">
            {results.map((message) => (
              <SearchResult
                key={message._id}
                message={message}
                q={q}
                isOwn={message.sender._id === currentUserId}
                onPick={() => onPick(message._id)}
              />
            ))}
          </ul>
        )}
        {search.hasNextPage && (
          <div className="mt-2 flex justify-center">
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              onClick={() => void search.fetchNextPage()}
              isLoading={search.isFetchingNextPage}
            >
              {t('teamwork.chat.moreResults')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
