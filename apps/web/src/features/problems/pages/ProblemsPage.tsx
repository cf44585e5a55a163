import { DIFFICULTIES, MESSAGES, PROBLEM_CATEGORIES } from '@skillsync/shared';
import { Lightbulb, Plus, SearchX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { EmptyState, ErrorState } from '../../../components/States.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useProblems } from '../api/get-problems.ts';
import type { ProblemFilters } from '../api/problem-keys.ts';
import { ProblemCard, ProblemCardSkeleton } from '../components/ProblemCard.tsx';
import { ProblemFiltersBar } from '../components/ProblemFiltersBar.tsx';

const FILTER_NAMES = ['category', 'difficulty', 'skill', 'search'] as const;
const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** The filters kept in the address bar, so reload and back keep them; unknown values are ignored. */
function readFilters(params: URLSearchParams): ProblemFilters {
  const category = params.get('category') ?? '';
  const difficulty = params.get('difficulty') ?? '';
  return {
    category: (PROBLEM_CATEGORIES as readonly string[]).includes(category) ? category : '',
    difficulty: (DIFFICULTIES as readonly string[]).includes(difficulty) ? difficulty : '',
    skill: params.get('skill') ?? '',
    search: params.get('search') ?? '',
  };
}

function PostProblemLink() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return (
    <Link
      to={isAuthenticated ? '/problems/create' : '/login'}
      state={isAuthenticated ? undefined : { from: '/problems/create' }}
      className={buttonClass('primary')}
    >
      <Plus aria-hidden className="h-4 w-4" /> Post Problem
    </Link>
  );
}

export function ProblemsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const hasFilters = Object.values(filters).some(Boolean);
  const query = useProblems(filters);
  const problems = query.data?.pages.flatMap((page) => page.problems) ?? [];

  function handleFilterChange(name: keyof ProblemFilters, value: string) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value.trim()) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  function handleClear() {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const name of FILTER_NAMES) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-ink sm:text-3xl">Problem Wall</h1>
          <p className="mt-1 text-muted">Real-world challenges from the community. Find one you can help solve.</p>
        </div>
        <PostProblemLink />
      </div>

      <div className="mt-6">
        <ProblemFiltersBar filters={filters} onChange={handleFilterChange} onClear={handleClear} />
      </div>

      <section aria-label="Problems" aria-busy={query.isFetching && !query.isFetchingNextPage} className="mt-6">
        {query.isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {SKELETON_KEYS.map((key) => (
              <ProblemCardSkeleton key={key} />
            ))}
          </div>
        ) : query.isError && problems.length === 0 ? (
          <ErrorState message={MESSAGES.loadProblemsFailed} onRetry={() => void query.refetch()} />
        ) : problems.length === 0 ? (
          hasFilters ? (
            <EmptyState
              icon={SearchX}
              title="No problems match these filters"
              text="Try another skill or category, or clear the filters to see every open problem."
              action={
                <Button variant="secondary" onClick={handleClear}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={Lightbulb}
              title="No problems yet"
              text="Be the first to post a real-world problem for the community to solve."
              action={<PostProblemLink />}
            />
          )
        ) : (
          <>
            <ul
              className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}
            >
              {problems.map((problem) => (
                <li key={problem._id} className="flex">
                  <ProblemCard problem={problem} />
                </li>
              ))}
            </ul>
            <LoadMore query={query} failedMessage={MESSAGES.loadProblemsFailed} />
          </>
        )}
      </section>
    </div>
  );
}
