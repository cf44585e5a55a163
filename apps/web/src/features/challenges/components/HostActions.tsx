import type { ChallengeDetail } from '@skillsync/shared';
import { Lock, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteChallenge } from '../api/challenge-writes.ts';

/** Edit and delete, for the host and only while nobody has joined (then the challenge is locked). */
export function HostActions({ challenge }: { challenge: ChallengeDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const deletion = useDeleteChallenge(challenge._id);
  const [isConfirmOpen, setConfirmOpen] = useState(false);

  if (challenge.participants > 0) {
    return (
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <Lock aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-muted" /> {t('messages.challengeLocked')}
      </p>
    );
  }

  async function handleDelete() {
    try {
      await deletion.mutateAsync();
      toast.success(t('messages.challengeDeleted'));
      await navigate('/challenges', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, t('challenges.hostActions.deleteFailed')));
      setConfirmOpen(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Link to={`/challenges/${challenge._id}/edit`} className={buttonClass('secondary', 'px-3')}>
        <Pencil aria-hidden className="h-4 w-4" /> {t('challenges.hostActions.edit')}
      </Link>
      <Button variant="danger-ghost" className="px-3" onClick={() => setConfirmOpen(true)}>
        <Trash2 aria-hidden className="h-4 w-4" /> {t('challenges.hostActions.delete')}
      </Button>
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => void handleDelete()}
        title={t('challenges.hostActions.deleteTitle')}
        message={t('challenges.hostActions.deleteMessage', { title: challenge.title })}
        confirmLabel={t('challenges.hostActions.deleteConfirm')}
        isPending={deletion.isPending}
      />
    </div>
  );
}
