import { Search, Users, WifiOff } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { ChatLiveState } from '../api/use-chat-room.ts';
import { ChatComposer, type ChatComposerProps } from './ChatComposer.tsx';
import type { ChatHistoryProps } from './ChatHistory.tsx';
import { ChatHistoryArea } from './ChatHistoryArea.tsx';
import type { ChatModalMessage } from './chat-list-types.ts';
import { TypingLine } from './TypingLine.tsx';

// The panel holds the answer being written (`replyTo`): the history's Reply sets it, the composer quotes it.
export type ChatPanelProps = Omit<ChatHistoryProps, 'onReply'> &
  Omit<ChatComposerProps, 'replyTo' | 'onCancelReply'> & {
    /** The team's size, said above the history; a direct conversation, of two, leaves it out. */
    memberCount?: number;
    /** Team members online now, shown beside the member count when known. */
    onlineCount?: number;
    /** How the chat hears of new messages; a lost link is said above the history. */
    liveState?: ChatLiveState;
    /** Tries the lost link again; offered while the chat is offline. */
    onReconnect?: (() => void) | undefined;
    /** Shown where the composer would be, instead of it: why the reader cannot write here, or not yet. */
    composerSlot?: ReactNode;
    /** Its height: a dialog's by default; a page's pane gives its own. */
    className?: string;
    /** After a jump to an older message: back to the newest, live again. */
    onJumpToLatest?: (() => void) | undefined;
  };

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

/**
 * A room's chat: who is in it, the history and the composer. In a dialog (team chats) it is mounted only while the
 * dialog is open, so closing clears the draft; a direct conversation's page shows it inline.
 */
export function ChatPanel({
  memberCount,
  onlineCount,
  liveState = 'live',
  onReconnect,
  onSend,
  composerSlot,
  className = 'h-[min(38rem,calc(100dvh-9rem))]',
  room,
  onJumpToLatest,
  ...history
}: ChatPanelProps) {
  const t = useT();
  const [replyTo, setReplyTo] = useState<ChatModalMessage | null>(null);
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const { currentUserId, people } = history;
  return (
    <div className={`flex flex-col ${className}`}>
      {(memberCount !== undefined || room) && (
        <div className="-mt-2 mb-3 flex min-h-8 items-center gap-2">
          {memberCount !== undefined && <MemberLine memberCount={memberCount} onlineCount={onlineCount} />}
          {room && (
            <Button
              ref={searchButtonRef}
              variant="ghost"
              className="ml-auto px-2.5 py-1.5"
              aria-expanded={isSearchOpen}
              onClick={() => setIsSearchOpen(true)}
            >
              <Search aria-hidden className="h-4 w-4" />
              {t('teamwork.chat.search')}
            </Button>
          )}
        </div>
      )}
      <LiveNotice liveState={liveState} onReconnect={onReconnect} />
      <ChatHistoryArea
        {...history}
        room={room}
        onReply={setReplyTo}
        isSearchOpen={isSearchOpen}
        onCloseSearch={(isPicked) => {
          setIsSearchOpen(false);
          if (!isPicked) searchButtonRef.current?.focus();
        }}
        onJumpToLatest={onJumpToLatest}
      />
      {room && <TypingLine room={room} currentUserId={currentUserId} lastMessage={history.messages.at(-1)} />}
      {composerSlot ?? (
        <ChatComposer
          onSend={onSend}
          room={room}
          people={people}
          currentUserId={currentUserId}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
        />
      )}
    </div>
  );
}

/** How many are in the room, and how many of them are online now. */
function MemberLine({ memberCount, onlineCount }: { memberCount: number; onlineCount?: number | undefined }) {
  const t = useT();
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
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
  );
}
