import { Modal } from '../../../components/Modal.tsx';
import { ChatPanel, type ChatPanelProps } from './ChatPanel.tsx';

// The message type lives with the list that draws it; the modal's users import it here.
export type { ChatModalMessage } from './ChatMessageList.tsx';

type ChatModalProps = ChatPanelProps & { isOpen: boolean; onClose: () => void; title: string };

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
