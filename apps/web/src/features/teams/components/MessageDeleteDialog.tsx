import { useState } from 'react';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMemberName } from '../../../lib/member-name.ts';
import { deleteChatMessage } from '../api/chat-actions.ts';
import type { ChatListSettings, ChatModalMessage } from './chat-list-types.ts';

type MessageDeleteDialogProps = {
  message: ChatModalMessage;
  isOwn: boolean;
  chat: ChatListSettings;
  isOpen: boolean;
  onClose: () => void;
  /** The Delete button is gone with the message's text: focus goes to the message. */
  returnFocusTo: () => HTMLElement | null;
};

/**
 * Asks before deleting a message (the reader's own, or anyone's in a room they own); a refusal is said in the
 * dialog, which stays open to try again.
 */
export function MessageDeleteDialog({
  message,
  isOwn,
  chat,
  isOpen,
  onClose,
  returnFocusTo,
}: MessageDeleteDialogProps) {
  const t = useT();
  const nameOf = useMemberName();
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleConfirm() {
    setIsPending(true);
    setError(null);
    try {
      const deleted = await deleteChatMessage(message._id);
      onClose();
      chat.onReceive?.(deleted);
    } catch (failure) {
      setError(errorMessage(failure, t('teamwork.chat.deleteFailed')));
    } finally {
      setIsPending(false);
    }
  }

  function handleClose() {
    setError(null);
    onClose();
  }

  return (
    <Modal isOpen={isOpen} onClose={handleClose} title={t('teamwork.chat.deleteTitle')} returnFocusTo={returnFocusTo}>
      <p className="text-sm text-slate-700">
        {isOwn
          ? t('teamwork.chat.deleteOwnText')
          : t('teamwork.chat.deleteOthersText', { name: nameOf(message.sender) })}
      </p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <DialogActions
        cancelLabel={t('common.dialog.keepIt')}
        onCancel={handleClose}
        confirmLabel={t('teamwork.chat.deleteConfirm')}
        isPending={isPending}
        variant="danger"
        onConfirm={() => void handleConfirm()}
        className="mt-6"
      />
    </Modal>
  );
}
