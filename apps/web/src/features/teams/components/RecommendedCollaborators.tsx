import type { Recommendation } from '@skillsync/shared';
import { Check, UserPlus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { Card, EmptyState } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { type MatchedWork, useInviteRecommended, useWorkRecommendations } from '../api/recommendations.ts';
import { RecommendationList, ViewProfileLink } from './RecommendationCard.tsx';

type InviteButtonProps = {
  projectId: string;
  recommendation: Recommendation;
  isInvited: boolean;
  onInvited: () => void;
};

/**
 * Invites the member to the project. While sending and once sent it stays where it is, aria-disabled rather than
 * disabled, so keyboard focus is not lost; then it says the member is invited.
 */
function InviteButton({ projectId, recommendation, isInvited, onInvited }: InviteButtonProps) {
  const t = useT();
  const invite = useInviteRecommended(projectId);
  const { name } = recommendation.user;

  async function handleInvite() {
    if (isInvited || invite.isPending) return;
    try {
      await invite.mutateAsync(recommendation.user._id);
      onInvited();
      toast.success(t('matching.panel.inviteSent', { name }));
    } catch (error) {
      toast.error(errorMessage(error, t('matching.panel.inviteFailed')));
    }
  }

  if (isInvited) {
    return (
      <Button
        variant="secondary"
        aria-disabled
        aria-label={t('matching.card.invitedLabel', { name })}
        className="w-full px-3 py-1.5"
      >
        {/* Its own colour: the button's aria-disabled grey is for actions not yet possible, this one is done. */}
        <span className="inline-flex items-center gap-2 text-green-800">
          <Check aria-hidden className="h-4 w-4" /> {t('matching.card.invited')}
        </span>
      </Button>
    );
  }
  return (
    <Button
      aria-disabled={invite.isPending}
      aria-label={t('matching.card.inviteLabel', { name })}
      className="w-full px-3 py-1.5"
      onClick={() => void handleInvite()}
    >
      {invite.isPending ? <Spinner size="sm" /> : <UserPlus aria-hidden className="h-4 w-4" />}{' '}
      {t('matching.card.invite')}
    </Button>
  );
}

/** What the panel holds: the cards, or why there are none. */
function Suggestions({ work }: { work: MatchedWork }) {
  const t = useT();
  const query = useWorkRecommendations(work);
  const [invited, setInvited] = useState<ReadonlySet<string>>(new Set());
  return (
    <RecommendationList
      query={query}
      loadingLabel={t('matching.panel.loading')}
      failedMessage={t('matching.panel.loadFailed')}
      gridClassName="md:grid-cols-2"
      skeletons={2}
      empty={
        <EmptyState
          icon={Users}
          headingLevel={3}
          title={t('matching.panel.emptyTitle')}
          text={t('matching.panel.emptyText')}
        />
      }
      actionFor={(recommendation) =>
        work.type === 'project' ? (
          <InviteButton
            projectId={work.id}
            recommendation={recommendation}
            isInvited={invited.has(recommendation.user._id)}
            onInvited={() => setInvited((before) => new Set(before).add(recommendation.user._id))}
          />
        ) : (
          <ViewProfileLink recommendation={recommendation} />
        )
      }
    />
  );
}

/**
 * The owner's "Recommended collaborators" on their problem or project page: members whose skills fit what the
 * team still needs, with why; on a project each can be invited. Loaded on demand (see LazyRecommendations.tsx).
 */
export function RecommendedCollaborators({ work }: { work: MatchedWork }) {
  const t = useT();
  const headingId = useId();
  return (
    <Card className="p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Users aria-hidden className="h-5 w-5 text-brand-600" /> {t('matching.panel.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {t(work.type === 'problem' ? 'matching.panel.introProblem' : 'matching.panel.introProject')}
        </p>
        <div className="mt-4">
          <Suggestions work={work} />
        </div>
      </section>
    </Card>
  );
}
