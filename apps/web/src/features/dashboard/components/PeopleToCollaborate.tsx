import { Plus, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import {
  NextStepLink,
  RecommendationCard,
  RecommendationCardSkeleton,
} from '../../../components/RecommendationCard.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { EmptyState, ErrorState } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePeopleRecommendations } from '../../../lib/recommendations.ts';

const SKELETON_KEYS = ['a', 'b', 'c'];

/** Collab Matching on the dashboard: members to work with, why each, and the next step with them. */
export function PeopleToCollaborate() {
  const t = useT();
  const query = usePeopleRecommendations();

  function content() {
    if (query.isPending) {
      return (
        <div
          role="status"
          aria-label={t('matching.people.loading')}
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        >
          {SKELETON_KEYS.map((key) => (
            <RecommendationCardSkeleton key={key} />
          ))}
        </div>
      );
    }
    if (query.isError) {
      return <ErrorState message={t('matching.people.loadFailed')} onRetry={() => void query.refetch()} />;
    }
    const { recommendations } = query.data;
    if (recommendations.length === 0) {
      return (
        <EmptyState
          icon={Users}
          headingLevel={3}
          title={t('matching.people.emptyTitle')}
          text={t('matching.people.emptyText')}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Link to="/profile/edit" className={buttonClass('primary')}>
                {t('matching.people.addSkills')}
              </Link>
              <Link to="/problems/create" className={buttonClass('secondary')}>
                <Plus aria-hidden className="h-4 w-4" /> {t('matching.people.postProblem')}
              </Link>
            </div>
          }
        />
      );
    }
    return (
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {recommendations.map((recommendation) => (
          <li key={recommendation.user._id}>
            <RecommendationCard
              recommendation={recommendation}
              action={<NextStepLink recommendation={recommendation} />}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <SectionCard id="people-to-collaborate-title" icon={Sparkles} title={t('matching.people.title')}>
      <p className="-mt-2 mb-4 text-sm text-muted">{t('matching.people.intro')}</p>
      {content()}
    </SectionCard>
  );
}
