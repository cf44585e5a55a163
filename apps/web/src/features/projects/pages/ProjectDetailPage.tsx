import { Trans } from '@lingui/react';
import type { ProjectDetail } from '@skillsync/shared';
import { CalendarDays, Lock } from 'lucide-react';
import { useParams } from 'react-router';
import { Badge } from '../../../components/Badge.tsx';
import { BackLink, DetailLayout, DetailPage } from '../../../components/DetailPage.tsx';
import { FollowButton } from '../../../components/FollowButton.tsx';
import { ReportButton } from '../../../components/ReportButton.tsx';
import { Card } from '../../../components/States.tsx';
import { DifficultyBadge, StatusBadge } from '../../../components/StatusBadges.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useRealtimeRoom } from '../../../lib/realtime.ts';
import { CompletionPanel, LazyRecommendedCollaborators } from '../../teams/index.ts';
import { useProject } from '../api/get-project.ts';
import { JoinPanel } from '../components/JoinPanel.tsx';
import { JoinRequestsPanel } from '../components/JoinRequestsPanel.tsx';
import { Milestones } from '../components/Milestones.tsx';
import { OwnerActions } from '../components/OwnerActions.tsx';
import { ProjectDetailSkeleton } from '../components/ProjectDetailSkeleton.tsx';
import { ProjectInfo } from '../components/ProjectInfo.tsx';
import { ProjectNotFound } from '../components/ProjectNotFound.tsx';
import { ProjectTeam } from '../components/ProjectTeam.tsx';
import { TaskBoard } from '../components/TaskBoard.tsx';

/** Done tasks and reached milestones, as a bar and in words; with none of either, no bar pretends to measure. */
function Progress({ project }: { project: ProjectDetail }) {
  const t = useT();
  const { progress } = project;
  if (progress.tasksTotal + progress.milestonesTotal === 0) {
    return <p className="mt-5 text-sm text-muted">{t('projects.progress.nothingTracked')}</p>;
  }
  return (
    <div className="mt-5">
      <div className="flex items-center justify-between text-sm">
        <span id="progress-label" className="font-medium text-slate-800">
          {t('projects.progress.label')}
        </span>
        <span className="text-muted">{t('projects.progress.percent', { percent: progress.percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="progress-label"
        aria-valuenow={progress.percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <p className="mt-2 text-xs text-muted">
        {t('projects.progress.detail', {
          tasksDone: progress.tasksDone,
          tasksTotal: progress.tasksTotal,
          milestonesDone: progress.milestonesDone,
          milestonesTotal: progress.milestonesTotal,
        })}
      </p>
    </div>
  );
}

/**
 * While a team member is on the page, it hears of the team's changes (tasks, milestones, team, status) and reloads.
 * A component of its own, so the link's comings and goings re-render nothing else (not a task being dragged).
 */
function ProjectLiveUpdates({ project }: { project: ProjectDetail }) {
  useRealtimeRoom('project', project._id, project.viewer.isOwner || project.viewer.isMember);
  return null;
}

function ProjectView({ project }: { project: ProjectDetail }) {
  const t = useT();
  return (
    <>
      <ProjectLiveUpdates project={project} />
      <DetailLayout
        back={<BackToProjects />}
        removal={project.removal}
        header={
          <Card className="min-w-0 p-6 lg:col-span-2">
            <div className="flex flex-wrap items-center gap-2">
              <DifficultyBadge difficulty={project.difficulty} />
              <StatusBadge status={project.status} />
              <Badge>{t(`common.enums.projectCategory.${project.category}`)}</Badge>
              {project.visibility === 'Private' && (
                <Badge>
                  <Lock aria-hidden className="mr-1 h-3 w-3" /> {t('common.enums.visibility.Private')}
                </Badge>
              )}
            </div>
            <h1 className="mt-3 text-2xl font-semibold break-words text-ink sm:text-3xl">{project.title}</h1>
            <p className="mt-2 flex items-center gap-1 text-sm text-muted">
              <CalendarDays aria-hidden className="h-4 w-4" />
              <Trans
                id="projects.detail.started"
                values={{ name: project.owner.name, date: formatRelativeDate(project.createdAt) }}
                components={{ 0: <time dateTime={project.createdAt} /> }}
              />
            </p>
            <Progress project={project} />
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <FollowButton type="project" id={project._id} isOwn={project.viewer.isOwner} />
              <ReportButton type="project" id={project._id} title={project.title} isOwn={project.viewer.isOwner} />
            </div>
            {project.viewer.isOwner && (
              <div className="mt-5 border-t border-line pt-4">
                <OwnerActions project={project} />
              </div>
            )}
          </Card>
        }
        side={
          <>
            <JoinPanel project={project} />
            {/* People waiting for an answer come before the project's details on a phone too. */}
            {project.viewer.isOwner && (
              <div className="order-1 min-w-0 lg:order-none">
                <JoinRequestsPanel project={project} />
              </div>
            )}
            <aside aria-label={t('projects.detail.teamLabel')} className="order-3 min-w-0 lg:order-none">
              <ProjectTeam project={project} />
            </aside>
          </>
        }
        main={
          <>
            {project.status === 'Completed' && (
              <CompletionPanel
                completedAt={project.completedAt}
                notes={project.completionNotes}
                withoutSummary={t('projects.detail.completedWithoutSummary')}
              />
            )}
            <ProjectInfo project={project} />
            <TaskBoard project={project} />
            <Milestones project={project} />
            {project.viewer.isOwner && project.status !== 'Completed' && (
              <LazyRecommendedCollaborators work={{ type: 'project', id: project._id }} />
            )}
          </>
        }
      />
    </>
  );
}

function BackToProjects() {
  const t = useT();
  return <BackLink to="/projects">{t('projects.backToProjects')}</BackLink>;
}

export function ProjectDetailPage() {
  const { id = '' } = useParams();
  const query = useProject(id);
  const t = useT();
  return (
    <DetailPage
      query={query}
      documentTitle={t('projects.detail.documentTitle')}
      notFoundTitle={t('projects.notFound.title')}
      skeleton={<ProjectDetailSkeleton />}
      notFound={<ProjectNotFound />}
      back={<BackToProjects />}
      loadFailed={errorMessage(query.error, t('messages.loadProjectFailed'))}
    >
      {(project) => <ProjectView project={project} />}
    </DetailPage>
  );
}
