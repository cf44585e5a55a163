import type { ChatMessage as StoredMessage } from '@skillsync/shared';
import type { ChatMessage } from '../utils/chat-messages.ts';
import type { ChatMentions } from './ChatMessageBody.tsx';

/** A message as the chat shows it: a room's (team or direct) from history, a send's answer or a live event. */
export type ChatModalMessage = ChatMessage & {
  /** From a member the reader blocked: folded away until the reader asks to see it. */
  isFromBlocked?: boolean;
};

/** What a message without a time shows, as the spec words it: 'Now' in the project chat, 'Just now' in the team's. */
export type ChatTimeFallback = 'now' | 'justNow';

/** What every message of one list shares: who reads, what they may do, and where an action's answer goes. */
export type ChatListSettings = {
  currentUserId: string;
  timeFallback: ChatTimeFallback;
  mentions: ChatMentions;
  /** The reader owns the room: they may delete anyone's message. */
  canDeleteAny: boolean;
  /** Starts an answer to the message (the composer quotes it); no Reply without it. */
  onReply?: ((message: ChatModalMessage) => void) | undefined;
  /** Merges an action's answer into the open chat; no Edit, Delete or reactions without it. */
  onReceive?: ((message: StoredMessage) => void) | undefined;
  /** The list's messages by id: a reply's quote follows its original's later edits and deletion. */
  messageById: ReadonlyMap<string, ChatModalMessage>;
  /** Shows the message (scrolled to, highlighted, focused), loading it first when it is not in the list. */
  jumpTo: (messageId: string) => void;
  /** Messages of blocked members the reader chose to see (kept by the list, as rows come and go while it scrolls). */
  shownBlocked: ReadonlySet<string>;
  showBlocked: (messageId: string) => void;
};
