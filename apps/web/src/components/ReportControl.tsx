import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { loadNamespaces, useT } from '../lib/i18n.ts';
import { Button } from './Button.tsx';
import type { ReportTarget } from './ReportDialog.tsx';

// Loaded for members only (ReportButton.tsx); its words come with it.
await loadNamespaces(['reports', 'messages']);

// The dialog is a form, and a form brings the API's schemas (zod): they load when a member means to report.
const loadDialog = () => import('./ReportDialog.tsx');
const ReportDialog = lazy(() => loadDialog().then((module) => ({ default: module.ReportDialog })));

/**
 * The low-key Report button and the dialog it opens; `isCompact`, a small flag named by its label alone (a chat
 * message's), which shows on hover or keyboard focus where there is a mouse and always on a touch screen.
 */
export function ReportControl({ isCompact = false, ...target }: ReportTarget & { isCompact?: boolean }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  // Once opened, the dialog stays mounted, so closing it is the native dialog's own (focus back on the button).
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        className={
          isCompact
            ? 'p-1 text-slate-500 pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100 pointer-fine:group-focus-within:opacity-100'
            : 'px-2.5 text-slate-600'
        }
        aria-haspopup="dialog"
        aria-label={isCompact ? t(`reports.dialog.title.${target.type}`) : undefined}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <Flag aria-hidden className={isCompact ? 'h-3.5 w-3.5' : 'h-4 w-4'} />
        {!isCompact && t('reports.button')}
      </Button>
      {hasOpened && (
        <Suspense>
          <ReportDialog isOpen={isOpen} onClose={() => setIsOpen(false)} target={target} />
        </Suspense>
      )}
    </>
  );
}
