import { useMemo } from 'react';
import { useOnlineUsers } from '../../../lib/realtime.ts';
import { type ChatRoom, useChatRoom } from '../api/use-chat-room.ts';
import { ChatModal, type ChatTimeFallback } from './ChatModal.tsx';

type TeamChatProps = {
  room: ChatRoom;
  title: string;
  /** The whole team, owner included: the header counts them and those online. */
  memberIds: readonly string[];
  currentUserId: string;
  isOpen: boolean;
  onClose: () => void;
  timeFallback?: ChatTimeFallback;
};

/** A team's live chat in its dialog: a project's (Build Room) or a problem team's. */
export function TeamChat({ room, title, memberIds, currentUserId, isOpen, onClose, timeFallback }: TeamChatProps) {
  const chat = useChatRoom(room, isOpen);
  const online = useOnlineUsers(memberIds);
  // Teams formed before a block stay whole: a blocked teammate's messages are only folded away for the reader.
  const messages = useMemo(() => {
    const blocked = new Set(chat.blockedSenderIds);
    if (blocked.size === 0) return chat.messages;
    return chat.messages.map((message) =>
      blocked.has(message.sender._id) ? { ...message, isFromBlocked: true } : message,
    );
  }, [chat.messages, chat.blockedSenderIds]);
  return (
    <ChatModal
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      memberCount={memberIds.length}
      onlineCount={memberIds.filter((id) => online.has(id)).length}
      liveState={chat.liveState}
      onReconnect={chat.reconnect}
      timeFallback={timeFallback}
      messages={messages}
      currentUserId={currentUserId}
      onSend={chat.send}
      isLoading={chat.isLoading}
      isError={chat.error !== null}
      onRetry={chat.retry}
      hasOlder={chat.olderCursor !== null}
      isLoadingOlder={chat.isLoadingOlder}
      onLoadOlder={chat.loadOlder}
    />
  );
}
