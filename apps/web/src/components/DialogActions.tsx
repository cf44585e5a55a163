import type { ReactNode } from 'react';
import { Button } from './Button.tsx';

type DialogActionsProps = {
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: ReactNode;
  isPending: boolean;
  /** What the confirm button does; a form's submit button when left out. */
  onConfirm?: () => void;
  variant?: 'primary' | 'danger';
  className?: string;
};

const ROW = 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end';

/** A dialog's last row: cancel, and the action it is for (first on a phone, under the thumb). */
export function DialogActions({
  cancelLabel,
  onCancel,
  confirmLabel,
  isPending,
  onConfirm,
  variant = 'primary',
  className,
}: DialogActionsProps) {
  return (
    <div className={className ? `${className} ${ROW}` : ROW}>
      <Button variant="secondary" onClick={onCancel} disabled={isPending}>
        {cancelLabel}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} variant={variant} onClick={onConfirm} isLoading={isPending}>
        {confirmLabel}
      </Button>
    </div>
  );
}
