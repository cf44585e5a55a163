import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../lib/i18n.ts';

type ModalProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: 'md' | 'lg' | '4xl';
  /**
   * Where focus goes as the dialog closes, when not back to the opener: an action inside may remove the
   * opener (a Mark as completed button on a now completed problem), and focus must not fall to the page.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
};
const WIDTHS = { md: 'max-w-md', lg: 'max-w-2xl', '4xl': 'max-w-4xl' } as const;

/** A native <dialog>: the browser traps focus, closes on Escape and returns focus to the opener. */
export function Modal({ isOpen, onClose, title, children, size = 'md', returnFocusTo }: ModalProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocusToRef = useRef(returnFocusTo);

  useEffect(() => {
    returnFocusToRef.current = returnFocusTo;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) {
      dialog.close();
      returnFocusToRef.current?.()?.focus();
    }
  }, [isOpen]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape is the native keyboard equivalent.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // React passes a dialog's close up its tree: a dialog opened inside this one (a chat message's Delete or
      // Report) closing must not close this one too.
      onClose={(event) => {
        if (event.target === ref.current) onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${WIDTHS[size]} rounded-lg border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-slate-900/50`}
    >
      {isOpen && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.dialog.close')}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100"
            >
              <X aria-hidden className="h-5 w-5" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
