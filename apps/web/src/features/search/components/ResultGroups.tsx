import type { SearchResults } from '@skillsync/shared';
import { SEARCH_COUNT_CAP, type SearchType } from '@skillsync/shared/constants';
import { type ReactNode, useId } from 'react';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { formatCount, formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSearchGroup } from '../api/get-search-results.ts';
import type { MemberFilters } from '../api/search-keys.ts';
import { MemberHit, SkillHitLink, WorkHit } from './SearchHits.tsx';

/** The results of each kind, as one page or several put together. */
type Hits = Pick<SearchResults, SearchType>;

const GRIDS: Record<SearchType, string> = {
  users: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  problems: 'grid gap-4 md:grid-cols-2',
  projects: 'grid gap-4 md:grid-cols-2',
  skills: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3',
};

/** The results of one kind as list items, at most `limit`. */
function hitItems(kind: SearchType, hits: Hits, query: string, limit = Number.POSITIVE_INFINITY) {
  switch (kind) {
    case 'users':
      return hits.users.slice(0, limit).map((user) => (
        <li key={user._id}>
          <MemberHit user={user} query={query} />
        </li>
      ));
    case 'problems':
      return hits.problems.slice(0, limit).map((problem) => (
        <li key={problem._id}>
          <WorkHit kind="problem" work={problem} query={query} />
        </li>
      ));
    case 'projects':
      return hits.projects.slice(0, limit).map((project) => (
        <li key={project._id}>
          <WorkHit kind="project" work={project} query={query} />
        </li>
      ));
    case 'skills':
      return hits.skills.slice(0, limit).map((skill) => (
        <li key={skill.name}>
          <SkillHitLink skill={skill} query={query} />
        </li>
      ));
  }
}

const joinPages = (pages: SearchResults[]): Hits => ({
  users: pages.flatMap((page) => page.users),
  problems: pages.flatMap((page) => page.problems),
  projects: pages.flatMap((page) => page.projects),
  skills: pages.flatMap((page) => page.skills),
});

type GroupProps = {
  kind: SearchType;
  count: number;
  query: string;
  hits: Hits;
  limit?: number;
  /** Beside the heading (the All tab's "See all"). */
  action?: ReactNode;
  /** Under the list (how many are shown, "Load more"). */
  footer?: ReactNode;
};

/** One kind of result under its heading, with how many match. */
export function ResultGroup({ kind, count, query, hits, limit, action, footer }: GroupProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t(`search.tabs.${kind}`)}{' '}
          <span className="font-normal text-muted">({formatCount(count, SEARCH_COUNT_CAP)})</span>
        </h2>
        {action}
      </div>
      <ul className={`mt-3 ${GRIDS[kind]}`}>{hitItems(kind, hits, query, limit)}</ul>
      {footer}
    </section>
  );
}

type PagedGroupProps = {
  kind: SearchType;
  query: string;
  filters: MemberFilters;
  /** The answer for every kind: this kind's first page and its cursor. */
  first: SearchResults;
};

/** A kind's own tab: every result it has, a page at a time ("Load more" until the last). */
export function PagedResultGroup({ kind, query, filters, first }: PagedGroupProps) {
  const t = useT();
  const group = useSearchGroup(query, filters, kind, first);
  const pages = group.data?.pages ?? [first];
  const hits = joinPages(pages);
  const count = pages[0]?.counts[kind] ?? 0;
  const shown = hits[kind].length;
  return (
    <ResultGroup
      kind={kind}
      count={count}
      query={query}
      hits={hits}
      footer={
        <>
          <p className="mt-4 text-sm text-muted" aria-live="polite">
            {t('search.shownOf', { shown: formatNumber(shown), count: formatCount(count, SEARCH_COUNT_CAP) })}
          </p>
          <LoadMore query={group} failedMessage={t('search.loadFailed')} />
        </>
      }
    />
  );
}
