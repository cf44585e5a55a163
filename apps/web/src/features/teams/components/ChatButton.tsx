import type { ChatRoomRef } from '@skillsync/shared';
import { MessageSquare } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../../components/Button.tsx';
import { CountBadge } from '../../../components/CountBadge.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useRoomUnread } from '../api/chat-unread.ts';
import { preloadTeamChat } from './TeamChat.tsx';

type ChatButtonProps = Omit<ComponentProps<'button'>, 'children'> & { room: ChatRoomRef; label: string };

/**
 * A button that opens a team's chat, with how many of its messages the member has not read (words: `teamwork`). A
 * pointer over it or focus on it starts fetching the chat's code.
 */
export function ChatButton({ room, label, ...button }: ChatButtonProps) {
  const t = useT();
  const unread = useRoomUnread(room);
  return (
    <Button
      variant="secondary"
      aria-haspopup="dialog"
      onPointerEnter={preloadTeamChat}
      onFocus={preloadTeamChat}
      {...button}
    >
      <MessageSquare aria-hidden className="h-4 w-4" /> {label}
      <CountBadge count={unread} label={t('teamwork.chat.unread', { count: unread })} />
    </Button>
  );
}
