import { CHAT_MESSAGE_MAX } from '@skillsync/shared/constants';
import { Code, Link2, MessagesSquare, SendHorizontal, Users, WifiOff } from 'lucide-react';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/Button.tsx';
import { controlClass } from '../../../components/Field.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import type { ChatLiveState } from '../api/use-chat-room.ts';
import { ChatMessageList, type ChatModalMessage, type ChatTimeFallback } from './ChatMessageList.tsx';

// The message and time-fallback types live with the list that draws them; the modal's users import them here.
export type { ChatModalMessage, ChatTimeFallback } from './ChatMessageList.tsx';

type ChatPanelProps = {
  memberCount: number;
  /** Team members online now, shown beside the member count when known. */
  onlineCount?: number;
  /** How the chat hears of new messages; a lost link is said above the history. */
  liveState?: ChatLiveState;
  /** Tries the lost link again; offered while the chat is offline. */
  onReconnect?: (() => void) | undefined;
  timeFallback?: ChatTimeFallback;
  /** Oldest first. */
  messages: ChatModalMessage[];
  currentUserId: string;
  /** Sends the trimmed text; a rejection keeps the draft and shows the error. */
  onSend: (content: string) => Promise<unknown>;
  isLoading?: boolean;
  /** The history failed to load: shown with `onRetry` as a Try again button. */
  isError?: boolean;
  onRetry?: () => void;
  /** Earlier messages exist: a button above the first one loads them. */
  hasOlder?: boolean;
  isLoadingOlder?: boolean;
  onLoadOlder?: () => void;
};

type ChatModalProps = ChatPanelProps & { isOpen: boolean; onClose: () => void; title: string };

/** How close to the end, in pixels, still counts as reading the newest message. */
const NEAR_END_PX = 80;
const SKELETON_ROWS = [
  { key: 'a', isOwn: false, width: 'w-2/3' },
  { key: 'b', isOwn: true, width: 'w-1/2' },
  { key: 'c', isOwn: false, width: 'w-3/5' },
];

function ChatHistory({
  messages,
  currentUserId,
  isLoading,
  isError,
  onRetry,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
  timeFallback = 'now',
}: Omit<ChatPanelProps, 'memberCount' | 'onlineCount' | 'liveState' | 'onReconnect' | 'onSend'>) {
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
  }, [messages, currentUserId]);

  // The oldest page loaded: its button goes, and keyboard focus with it; the history itself takes focus instead.
  const hadOlder = useRef(hasOlder);
  useLayoutEffect(() => {
    const isFocusLost = !document.activeElement || document.activeElement === document.body;
    if (hadOlder.current && !hasOlder && isFocusLost) logRef.current?.focus();
    hadOlder.current = hasOlder;
  }, [hasOlder]);

  function content() {
    if (isLoading) {
      return (
        <div role="status" aria-label={t('teamwork.chat.loading')} className="space-y-4">
          {SKELETON_ROWS.map(({ key, isOwn, width }) => (
            <div key={key} className={`flex items-end gap-2 ${isOwn ? 'flex-row-reverse' : ''}`}>
              {!isOwn && <Skeleton className="h-8 w-8 shrink-0 rounded-full" />}
              <Skeleton className={`h-14 ${width} rounded-2xl`} />
            </div>
          ))}
        </div>
      );
    }
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
        <ChatMessageList messages={messages} currentUserId={currentUserId} timeFallback={timeFallback} />
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
      className="min-h-0 flex-1 overflow-y-auto rounded-lg bg-surface p-3 sm:p-4"
    >
      {content()}
    </div>
  );
}

/** The link dropped or gave up: the reader learns that new messages may not show until it is back. */
function LiveNotice({ liveState, onReconnect }: { liveState: ChatLiveState; onReconnect?: (() => void) | undefined }) {
  const t = useT();
  if (liveState !== 'reconnecting' && liveState !== 'offline') return null;
  return (
    <div
      role="status"
      className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <WifiOff aria-hidden className="h-4 w-4 shrink-0" />
      <p className="min-w-0 flex-1">
        {t(liveState === 'reconnecting' ? 'teamwork.chat.reconnecting' : 'teamwork.chat.offline')}
      </p>
      {liveState === 'offline' && onReconnect && (
        <Button variant="secondary" className="px-3 py-1" onClick={onReconnect}>
          {t('teamwork.chat.reconnect')}
        </Button>
      )}
    </div>
  );
}

/** The history and the composer; mounted only while the dialog is open, so closing clears the draft. */
function ChatPanel({ memberCount, onlineCount, liveState = 'live', onReconnect, onSend, ...history }: ChatPanelProps) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const [isSending, setIsSending] = useState(false);
  // The toast shows below an open dialog (the dialog sits on top of the page), so the failure is said here too.
  const [sendError, setSendError] = useState<string | null>(null);
  // Blocks a second send in the same tick, before the state above has re-rendered.
  const isSendingRef = useRef(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const hintId = useId();

  async function handleSend() {
    const content = draft.trim();
    if (!content || isSendingRef.current) return;
    isSendingRef.current = true;
    setIsSending(true);
    setSendError(null);
    try {
      await onSend(content);
      setDraft('');
    } catch (error) {
      const message = errorMessage(error, t('messages.sendMessageFailed'));
      toast.error(message);
      setSendError(message);
    } finally {
      isSendingRef.current = false;
      setIsSending(false);
      textareaRef.current?.focus();
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter is a new line; Enter that ends an IME composition (Hindi typing) is neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void handleSend();
  }

  function handleAddLink() {
    const url = window.prompt(t('teamwork.chat.enterUrl'))?.trim();
    if (url) setDraft((text) => (text && !/\s$/.test(text) ? `${text} ${url}` : `${text}${url}`));
    textareaRef.current?.focus();
  }

  /** Adds a sample fenced block on a line of its own, with its placeholder line selected to type over. */
  function handleInsertCode() {
    const sample = t('teamwork.chat.codeSample');
    const before = draft && !draft.endsWith('\n') ? `${draft}\n` : draft;
    flushSync(() => setDraft(`${before}\`\`\`\n${sample}\n\`\`\``));
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.focus();
    textarea.setSelectionRange(before.length + 4, before.length + 4 + sample.length);
  }

  return (
    <div className="flex h-[min(38rem,calc(100dvh-9rem))] flex-col">
      <p className="-mt-2 mb-3 flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
        <Users aria-hidden className="h-4 w-4" />
        <span>{t('teamwork.chat.members', { count: memberCount })}</span>
        {onlineCount !== undefined && onlineCount > 0 && (
          <>
            <span aria-hidden>·</span>
            <span className="inline-flex items-center gap-1">
              <span aria-hidden className="h-2 w-2 rounded-full bg-green-500" />
              {/* The dot and the flex gaps part the two counts on screen; a screen reader hears a comma. */}
              <span className="sr-only">, </span>
              {t('teamwork.chat.online', { count: onlineCount })}
            </span>
          </>
        )}
      </p>
      <LiveNotice liveState={liveState} onReconnect={onReconnect} />
      <ChatHistory {...history} />
      <form
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          void handleSend();
        }}
      >
        {sendError && (
          <p role="alert" className="mb-2 text-sm text-red-700">
            {sendError}
          </p>
        )}
        <label htmlFor={inputId} className="sr-only">
          {t('teamwork.chat.messageLabel')}
        </label>
        <textarea
          ref={textareaRef}
          id={inputId}
          rows={3}
          maxLength={CHAT_MESSAGE_MAX}
          value={draft}
          readOnly={isSending}
          onChange={(event) => {
            setDraft(event.target.value);
            setSendError(null);
          }}
          onKeyDown={handleKeyDown}
          placeholder={t('teamwork.chat.placeholder')}
          aria-describedby={hintId}
          className={`${controlClass(false)} max-h-[120px] min-h-[60px] resize-none`}
        />
        <div className="mt-2 flex items-center gap-1 sm:gap-2">
          <Button variant="ghost" className="px-2.5 py-1.5" onClick={handleAddLink}>
            <Link2 aria-hidden className="h-4 w-4" />
            <span className="sr-only sm:not-sr-only">{t('teamwork.chat.addLink')}</span>
          </Button>
          <Button variant="ghost" className="px-2.5 py-1.5" onClick={handleInsertCode}>
            <Code aria-hidden className="h-4 w-4" />
            <span className="sr-only sm:not-sr-only">{t('teamwork.chat.codeBlock')}</span>
          </Button>
          <p id={hintId} className="hidden min-w-0 flex-1 text-xs text-muted md:block">
            {t('teamwork.chat.hint')}
          </p>
          <Button type="submit" className="ml-auto" isLoading={isSending} disabled={!draft.trim()}>
            {!isSending && <SendHorizontal aria-hidden className="h-4 w-4" />}
            {t('teamwork.chat.send')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/**
 * A team chat in a dialog (spec §2 chat modals): the member count, the history oldest to newest with the reader's
 * own messages on the right, and a composer where Enter sends and Shift+Enter starts a new line. It calls no API:
 * the caller loads the history and sends.
 */
export function ChatModal({ isOpen, onClose, title, ...panel }: ChatModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title} size="4xl">
      <ChatPanel {...panel} />
    </Modal>
  );
}
