import { Trans } from '@lingui/react';
import type { ProblemDetail } from '@skillsync/shared';
import { ArrowLeft, CalendarDays, Eye } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/Badge.tsx';
import { Card, ErrorState } from '../../../components/States.tsx';
import { DifficultyBadge, StatusBadge } from '../../../components/StatusBadges.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CompletionPanel, LazyRecommendedCollaborators } from '../../teams/index.ts';
import { useProblem } from '../api/get-problem.ts';
import { AuthorActions } from '../components/AuthorActions.tsx';
import { AuthorCard } from '../components/AuthorCard.tsx';
import { ProblemActions } from '../components/ProblemActions.tsx';
import { ProblemDetailSkeleton } from '../components/ProblemDetailSkeleton.tsx';
import { ProblemDetails } from '../components/ProblemDetails.tsx';
import { ProblemNotFound } from '../components/ProblemNotFound.tsx';
import { ProblemTeam } from '../components/ProblemTeam.tsx';

function BackLink() {
  const t = useT();
  return (
    <Link to="/problems" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden className="h-4 w-4" /> {t('problems.backToProblems')}
    </Link>
  );
}

function ProblemView({ problem }: { problem: ProblemDetail }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <BackLink />
      {/*
        One set of actions: right under the header on phones, at the top of the side column on wide screens.
        The side column's wrapper is `display: contents` on phones so its parts can be ordered among the main ones.
        A side column taller than the main one grows the second row only (1fr): an auto first row would take a
        share too and open a gap under the header card.
      */}
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <Card className="min-w-0 p-6 lg:col-span-2">
          <div className="flex flex-wrap items-center gap-2">
            <DifficultyBadge difficulty={problem.difficulty} />
            <StatusBadge status={problem.status} />
            <Badge>{t(`common.enums.category.${problem.category}`)}</Badge>
          </div>
          <h1 className="mt-3 text-2xl font-semibold break-words text-ink sm:text-3xl">{problem.title}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden className="h-4 w-4" />
              <Trans
                id="problems.detail.posted"
                values={{ date: formatRelativeDate(problem.createdAt) }}
                components={{ 0: <time dateTime={problem.createdAt} /> }}
              />
            </span>
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden className="h-4 w-4" />
              {t('problems.counts.views', { count: problem.views })}
            </span>
          </p>
          {problem.viewer.isAuthor && (
            <div className="mt-4 border-t border-line pt-4">
              <AuthorActions problem={problem} />
            </div>
          )}
        </Card>
        <div className="contents lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:block lg:min-w-0 lg:space-y-6">
          <ProblemActions problem={problem} />
          <aside aria-label={t('problems.detail.aboutLabel')} className="order-3 min-w-0 space-y-6 lg:order-none">
            <AuthorCard author={problem.author} />
            <ProblemTeam problem={problem} />
          </aside>
        </div>
        <div className="order-2 min-w-0 space-y-6 lg:order-none lg:col-span-2">
          {problem.status === 'Completed' && (
            <CompletionPanel
              completedAt={problem.completedAt}
              notes={problem.completionNotes}
              withoutSummary={t('problems.detail.completedWithoutSummary')}
            />
          )}
          <Card className="p-6">
            <h2 className="text-lg font-semibold text-ink">{t('problems.fields.description')}</h2>
            <p className="mt-2 whitespace-pre-line break-words text-slate-800">{problem.description}</p>
          </Card>
          <ProblemDetails problem={problem} />
          {problem.viewer.isAuthor && problem.status !== 'Completed' && (
            <LazyRecommendedCollaborators work={{ type: 'problem', id: problem._id }} />
          )}
        </div>
      </div>
    </div>
  );
}

export function ProblemDetailPage() {
  const { id = '' } = useParams();
  const query = useProblem(id);
  const t = useT();
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  // A problem's own title names the tab; the catalog's words only stand in while it loads or when it is missing.
  useDocumentTitle(
    query.data?.title ?? (isNotFound ? t('problems.notFound.title') : t('problems.detail.documentTitle')),
  );

  if (query.isPending) return <ProblemDetailSkeleton />;
  if (query.isError) {
    if (isNotFound) return <ProblemNotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <BackLink />
        <div className="mt-6">
          <ErrorState message={t('messages.loadProblemFailed')} onRetry={() => void query.refetch()} />
        </div>
      </div>
    );
  }
  return <ProblemView problem={query.data} />;
}
