import type { SearchResults } from '@skillsync/shared';
import { SEARCH_COUNT_CAP, SEARCH_TYPES, type SearchType } from '@skillsync/shared/constants';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/Button.tsx';
import { type TabItem, Tabs } from '../../../components/Tabs.tsx';
import { formatCount, formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import type { MemberFilters } from '../api/search-keys.ts';
import { MemberFiltersBar } from './MemberFiltersBar.tsx';
import { PagedResultGroup, ResultGroup } from './ResultGroups.tsx';

export type SearchTab = 'all' | SearchType;

/** How many of each kind the All tab shows before "See all". */
const SHOWN_IN_ALL: Record<SearchType, number> = { users: 3, problems: 4, projects: 4, skills: 6 };

/** The All tab's count: the kinds' counts added up, with a + when any of them was cut at the cap. */
function totalLabel(counts: SearchResults['counts']) {
  const values = Object.values(counts);
  const total = values.reduce((sum, count) => sum + Math.min(count, SEARCH_COUNT_CAP), 0);
  return `${formatNumber(total)}${values.some((count) => count > SEARCH_COUNT_CAP) ? '+' : ''}`;
}

function TabLabel({ label, count }: { label: string; count: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {label}
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{count}</span>
    </span>
  );
}

/** What the search page asks for (the query, the members' filters, the tab) and how it changes them. */
export type SearchRequestProps = {
  query: string;
  filters: MemberFilters;
  tab: SearchTab;
  onSelectTab: (tab: SearchTab) => void;
  onFilterChange: (name: keyof MemberFilters, value: string) => void;
  onClearFilters: () => void;
};

type SearchResultsViewProps = SearchRequestProps & {
  results: SearchResults;
  /** The results are those of the last query while this one loads: shown dimmed, not paged on. */
  isPrevious: boolean;
};

/**
 * Tabs for All and each kind, with their counts; All shows a few of each kind, a kind's tab all of them, a page
 * at a time. The Members tab has its own filters, a skill and a city.
 */
export function SearchResultsView(props: SearchResultsViewProps) {
  const { results, isPrevious, query, filters, tab, onSelectTab } = props;
  const t = useT();
  const tabsRef = useRef<HTMLDivElement>(null);
  const focusWanted = useRef<SearchTab | null>(null);
  const kindsFound = SEARCH_TYPES.filter((kind) => results[kind].length > 0);

  // A "See all" or "Show all results" button leaves the page with the panel it was in: focus goes to the tab chosen,
  // once it is shown.
  useEffect(() => {
    if (focusWanted.current !== tab) return;
    focusWanted.current = null;
    tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  });

  function handleShow(next: SearchTab) {
    focusWanted.current = next;
    onSelectTab(next);
  }

  const allPanel = (
    <div className="space-y-8">
      {kindsFound.map((kind) => (
        <ResultGroup
          key={kind}
          kind={kind}
          count={results.counts[kind]}
          query={query}
          hits={results}
          limit={SHOWN_IN_ALL[kind]}
          action={
            results.counts[kind] > SHOWN_IN_ALL[kind] && (
              <button
                type="button"
                className="rounded text-sm font-medium text-brand-700 hover:underline"
                onClick={() => handleShow(kind)}
              >
                {t(`search.showAll.${kind}`, { count: formatCount(results.counts[kind], SEARCH_COUNT_CAP) })}
              </button>
            )
          }
        />
      ))}
    </div>
  );
  const hasFilters = Boolean(filters.skill || filters.city);
  const kindList = (kind: SearchType) => {
    if (results[kind].length === 0) {
      return (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="text-sm text-muted">
            {kind === 'users' && hasFilters
              ? t('search.noneWithFilters', { query })
              : t(`search.noneOfKind.${kind}`, { query })}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => handleShow('all')}>
            {t('search.showEverything')}
          </Button>
        </div>
      );
    }
    // The last query's results stay on show while the next loads; they are not paged on.
    if (isPrevious) return <ResultGroup kind={kind} count={results.counts[kind]} query={query} hits={results} />;
    return <PagedResultGroup kind={kind} query={query} filters={filters} first={results} />;
  };
  const kindPanel = (kind: SearchType) =>
    kind === 'users' ? (
      <>
        <MemberFiltersBar filters={filters} onChange={props.onFilterChange} onClear={props.onClearFilters} />
        {kindList(kind)}
      </>
    ) : (
      kindList(kind)
    );
  const tabs: TabItem[] = [
    { id: 'all', label: <TabLabel label={t('search.tabs.all')} count={totalLabel(results.counts)} />, panel: allPanel },
    ...SEARCH_TYPES.map((kind) => ({
      id: kind,
      label: <TabLabel label={t(`search.tabs.${kind}`)} count={formatCount(results.counts[kind], SEARCH_COUNT_CAP)} />,
      panel: kindPanel(kind),
    })),
  ];
  return (
    <div ref={tabsRef}>
      <Tabs
        label={t('search.tabs.label')}
        tabs={tabs}
        selectedId={tab}
        onSelect={(id) => onSelectTab(id as SearchTab)}
      />
    </div>
  );
}
