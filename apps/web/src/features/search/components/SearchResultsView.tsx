import type { SearchResults } from '@skillsync/shared';
import { SEARCH_COUNT_CAP, SEARCH_TYPES, type SearchType } from '@skillsync/shared/constants';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/Button.tsx';
import { type TabItem, Tabs } from '../../../components/Tabs.tsx';
import { formatCount, formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { MemberHit, SkillHitLink, WorkHit } from './SearchHits.tsx';

export type SearchTab = 'all' | SearchType;

/** How many of each kind the All tab shows before "See all". */
const SHOWN_IN_ALL: Record<SearchType, number> = { users: 3, problems: 4, projects: 4, skills: 6 };
const GRIDS: Record<SearchType, string> = {
  users: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  problems: 'grid gap-4 md:grid-cols-2',
  projects: 'grid gap-4 md:grid-cols-2',
  skills: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3',
};

/** The results of one kind as list items, at most `limit`. */
function hitItems(kind: SearchType, results: SearchResults, query: string, limit: number) {
  switch (kind) {
    case 'users':
      return results.users.slice(0, limit).map((user) => (
        <li key={user._id}>
          <MemberHit user={user} query={query} />
        </li>
      ));
    case 'problems':
      return results.problems.slice(0, limit).map((problem) => (
        <li key={problem._id}>
          <WorkHit kind="problem" work={problem} query={query} />
        </li>
      ));
    case 'projects':
      return results.projects.slice(0, limit).map((project) => (
        <li key={project._id}>
          <WorkHit kind="project" work={project} query={query} />
        </li>
      ));
    case 'skills':
      return results.skills.slice(0, limit).map((skill) => (
        <li key={skill.name}>
          <SkillHitLink skill={skill} query={query} />
        </li>
      ));
  }
}

type GroupProps = {
  kind: SearchType;
  results: SearchResults;
  query: string;
  /** In the All tab: a few, and a button to the kind's own tab. */
  onShowAll?: () => void;
};

/** One kind of result under its heading. */
function ResultGroup({ kind, results, query, onShowAll }: GroupProps) {
  const t = useT();
  const headingId = useId();
  const count = results.counts[kind];
  const shown = results[kind].length;
  const limit = onShowAll ? SHOWN_IN_ALL[kind] : shown;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t(`search.tabs.${kind}`)}{' '}
          <span className="font-normal text-muted">({formatCount(count, SEARCH_COUNT_CAP)})</span>
        </h2>
        {onShowAll && count > limit && (
          <button
            type="button"
            className="rounded text-sm font-medium text-brand-700 hover:underline"
            onClick={onShowAll}
          >
            {t(`search.showAll.${kind}`, { count: formatCount(count, SEARCH_COUNT_CAP) })}
          </button>
        )}
      </div>
      <ul className={`mt-3 ${GRIDS[kind]}`}>{hitItems(kind, results, query, limit)}</ul>
      {!onShowAll && count > shown && (
        <p className="mt-4 text-sm text-muted">
          {t('search.bestOf', { shown, count: formatCount(count, SEARCH_COUNT_CAP) })}
        </p>
      )}
    </section>
  );
}

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

type SearchResultsViewProps = {
  results: SearchResults;
  query: string;
  tab: SearchTab;
  onSelectTab: (tab: SearchTab) => void;
};

/** Tabs for All and each kind, with their counts; All shows a few of each kind, a kind's tab all it got. */
export function SearchResultsView({ results, query, tab, onSelectTab }: SearchResultsViewProps) {
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
        <ResultGroup key={kind} kind={kind} results={results} query={query} onShowAll={() => handleShow(kind)} />
      ))}
    </div>
  );
  const kindPanel = (kind: SearchType) =>
    results[kind].length > 0 ? (
      <ResultGroup kind={kind} results={results} query={query} />
    ) : (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <p className="text-sm text-muted">{t(`search.noneOfKind.${kind}`, { query })}</p>
        <Button variant="secondary" className="mt-4" onClick={() => handleShow('all')}>
          {t('search.showEverything')}
        </Button>
      </div>
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
