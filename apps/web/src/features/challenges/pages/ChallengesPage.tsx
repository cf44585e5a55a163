import { SearchX, Trophy } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { EmptyState, ErrorState } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFilterParams } from '../../../lib/use-filter-params.ts';
import { WORK_FILTER_NAMES } from '../../../lib/work-filters.ts';
import type { ChallengeFilters } from '../api/challenge-keys.ts';
import { useChallenges } from '../api/get-challenges.ts';
import { ChallengeCard, ChallengeCardSkeleton } from '../components/ChallengeCard.tsx';
import { ChallengeFiltersBar } from '../components/ChallengeFiltersBar.tsx';
import { ChallengeStatsCards } from '../components/ChallengeStatsCards.tsx';
import { HostCallToAction } from '../components/HostCallToAction.tsx';
import { HostChallengeLink } from '../components/HostChallengeLink.tsx';
import { hasAnyFilter, readFilters } from '../utils/challenge-filters.ts';

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

function ChallengeResults({ filters, onClearFilters }: { filters: ChallengeFilters; onClearFilters: () => void }) {
  const t = useT();
  const query = useChallenges(filters);
  const challenges = query.data?.pages.flatMap((page) => page.challenges) ?? [];
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('challenges.list.loading')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SKELETON_KEYS.map((key) => (
          <ChallengeCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  if (query.isError && challenges.length === 0) {
    return <ErrorState message={t('messages.loadChallengesFailed')} onRetry={() => void query.refetch()} />;
  }
  if (challenges.length === 0) {
    // Spec §2's empty texts: one when filters hide everything, another when there is nothing at all.
    return hasAnyFilter(filters) ? (
      <EmptyState
        icon={SearchX}
        title={t('challenges.list.emptyTitle')}
        text={t('challenges.list.noMatchText')}
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            {t('challenges.filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={Trophy}
        title={t('challenges.list.emptyTitle')}
        text={t('challenges.list.emptyText')}
        action={<HostChallengeLink />}
      />
    );
  }
  return (
    <>
      <ul
        className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}
      >
        {challenges.map((challenge) => (
          <li key={challenge._id} className="flex">
            <ChallengeCard challenge={challenge} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} failedMessage={t('messages.loadChallengesFailed')} />
    </>
  );
}

/** /challenges: Skill Challenges, newest first, with the community's figures, filters kept in the URL. */
export function ChallengesPage() {
  const { params, setFilter, clearFilters } = useFilterParams(WORK_FILTER_NAMES);
  const filters = readFilters(params);
  const t = useT();
  useDocumentTitle(t('challenges.list.title'));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('challenges.list.title')}</h1>
          <p className="mt-1 text-muted">{t('challenges.list.subtitle')}</p>
        </div>
        <HostChallengeLink />
      </div>
      <div className="mt-6">
        <ChallengeStatsCards />
      </div>
      <div className="mt-6">
        <ChallengeFiltersBar filters={filters} onChange={setFilter} onClear={clearFilters} />
      </div>
      <section aria-label={t('challenges.list.listLabel')} className="mt-6">
        <ChallengeResults filters={filters} onClearFilters={clearFilters} />
      </section>
      <div className="mt-10">
        <HostCallToAction />
      </div>
    </div>
  );
}
