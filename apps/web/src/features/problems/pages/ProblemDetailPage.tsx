import { MESSAGES, type ProblemDetail } from '@skillsync/shared';
import { ArrowLeft, CalendarDays, CircleCheckBig, Eye } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/Badge.tsx';
import { Card, ErrorState } from '../../../components/States.tsx';
import { DifficultyBadge, StatusBadge } from '../../../components/StatusBadges.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatRelativeDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProblem } from '../api/get-problem.ts';
import { AuthorActions } from '../components/AuthorActions.tsx';
import { AuthorCard } from '../components/AuthorCard.tsx';
import { ProblemActions } from '../components/ProblemActions.tsx';
import { ProblemDetailSkeleton } from '../components/ProblemDetailSkeleton.tsx';
import { ProblemDetails } from '../components/ProblemDetails.tsx';
import { ProblemNotFound } from '../components/ProblemNotFound.tsx';
import { ProblemTeam } from '../components/ProblemTeam.tsx';

function BackLink() {
  return (
    <Link to="/problems" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden className="h-4 w-4" /> Back to problems
    </Link>
  );
}

function CompletionPanel({ problem }: { problem: ProblemDetail }) {
  return (
    <section
      aria-labelledby="completion-title"
      className="rounded-lg border border-brand-200 bg-brand-50 p-5 text-brand-800"
    >
      <h2 id="completion-title" className="flex items-center gap-2 font-semibold">
        <CircleCheckBig aria-hidden className="h-5 w-5" /> Completed
        {problem.completedAt && (
          <span className="font-normal">
            · <time dateTime={problem.completedAt}>{formatRelativeDate(problem.completedAt)}</time>
          </span>
        )}
      </h2>
      <p className="mt-2 text-sm whitespace-pre-line text-slate-800">
        {problem.completionNotes || 'The author marked this problem as completed without a summary.'}
      </p>
    </section>
  );
}

function ProblemView({ problem }: { problem: ProblemDetail }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <BackLink />
      {/*
        One set of actions: right under the header on phones, at the top of the side column on wide screens.
        The side column's wrapper is `display: contents` on phones so its parts can be ordered among the main ones.
      */}
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-3">
        <Card className="min-w-0 p-6 lg:col-span-2">
          <div className="flex flex-wrap items-center gap-2">
            <DifficultyBadge difficulty={problem.difficulty} />
            <StatusBadge status={problem.status} />
            <Badge>{problem.category}</Badge>
          </div>
          <h1 className="mt-3 text-2xl font-semibold break-words text-ink sm:text-3xl">{problem.title}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden className="h-4 w-4" />
              Posted <time dateTime={problem.createdAt}>{formatRelativeDate(problem.createdAt)}</time>
            </span>
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden className="h-4 w-4" />
              {problem.views} {problem.views === 1 ? 'view' : 'views'}
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
          <aside aria-label="About this problem" className="order-3 min-w-0 space-y-6 lg:order-none">
            <AuthorCard author={problem.author} />
            <ProblemTeam problem={problem} />
          </aside>
        </div>
        <div className="order-2 min-w-0 space-y-6 lg:order-none lg:col-span-2">
          {problem.status === 'Completed' && <CompletionPanel problem={problem} />}
          <Card className="p-6">
            <h2 className="text-lg font-semibold text-ink">Description</h2>
            <p className="mt-2 whitespace-pre-line break-words text-slate-800">{problem.description}</p>
          </Card>
          <ProblemDetails problem={problem} />
        </div>
      </div>
    </div>
  );
}

export function ProblemDetailPage() {
  const { id = '' } = useParams();
  const query = useProblem(id);
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(query.data?.title ?? (isNotFound ? 'Problem Not Found' : 'Problem'));

  if (query.isPending) return <ProblemDetailSkeleton />;
  if (query.isError) {
    if (isNotFound) return <ProblemNotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <BackLink />
        <div className="mt-6">
          <ErrorState message={MESSAGES.loadProblemFailed} onRetry={() => void query.refetch()} />
        </div>
      </div>
    );
  }
  return <ProblemView problem={query.data} />;
}
