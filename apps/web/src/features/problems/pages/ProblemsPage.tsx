import { useEffect, useRef } from 'react';
import { ListPageHeader } from '../../../components/CardGrid.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFilterParams } from '../../../lib/use-filter-params.ts';
import { MyProblems } from '../components/MyProblems.tsx';
import { PostProblemLink } from '../components/PostProblemLink.tsx';
import { ProblemWall } from '../components/ProblemWall.tsx';
import { FILTER_NAMES, readFilters } from '../utils/problem-filters.ts';

type View = 'wall' | 'mine';

/** /problems: the wall for everyone; members also get a tab with their own problems (?view=mine). */
export function ProblemsPage() {
  const { params, updateParams, setFilter, clearFilters } = useFilterParams(FILTER_NAMES);
  const isMember = useAuthStore((state) => state.isAuthenticated);
  const view: View = isMember && params.get('view') === 'mine' ? 'mine' : 'wall';
  const filters = readFilters(params);
  const tabsRef = useRef<HTMLDivElement>(null);
  // Set when a button inside the wall switches the tab: that button goes away, so focus moves to the tab.
  const shouldFocusTabRef = useRef(false);
  const t = useT();
  useDocumentTitle(view === 'mine' ? t('problems.mine.title') : t('problems.wall.title'));

  useEffect(() => {
    if (view !== 'mine' || !shouldFocusTabRef.current) return;
    shouldFocusTabRef.current = false;
    tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [view]);

  function handleSelectView(id: string) {
    updateParams((next) => (id === 'mine' ? next.set('view', 'mine') : next.delete('view')));
  }

  function handleShowMine() {
    shouldFocusTabRef.current = true;
    handleSelectView('mine');
  }

  const wall = (
    <ProblemWall
      filters={filters}
      onFilterChange={setFilter}
      onClearFilters={clearFilters}
      onShowMine={isMember ? handleShowMine : undefined}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <ListPageHeader
        title={t('problems.wall.title')}
        subtitle={t('problems.wall.subtitle')}
        action={<PostProblemLink />}
      />

      <div ref={tabsRef} className="mt-6">
        {isMember ? (
          <Tabs
            label={t('problems.wall.listLabel')}
            selectedId={view}
            onSelect={handleSelectView}
            tabs={[
              { id: 'wall', label: t('problems.wall.communityTab'), panel: wall },
              { id: 'mine', label: t('problems.wall.mineTab'), panel: <MyProblems /> },
            ]}
          />
        ) : (
          wall
        )}
      </div>
    </div>
  );
}
