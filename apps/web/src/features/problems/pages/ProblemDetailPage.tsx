import { Trans } from '@lingui/react';
import type { ProblemDetail } from '@skillsync/shared';
import { CalendarDays, Eye } from 'lucide-react';
import { useParams } from 'react-router';
import { Badge } from '../../../components/Badge.tsx';
import { BackLink, DetailLayout, DetailPage } from '../../../components/DetailPage.tsx';
import { FollowButton } from '../../../components/FollowButton.tsx';
import { ReportButton } from '../../../components/ReportButton.tsx';
import { Card } from '../../../components/States.tsx';
import { DifficultyBadge, StatusBadge } from '../../../components/StatusBadges.tsx';
import { formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { CompletionPanel, LazyRecommendedCollaborators } from '../../teams/index.ts';
import { useProblem } from '../api/get-problem.ts';
import { AuthorActions } from '../components/AuthorActions.tsx';
import { AuthorCard } from '../components/AuthorCard.tsx';
import { ProblemActions } from '../components/ProblemActions.tsx';
import { ProblemDetailSkeleton } from '../components/ProblemDetailSkeleton.tsx';
import { ProblemDetails } from '../components/ProblemDetails.tsx';
import { ProblemNotFound } from '../components/ProblemNotFound.tsx';
import { ProblemTeam } from '../components/ProblemTeam.tsx';

function ProblemView({ problem }: { problem: ProblemDetail }) {
  const t = useT();
  return (
    <DetailLayout
      back={<BackToProblems />}
      removal={problem.removal}
      header={
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
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <FollowButton type="problem" id={problem._id} isOwn={problem.viewer.isAuthor} />
            <ReportButton type="problem" id={problem._id} title={problem.title} isOwn={problem.viewer.isAuthor} />
          </div>
          {problem.viewer.isAuthor && (
            <div className="mt-4 border-t border-line pt-4">
              <AuthorActions problem={problem} />
            </div>
          )}
        </Card>
      }
      side={
        <>
          <ProblemActions problem={problem} />
          <aside aria-label={t('problems.detail.aboutLabel')} className="order-3 min-w-0 space-y-6 lg:order-none">
            <AuthorCard author={problem.author} />
            <ProblemTeam problem={problem} />
          </aside>
        </>
      }
      main={
        <>
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
        </>
      }
    />
  );
}

function BackToProblems() {
  const t = useT();
  return <BackLink to="/problems">{t('problems.backToProblems')}</BackLink>;
}

export function ProblemDetailPage() {
  const { id = '' } = useParams();
  const query = useProblem(id);
  const t = useT();
  return (
    <DetailPage
      query={query}
      documentTitle={t('problems.detail.documentTitle')}
      notFoundTitle={t('problems.notFound.title')}
      skeleton={<ProblemDetailSkeleton />}
      notFound={<ProblemNotFound />}
      back={<BackToProblems />}
      loadFailed={t('messages.loadProblemFailed')}
    >
      {(problem) => <ProblemView problem={problem} />}
    </DetailPage>
  );
}
