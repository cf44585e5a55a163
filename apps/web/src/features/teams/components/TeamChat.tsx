import { lazy, Suspense } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { ChatPanelSkeleton } from './ChatSkeleton.tsx';
import type { TeamChatRoomProps } from './TeamChatRoom.tsx';

// The chat (history, composer, live session) is a chunk of its own, fetched as a chat opens: a page with a Chat
// button carries only this dialog's frame.
const loadTeamChat = () => import('./TeamChatRoom.tsx');
const TeamChatRoom = lazy(() => loadTeamChat().then((module) => ({ default: module.TeamChatRoom })));

/** Fetches the chat's code ahead of a click: a pointer over, or focus on, a button that opens a chat. */
export const preloadTeamChat = () => void loadTeamChat();

type TeamChatProps = TeamChatRoomProps & { title: string; isOpen: boolean; onClose: () => void };

/** A team's live chat in its dialog: a project's (Build Room) or a problem team's. */
export function TeamChat({ title, isOpen, onClose, ...room }: TeamChatProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title} size="4xl">
      <Suspense fallback={<ChatPanelSkeleton />}>
        <TeamChatRoom {...room} />
      </Suspense>
    </Modal>
  );
}
