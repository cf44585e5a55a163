import { MessagesSquare } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/Button.tsx';
import { EmptyState, ErrorState } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import {
  ChatMessageList,
  type ChatMessageListProps,
  type ChatModalMessage,
  type ChatTimeFallback,
} from './ChatMessageList.tsx';
import { ChatSkeleton } from './ChatSkeleton.tsx';

/** What the list does with each message, and what it knows of the room: passed to it as given. */
type ChatListProps = Pick<
  ChatMessageListProps,
  'people' | 'readSeq' | 'canDeleteAny' | 'onReply' | 'onJumpTo' | 'onReceive'
>;

export type ChatHistoryProps = ChatListProps & {
  timeFallback?: ChatTimeFallback;
  /** Oldest first. */
  messages: ChatModalMessage[];
  currentUserId: string;
  isLoading?: boolean;
  /** The history failed to load: shown with `onRetry` as a Try again button. */
  isError?: boolean;
  onRetry?: () => void;
  /** Earlier messages exist: a button above the first one loads them. */
  hasOlder?: boolean;
  isLoadingOlder?: boolean;
  onLoadOlder?: () => void;
  /** Told whether the newest message is in view (the history scrolled to its end), as it scrolls and grows. */
  onAtEndChange?: (isAtEnd: boolean) => void;
};

/** How close to the end, in pixels, still counts as reading the newest message. */
const NEAR_END_PX = 80;
const isAtEndOf = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight < NEAR_END_PX;

/** The room's history, scrolled to the newest message, with earlier pages loaded above. */
export function ChatHistory({
  messages,
  currentUserId,
  isLoading,
  isError,
  onRetry,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
  timeFallback = 'now',
  onAtEndChange,
  ...list
}: ChatHistoryProps) {
  const t = useT();
  const logRef = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: string | undefined; last?: string | undefined; height: number }>({ height: 0 });

  // A new last message scrolls to it when the reader was at the end or sent it; an older page loaded above
  // keeps the message the reader was looking at in place.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const first = messages[0]?._id;
    const lastMessage = messages.at(-1);
    const before = seen.current;
    if (lastMessage?._id !== before.last) {
      const wasAtEnd = before.height - log.scrollTop - log.clientHeight < NEAR_END_PX;
      if (!before.last || wasAtEnd || lastMessage?.sender._id === currentUserId) log.scrollTop = log.scrollHeight;
    } else if (first !== before.first) {
      log.scrollTop += log.scrollHeight - before.height;
    }
    seen.current = { first, last: lastMessage?._id, height: log.scrollHeight };
    // Messages that fit without scrolling, or that arrive while the reader is at the end, fire no scroll event.
    onAtEndChange?.(isAtEndOf(log));
  }, [messages, currentUserId, onAtEndChange]);

  // The oldest page loaded: its button goes, and keyboard focus with it; the history itself takes focus instead.
  const hadOlder = useRef(hasOlder);
  useLayoutEffect(() => {
    const isFocusLost = !document.activeElement || document.activeElement === document.body;
    if (hadOlder.current && !hasOlder && isFocusLost) logRef.current?.focus();
    hadOlder.current = hasOlder;
  }, [hasOlder]);

  function content() {
    if (isLoading) return <ChatSkeleton />;
    if (isError && messages.length === 0)
      return <ErrorState message={t('teamwork.chat.loadFailed')} onRetry={onRetry} />;
    if (messages.length === 0) {
      return (
        <EmptyState
          icon={MessagesSquare}
          headingLevel={3}
          title={t('teamwork.chat.emptyTitle')}
          text={t('teamwork.chat.emptyText')}
        />
      );
    }
    return (
      <>
        {isError && (
          <div role="alert" className="mb-4 flex flex-wrap items-center justify-center gap-2 text-sm text-red-700">
            <p>{t('teamwork.chat.loadFailed')}</p>
            {onRetry && (
              <Button variant="secondary" className="px-3 py-1" onClick={onRetry}>
                {t('common.tryAgain')}
              </Button>
            )}
          </div>
        )}
        {hasOlder && onLoadOlder && (
          <div className="mb-4 flex justify-center">
            <Button variant="secondary" className="px-3 py-1.5" onClick={onLoadOlder} isLoading={isLoadingOlder}>
              {t('teamwork.chat.loadOlder')}
            </Button>
          </div>
        )}
        <ChatMessageList messages={messages} currentUserId={currentUserId} timeFallback={timeFallback} {...list} />
      </>
    );
  }

  return (
    <div
      ref={logRef}
      role="log"
      aria-label={t('teamwork.chat.log')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the history scrolls; a keyboard must be able to scroll it.
      tabIndex={0}
      onScroll={onAtEndChange && ((event) => onAtEndChange(isAtEndOf(event.currentTarget)))}
      className="min-h-0 flex-1 overflow-y-auto rounded-lg bg-surface p-3 sm:p-4"
    >
      {content()}
    </div>
  );
}
