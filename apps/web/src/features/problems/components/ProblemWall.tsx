import type { ProblemSummary } from '@skillsync/shared';
import { FolderOpen, Lightbulb, SearchX } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { EmptyState, ErrorState } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useProblems } from '../api/get-problems.ts';
import type { ProblemFilters } from '../api/problem-keys.ts';
import { PostProblemLink } from './PostProblemLink.tsx';
import { ProblemFiltersBar } from './ProblemFiltersBar.tsx';
import { ProblemGrid, ProblemGridSkeleton } from './ProblemGrid.tsx';

type ProblemWallProps = {
  filters: ProblemFilters;
  onFilterChange: (name: keyof ProblemFilters, value: string) => void;
  onClearFilters: () => void;
  /** Offered to members, whose own problems the wall leaves out (spec §2); absent for visitors. */
  onShowMine?: () => void;
};

type WallEmptyStateProps = Pick<ProblemWallProps, 'onClearFilters' | 'onShowMine'> & { hasFilters: boolean };

function ShowMineButton({ onShowMine }: { onShowMine: () => void }) {
  const t = useT();
  return (
    <Button variant="secondary" onClick={onShowMine}>
      <FolderOpen aria-hidden className="h-4 w-4" /> {t('problems.wall.viewMine')}
    </Button>
  );
}

/** An empty wall says why it is empty and where to go next; a member is told where their own problems are. */
function WallEmptyState({ hasFilters, onClearFilters, onShowMine }: WallEmptyStateProps) {
  const t = useT();
  const ownProblemsNote = t('problems.wall.ownProblemsNote');
  if (hasFilters) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('problems.wall.noMatchTitle')}
        text={onShowMine ? `${t('problems.wall.noMatchText')} ${ownProblemsNote}` : t('problems.wall.noMatchText')}
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="secondary" onClick={onClearFilters}>
              {t('problems.filters.clear')}
            </Button>
            {onShowMine && <ShowMineButton onShowMine={onShowMine} />}
          </div>
        }
      />
    );
  }
  if (onShowMine) {
    return (
      <EmptyState
        icon={Lightbulb}
        title={t('problems.wall.noOthersTitle')}
        text={ownProblemsNote}
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            <ShowMineButton onShowMine={onShowMine} />
            <PostProblemLink />
          </div>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={Lightbulb}
      title={t('problems.wall.emptyTitle')}
      text={t('problems.wall.emptyText')}
      action={<PostProblemLink />}
    />
  );
}

type WallResultsProps = WallEmptyStateProps & { query: ReturnType<typeof useProblems>; problems: ProblemSummary[] };

function WallResults({ query, problems, ...emptyProps }: WallResultsProps) {
  const t = useT();
  if (query.isPending) return <ProblemGridSkeleton label={t('problems.wall.loading')} />;
  if (query.isError && problems.length === 0) {
    return <ErrorState message={t('messages.loadProblemsFailed')} onRetry={() => void query.refetch()} />;
  }
  if (problems.length === 0) return <WallEmptyState {...emptyProps} />;
  return (
    <>
      <ProblemGrid problems={problems} isDimmed={query.isPlaceholderData} />
      <LoadMore query={query} failedMessage={t('messages.loadProblemsFailed')} />
    </>
  );
}

/** The Problem Wall: other members' problems, open ones unless the status filter asks for completed ones. */
export function ProblemWall({ filters, onFilterChange, onClearFilters, onShowMine }: ProblemWallProps) {
  const query = useProblems(filters);
  const problems = query.data?.pages.flatMap((page) => page.problems) ?? [];
  const hasFilters = Object.values(filters).some(Boolean);
  const t = useT();

  return (
    <>
      <ProblemFiltersBar filters={filters} onChange={onFilterChange} onClear={onClearFilters} />
      <section
        aria-label={t('problems.wall.listLabel')}
        aria-busy={query.isFetching && !query.isFetchingNextPage}
        className="mt-6"
      >
        <WallResults
          query={query}
          problems={problems}
          hasFilters={hasFilters}
          onClearFilters={onClearFilters}
          onShowMine={onShowMine}
        />
      </section>
    </>
  );
}
