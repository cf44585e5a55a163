import { useT } from '../lib/i18n.ts';
import { DialogActions } from './DialogActions.tsx';
import { Modal } from './Modal.tsx';

type ConfirmDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  isPending?: boolean;
  /** Where focus goes once the dialog closes, when the button that opened it is gone (see Modal). */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

/** A yes/no question before something that cannot be undone; the confirm button is the danger one. */
export function ConfirmDialog({
  isOpen,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel,
  cancelLabel,
  isPending = false,
  returnFocusTo,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title} returnFocusTo={returnFocusTo}>
      <p className="text-sm text-slate-700">{message}</p>
      <DialogActions
        cancelLabel={cancelLabel ?? t('common.dialog.keepIt')}
        onCancel={onClose}
        confirmLabel={confirmLabel}
        isPending={isPending}
        variant="danger"
        onConfirm={onConfirm}
        className="mt-6"
      />
    </Modal>
  );
}
