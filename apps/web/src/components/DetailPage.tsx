import type { Removal } from '@skillsync/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../lib/api.ts';
import { useT } from '../lib/i18n.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { LazyRemovalNote, LazyRemovedNotice } from './LazyRemoval.tsx';
import { ErrorState } from './States.tsx';

/** A detail page's way back to its list ('Back to problems'). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden className="h-4 w-4" /> {children}
    </Link>
  );
}

type DetailPageProps<Data extends { title: string }> = {
  query: UseQueryResult<Data>;
  /** The tab's title while the work loads or when it fails to; its own title names the tab once loaded. */
  documentTitle: string;
  notFoundTitle: string;
  /** The work's page while it loads, and when it does not exist. */
  skeleton: ReactNode;
  notFound: ReactNode;
  /** The link back to the list, shown above the error too. */
  back: ReactNode;
  loadFailed: string;
  /** A heading above the error, for a page that keeps one there. */
  failedHeading?: string;
  children: (work: Data) => ReactNode;
};

/**
 * A problem's, project's or challenge's page: its loading, missing, removed (by moderators: 410) and failed
 * states, then the loaded work.
 */
export function DetailPage<Data extends { title: string }>(props: DetailPageProps<Data>) {
  const { query, documentTitle, notFoundTitle, skeleton, notFound, back, loadFailed, failedHeading } = props;
  const t = useT();
  const status = query.error instanceof ApiError ? query.error.status : undefined;
  const missingTitle = status === 404 ? notFoundTitle : status === 410 ? t('messages.removedByModerators') : undefined;
  useDocumentTitle(query.data?.title ?? missingTitle ?? documentTitle);

  if (query.isPending) return skeleton;
  if (query.isError) {
    if (status === 404) return notFound;
    if (status === 410) return <LazyRemovedNotice back={back} fallback={skeleton} />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        {back}
        {failedHeading && <h1 className="mt-6 text-2xl font-semibold text-ink">{failedHeading}</h1>}
        <div className="mt-6">
          <ErrorState message={loadFailed} onRetry={() => void query.refetch()} />
        </div>
      </div>
    );
  }
  return props.children(query.data);
}

type DetailLayoutProps = {
  back: ReactNode;
  /** Why moderators removed the work, shown to its author (nobody else is shown the page). */
  removal?: Removal | null;
  /** The work's header card; it spans the two main columns (`lg:col-span-2`). */
  header: ReactNode;
  /** The side column's parts, each ordered among the main ones on a phone (`order-1`, `order-3`). */
  side: ReactNode;
  main: ReactNode;
};

/** A detail page's frame: the way back, then the header and main column beside the side column. */
export function DetailLayout({ back, removal, header, side, main }: DetailLayoutProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {back}
      {removal && (
        <div className="mt-4">
          <LazyRemovalNote removal={removal} />
        </div>
      )}
      {/*
        The side column's first part (the actions, joining or taking part) sits right under the header on phones and
        at the top of the side column on wide screens: the side column's wrapper is `display: contents` on phones so
        its parts can be ordered among the main ones. A side column taller than the main one grows the second row
        only (1fr): an auto first row would take a share too and open a gap under the header card.
      */}
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        {header}
        <div className="contents lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:block lg:min-w-0 lg:space-y-6">
          {side}
        </div>
        <div className="order-2 min-w-0 space-y-6 lg:order-none lg:col-span-2">{main}</div>
      </div>
    </div>
  );
}
