import { MessagesSquare } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/Button.tsx';
import { EmptyState, ErrorState } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { ChatSnapshot } from '../utils/chat-session.ts';
import {
  ChatMessageList,
  type ChatMessageListProps,
  type ChatModalMessage,
  type ChatTimeFallback,
} from './ChatMessageList.tsx';
import { ChatSkeleton } from './ChatSkeleton.tsx';
import { useJumpTarget } from './use-jump-target.ts';

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
  /**
   * After a jump, later messages exist below the last one held: scrolling to the end (or a button there) loads
   * them, and they never pull the history down to the end.
   */
  hasNewer?: boolean | undefined;
  isLoadingNewer?: boolean | undefined;
  onLoadNewer?: (() => void) | undefined;
  /** The message a jump brings into view and highlights (null: the newest). */
  jumpTarget?: ChatSnapshot['jumpTarget'] | undefined;
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
  hasNewer,
  isLoadingNewer,
  onLoadNewer,
  jumpTarget,
  ...list
}: ChatHistoryProps) {
  const t = useT();
  const logRef = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: string | undefined; last?: string | undefined; height: number; hadNewer?: boolean }>({
    height: 0,
  });

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
      // A later page loaded below (after a jump) stays below, for the reader to scroll to.
      const isNewer = before.hadNewer === true;
      if (!before.last || (!isNewer && (wasAtEnd || lastMessage?.sender._id === currentUserId)))
        log.scrollTop = log.scrollHeight;
    } else if (first !== before.first) {
      log.scrollTop += log.scrollHeight - before.height;
    }
    seen.current = { first, last: lastMessage?._id, height: log.scrollHeight, hadNewer: hasNewer === true };
    // Messages that fit without scrolling, or that arrive while the reader is at the end, fire no scroll event.
    onAtEndChange?.(isAtEndOf(log));
  }, [messages, currentUserId, onAtEndChange, hasNewer]);
  useJumpTarget(logRef, jumpTarget, messages);

  function handleScroll(log: HTMLElement) {
    const isAtEnd = isAtEndOf(log);
    onAtEndChange?.(isAtEnd);
    if (isAtEnd && hasNewer && !isLoadingNewer) onLoadNewer?.();
  }

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
        {hasNewer && onLoadNewer && (
          <div className="mt-4 flex justify-center">
            <Button variant="secondary" className="px-3 py-1.5" onClick={onLoadNewer} isLoading={isLoadingNewer}>
              {t('teamwork.chat.loadNewer')}
            </Button>
          </div>
        )}
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
      onScroll={(event) => handleScroll(event.currentTarget)}
      className="min-h-0 flex-1 overflow-y-auto rounded-lg bg-surface p-3 sm:p-4"
    >
      {content()}
    </div>
  );
}
