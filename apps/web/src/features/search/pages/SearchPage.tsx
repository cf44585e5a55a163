import { SEARCH_TYPES, type SearchType } from '@skillsync/shared/constants';
import { Search, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../components/States.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSearchResults } from '../api/get-search-results.ts';
import type { MemberFilters } from '../api/search-keys.ts';
import { SearchField } from '../components/SearchField.tsx';
import { type SearchRequestProps, SearchResultsView, type SearchTab } from '../components/SearchResultsView.tsx';

const SKELETON_KEYS = ['a', 'b', 'c', 'd'];
/** A result card's placeholder lines: title, two lines of text, skills. */
const HIT_LINES = ['h-5 w-2/3', 'h-4 w-full', 'h-4 w-5/6', 'h-6 w-1/2 rounded-full'];

const readTab = (value: string | null): SearchTab =>
  SEARCH_TYPES.includes(value as SearchType) ? (value as SearchType) : 'all';

function ResultsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('search.loading')}>
      <div className="flex gap-2 border-b border-line pb-3">
        {SKELETON_KEYS.map((key) => (
          <Skeleton key={key} className="h-7 w-24" />
        ))}
      </div>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {SKELETON_KEYS.map((key) => (
          <div key={key} className="space-y-3 rounded-lg border border-line bg-white p-4">
            {HIT_LINES.map((line) => (
              <Skeleton key={line} className={line} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

function NoResults({ query }: { query: string }) {
  const t = useT();
  return (
    <EmptyState
      icon={SearchX}
      title={t('search.noResults.title', { query })}
      text={t('search.noResults.text')}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Link to="/problems" className={buttonClass('secondary')}>
            {t('search.noResults.problems')}
          </Link>
          <Link to="/projects" className={buttonClass('secondary')}>
            {t('search.noResults.projects')}
          </Link>
        </div>
      }
    />
  );
}

function Results({ query, filters, tab, ...handlers }: SearchRequestProps) {
  const t = useT();
  const search = useSearchResults(query, filters);
  if (!query) {
    return <EmptyState icon={Search} title={t('search.prompt.title')} text={t('search.prompt.text')} />;
  }
  if (search.isPending) return <ResultsSkeleton />;
  if (search.isError) {
    // A search the server refuses (too long) fails again as it is: the box above is the way on, not Try again.
    const isRefused = search.error instanceof ApiError && search.error.status === 400;
    return (
      <ErrorState
        message={errorMessage(search.error, t('search.loadFailed'))}
        onRetry={isRefused ? undefined : () => void search.refetch()}
      />
    );
  }
  const results = search.data;
  // With member filters set, the Members tab stays, with its filters to change or clear.
  const hasFilters = Boolean(filters.skill || filters.city);
  if (!hasFilters && Object.values(results.counts).every((count) => count === 0)) return <NoResults query={query} />;
  return (
    <div
      aria-busy={search.isPlaceholderData}
      className={search.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
    >
      <SearchResultsView
        results={results}
        isPrevious={search.isPlaceholderData}
        query={query}
        filters={filters}
        tab={tab}
        {...handlers}
      />
    </div>
  );
}

/** /search?q=…&type=…: members, problems, projects and skills that match, typos forgiven, the matches marked. */
export function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const tab = readTab(params.get('type'));
  const skill = params.get('skill') ?? '';
  const city = params.get('city') ?? '';
  const filters = useMemo(() => ({ skill, city }), [skill, city]);
  useDocumentTitle(query ? t('search.documentTitleFor', { query }) : t('search.title'));

  /** Changes the address; a change that is a new step for the reader (Enter) can be gone back from. */
  function updateParams(name: 'q' | 'type' | keyof MemberFilters, value: string, isNewStep = false) {
    if ((params.get(name) ?? '') === value) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: !isNewStep },
    );
  }

  function clearFilters() {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('skill');
        next.delete('city');
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-semibold break-words text-ink sm:text-3xl">
        {query ? t('search.resultsFor', { query }) : t('search.title')}
      </h1>
      <p className="mt-1 text-muted">{t('search.intro')}</p>
      <div className="mt-6">
        <SearchField query={query} onSearch={(text, isSubmitted) => updateParams('q', text, isSubmitted)} />
      </div>
      <div className="mt-6">
        <Results
          query={query}
          filters={filters}
          tab={tab}
          onSelectTab={(next) => updateParams('type', next === 'all' ? '' : next)}
          onFilterChange={(name, value) => updateParams(name, value)}
          onClearFilters={clearFilters}
        />
      </div>
    </div>
  );
}
