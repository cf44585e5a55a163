import { type ReactNode, useMemo, useState } from 'react';
import { useOnlineUsers } from '../../../lib/realtime.ts';
import { type ChatRoom, useChatRoom } from '../api/use-chat-room.ts';
import { useChatRoomInfo } from '../api/use-chat-room-info.ts';
import { useMarkChatRead } from '../api/use-mark-chat-read.ts';
import type { ChatTimeFallback } from './ChatMessageList.tsx';
import { ChatPanel } from './ChatPanel.tsx';

export type TeamChatRoomProps = {
  room: ChatRoom;
  /**
   * The whole team, owner included: the header counts them and those online. Without it (a chat opened from a
   * list of rooms) the room's own people, once read, stand for the team.
   */
  memberIds?: readonly string[] | undefined;
  currentUserId: string;
  /** Who owns the room (a project's owner, a problem's author): they may delete anyone's message. */
  ownerId?: string | undefined;
  timeFallback?: ChatTimeFallback | undefined;
  /** Shown instead of the composer (a direct conversation's request to answer, why one cannot write there). */
  composerSlot?: ReactNode;
  /** The panel's height where it is not a dialog's (a page's pane). */
  className?: string;
};

/**
 * An open team chat's panel (a direct conversation's too, on its page): the room's history live, who is online,
 * the composer; read up to the newest message while the member is at the end of it. Its own chunk with everything
 * under it (TeamChat.tsx loads it as the chat opens), mounted only while the dialog is open.
 */
export function TeamChatRoom({ room, memberIds, currentUserId, ownerId, timeFallback, ...pane }: TeamChatRoomProps) {
  const chat = useChatRoom(room, true);
  const info = useChatRoomInfo(room);
  const team = useMemo(() => memberIds ?? info.people.map((person) => person._id), [memberIds, info.people]);
  const online = useOnlineUsers(team);
  const [isAtEnd, setIsAtEnd] = useState(true);
  // A page of history jumped to (a search result) ends before the room's newest: the messages between are unseen.
  const isAtNewest = isAtEnd && !chat.isDetached;
  useMarkChatRead(room, { messages: chat.messages, currentUserId, readSeq: info.readSeq, isAtEnd: isAtNewest });
  // Teams formed before a block stay whole: a blocked teammate's messages are only folded away for the reader.
  const messages = useMemo(() => {
    const blocked = new Set(chat.blockedSenderIds);
    if (blocked.size === 0) return chat.messages;
    return chat.messages.map((message) =>
      blocked.has(message.sender._id) ? { ...message, isFromBlocked: true } : message,
    );
  }, [chat.messages, chat.blockedSenderIds]);
  return (
    <ChatPanel
      {...pane}
      // Two people in a direct conversation: its page names the other, and says whether they are online. A chat
      // opened without its team (the dashboard's unread list) says the count once the room's people are read.
      memberCount={room.kind === 'direct' || team.length === 0 ? undefined : team.length}
      onlineCount={team.filter((id) => online.has(id)).length}
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
      onAtEndChange={setIsAtEnd}
      people={info.people}
      readSeq={info.readSeq}
      canDeleteAny={ownerId === currentUserId}
      onReceive={chat.receive}
      room={room}
      onJumpTo={chat.jumpTo}
      jumpTarget={chat.jumpTarget}
      hasNewer={chat.isDetached}
      isLoadingNewer={chat.isLoadingNewer}
      onLoadNewer={chat.loadNewer}
      onJumpToLatest={chat.jumpToLatest}
    />
  );
}
