import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useBlockState, useSetBlocked } from '../api/block-member.ts';

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
        toast.success(t(isBlocked ? 'profile.block.done' : 'profile.block.undone', { name: name }));
      },
      onError: () => toast.error(t('profile.block.failed')),
    });
  }

  if (data.isBlocked) {
    return (
      <Button variant="secondary" aria-pressed isLoading={change.isPending} onClick={() => handleChange(false)}>
        {!change.isPending && <Ban aria-hidden className="h-4 w-4" />}
        {t('profile.block.unblock')}
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
        {t('profile.block.button')}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        onConfirm={() => handleChange(true)}
        title={t('profile.block.confirmTitle', { name: name })}
        message={t('profile.block.confirmText')}
        confirmLabel={t('profile.block.confirm')}
        cancelLabel={t('profile.block.cancel')}
        isPending={change.isPending}
      />
    </>
  );
}
