import { z } from 'zod';
import { Removal } from './moderation.schemas.ts';
import { NextCursor } from './pagination.schemas.ts';

// A team's chat (a Build Room's, or a problem's collaborators').

export const ChatMessage = z.object({
  _id: z.string(),
  sender: z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() }),
  content: z.string(),
  createdAt: z.string(),
  /**
   * The message's number in its team's conversation, 1, 2, 3… in the order the messages were stored: a client that
   * holds every number up to n asks for what follows the message numbered n, and a jump in the numbers is a gap.
   */
  seq: z.number().int(),
  /**
   * Moderators removed it: it keeps its place (and number) in the conversation, its content empty for everyone but
   * its sender, who reads it with `removal`, why.
   */
  removed: z.boolean(),
  removal: Removal.nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatMessageList = z.object({
  messages: z.array(ChatMessage),
  nextCursor: NextCursor,
  /**
   * Of the team and these messages' senders, the members the reader blocked: their messages, these and those that
   * arrive live, show collapsed to the reader (the team stays as it was).
   */
  blockedSenderIds: z.array(z.string()),
});
export type ChatMessageList = z.infer<typeof ChatMessageList>;
