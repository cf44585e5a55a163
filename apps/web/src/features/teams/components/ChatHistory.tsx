import { MessagesSquare } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/Button.tsx';
import { EmptyState, ErrorState } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { ChatSnapshot } from '../utils/chat-session.ts';
import { ChatArrivals } from './ChatArrivals.tsx';
import {
  ChatMessageList,
  type ChatMessageListProps,
  type ChatModalMessage,
  type ChatTimeFallback,
} from './ChatMessageList.tsx';
import { ChatSkeleton } from './ChatSkeleton.tsx';
import { useHistoryPaging } from './use-history-paging.ts';

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
  /** Earlier messages exist: they load as the reader scrolls up to them, or with the button above the first. */
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

/**
 * The room's history in a scrolling log, opened at the newest message (or where the reader left off); earlier
 * pages load as the reader scrolls up (or with the button above them), later ones after a jump as they scroll down.
 */
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

  const scrolling = useHistoryPaging(logRef, {
    messages,
    hasOlder,
    isLoadingOlder,
    onLoadOlder,
    isError,
    hasNewer,
    isLoadingNewer,
    onLoadNewer,
    onAtEndChange,
  });

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
        {/* Of one height whether earlier messages remain or not, so the rows below do not move when the last page comes. */}
        <div className="mb-4 flex min-h-9 items-center justify-center">
          {hasOlder && onLoadOlder ? (
            <Button variant="secondary" className="px-3 py-1.5" onClick={onLoadOlder} isLoading={isLoadingOlder}>
              {t('teamwork.chat.loadOlder')}
            </Button>
          ) : (
            !hasOlder && <p className="text-xs text-muted">{t('teamwork.chat.historyStart')}</p>
          )}
        </div>
        <ChatMessageList
          messages={messages}
          currentUserId={currentUserId}
          timeFallback={timeFallback}
          jumpTarget={jumpTarget}
          isDetached={hasNewer === true}
          {...list}
        />
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
    <>
      <div
        ref={logRef}
        role="log"
        aria-label={t('teamwork.chat.log')}
        // Its rows come and go as it scrolls: read as they are, not announced. ChatArrivals says what arrives.
        aria-live="off"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the history scrolls; a keyboard must be able to scroll it.
        tabIndex={0}
        {...scrolling}
        className="relative min-h-0 flex-1 overflow-y-auto rounded-lg bg-surface p-3 sm:p-4"
      >
        {content()}
      </div>
      <ChatArrivals messages={messages} currentUserId={currentUserId} isDetached={hasNewer === true} />
    </>
  );
}
