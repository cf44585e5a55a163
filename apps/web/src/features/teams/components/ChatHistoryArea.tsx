import type { ChatRoomRef } from '@skillsync/shared';
import { ArrowDown } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { ChatHistory, type ChatHistoryProps } from './ChatHistory.tsx';
import { ChatSearch } from './ChatSearch.tsx';

export type ChatHistoryAreaProps = ChatHistoryProps & {
  room?: ChatRoomRef | undefined;
  isSearchOpen: boolean;
  /** Closes the search; `isPicked`: a result was chosen, and focus goes to it rather than back to Search. */
  onCloseSearch: (isPicked: boolean) => void;
  /** After a jump: back to the newest messages, live again. */
  onJumpToLatest?: (() => void) | undefined;
};

/**
 * The history, with what lies over it: the search (a result chosen goes to its message), and after a jump away
 * from the newest messages, Jump to latest.
 */
export function ChatHistoryArea({
  room,
  isSearchOpen,
  onCloseSearch,
  onJumpToLatest,
  ...history
}: ChatHistoryAreaProps) {
  const t = useT();
  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <ChatHistory {...history} />
      {history.hasNewer && onJumpToLatest && !isSearchOpen && (
        <Button
          variant="secondary"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 px-3 py-1.5 shadow-md"
          onClick={onJumpToLatest}
        >
          <ArrowDown aria-hidden className="h-4 w-4" />
          {t('teamwork.chat.jumpToLatest')}
        </Button>
      )}
      {isSearchOpen && room && (
        <ChatSearch
          room={room}
          currentUserId={history.currentUserId}
          onClose={() => onCloseSearch(false)}
          onPick={(messageId) => {
            onCloseSearch(true);
            history.onJumpTo?.(messageId);
          }}
        />
      )}
    </div>
  );
}
