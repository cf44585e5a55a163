import { Trophy } from 'lucide-react';
import { CardGrid, ListPageHeader, NoMatchState } from '../../../components/CardGrid.tsx';
import { EmptyState } from '../../../components/States.tsx';
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

function ChallengeResults({ filters, onClearFilters }: { filters: ChallengeFilters; onClearFilters: () => void }) {
  const t = useT();
  const query = useChallenges(filters);
  const challenges = query.data?.pages.flatMap((page) => page.challenges) ?? [];
  // Spec §2's empty texts: one when filters hide everything, another when there is nothing at all.
  const empty = hasAnyFilter(filters) ? (
    <NoMatchState
      title={t('challenges.list.emptyTitle')}
      text={t('challenges.list.noMatchText')}
      clearLabel={t('challenges.filters.clear')}
      onClearFilters={onClearFilters}
    />
  ) : (
    <EmptyState
      icon={Trophy}
      title={t('challenges.list.emptyTitle')}
      text={t('challenges.list.emptyText')}
      action={<HostChallengeLink />}
    />
  );
  return (
    <CardGrid
      query={query}
      items={challenges}
      loadingLabel={t('challenges.list.loading')}
      failedMessage={t('messages.loadChallengesFailed')}
      skeleton={<ChallengeCardSkeleton />}
      empty={empty}
      renderCard={(challenge) => <ChallengeCard challenge={challenge} />}
    />
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
      <ListPageHeader
        title={t('challenges.list.title')}
        subtitle={t('challenges.list.subtitle')}
        action={<HostChallengeLink />}
      />
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
