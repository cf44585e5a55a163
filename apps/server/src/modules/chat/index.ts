/**
 * The chat module's public entry: the messages of every room, a team's (a project's, or a problem's
 * collaborators') and a direct conversation between two members, with their reads, reactions, replies, edits,
 * attachments and search. Teams says who may be in a team's room; chat keeps what is said there.
 */

export { deleteUnsentAttachmentsOf, findAttachmentsBy } from './attachments.repository.ts';
export { findMessagesBy } from './chat.repository.ts';
export { chatRoutes, MESSAGES_PER_MINUTE } from './chat.routes.ts';
export { sendRoomMessage } from './chat.service.ts';
export { findConversationsOf, findDirectClaimsThatHold } from './conversations.repository.ts';
export { conversationsRoutes } from './conversations.routes.ts';
export { announceMessageChange, changeMessageInRoom, type MessageChange } from './message-actions.service.ts';
export { authorizeRoom, type ChatRoom, realtimeRoomOf } from './rooms.ts';
