import type { ChallengeSummary } from '@skillsync/shared';
import { LogIn, UserPlus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useJoinChallenge } from '../api/challenge-writes.ts';

type JoinChallengeButtonProps = {
  challenge: Pick<ChallengeSummary, '_id'>;
  /** From the list: the challenge's page opens once joined. On that page, it simply shows the new state. */
  opensChallenge?: boolean;
  className?: string;
};

/**
 * Join Challenge: visitors sign in first and come back to the challenge; members join at once. Someone who had
 * already joined (a list loaded before they did) is simply taken to the challenge.
 */
export function JoinChallengeButton({ challenge, opensChallenge = false, className = '' }: JoinChallengeButtonProps) {
  const t = useT();
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const joining = useJoinChallenge(challenge._id);
  const path = `/challenges/${challenge._id}`;

  if (!isAuthenticated) {
    return (
      <Link to="/login" state={{ from: path }} className={buttonClass('primary', className)}>
        <LogIn aria-hidden className="h-4 w-4" /> {t('challenges.actions.join')}
      </Link>
    );
  }

  async function handleJoin() {
    try {
      await joining.mutateAsync();
      toast.success(t('messages.challengeJoined'));
      if (opensChallenge) await navigate(path);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'alreadyJoinedChallenge') {
        await navigate(path);
        return;
      }
      toast.error(errorMessage(error, t('challenges.actions.joinFailed')));
    }
  }

  return (
    <Button className={className} onClick={() => void handleJoin()} isLoading={joining.isPending}>
      <UserPlus aria-hidden className="h-4 w-4" /> {t('challenges.actions.join')}
    </Button>
  );
}
