import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useBlockState, useSetBlocked } from '../lib/block-member.ts';
import { loadNamespaces, useT } from '../lib/i18n.ts';
import { toast } from '../lib/toast.ts';
import { Button } from './Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

// Loaded for members only (BlockButton.tsx); its words, beside the Report button's, come with it.
await loadNamespaces(['reports']);

type BlockControlProps = { userId: string; name: string };

/**
 * Block, after a dialog that says what blocking does and that the member is not told; or Unblock at once (nothing
 * to regret: they are simply free to reach you again).
 */
export function BlockControl({ userId, name }: BlockControlProps) {
  const t = useT();
  const { data } = useBlockState(userId);
  const change = useSetBlocked(userId);
  const [isConfirming, setIsConfirming] = useState(false);
  if (!data) return null;

  function handleChange(isBlocked: boolean) {
    change.mutate(isBlocked, {
      onSuccess: () => {
        setIsConfirming(false);
        toast.success(t(isBlocked ? 'reports.block.done' : 'reports.block.undone', { name: name }));
      },
      onError: () => toast.error(t('reports.block.failed')),
    });
  }

  if (data.isBlocked) {
    return (
      <Button variant="secondary" aria-pressed isLoading={change.isPending} onClick={() => handleChange(false)}>
        {!change.isPending && <Ban aria-hidden className="h-4 w-4" />}
        {t('reports.block.unblock')}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        className="px-2.5 text-slate-600"
        aria-haspopup="dialog"
        onClick={() => setIsConfirming(true)}
      >
        <Ban aria-hidden className="h-4 w-4" />
        {t('reports.block.button')}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        onConfirm={() => handleChange(true)}
        title={t('reports.block.confirmTitle', { name: name })}
        message={t('reports.block.confirmText')}
        confirmLabel={t('reports.block.confirm')}
        cancelLabel={t('reports.block.cancel')}
        isPending={change.isPending}
      />
    </>
  );
}
