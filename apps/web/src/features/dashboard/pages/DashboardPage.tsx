import type { CurrentUser } from '@skillsync/shared';
import { FolderOpen, Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { ErrorState } from '../../../components/States.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ActiveCollaborations, ProjectTeams, UnreadMessages } from '../../teams/index.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { DashboardStats } from '../components/DashboardStats.tsx';
import { Feed } from '../components/Feed.tsx';
import { PeopleToCollaborate } from '../components/PeopleToCollaborate.tsx';
import { ActiveProjects, RecentProblems } from '../components/RecentWork.tsx';
import { ReputationSummary } from '../components/ReputationSummary.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The four figures, then the member's recent problems and active projects side by side on wide screens. */
function DashboardSummary() {
  const t = useT();
  const query = useDashboard();
  if (query.isError) {
    return <ErrorState message={t('dashboard.summaryFailed')} onRetry={() => void query.refetch()} />;
  }
  return (
    <div className="space-y-6">
      <DashboardStats stats={query.data?.stats} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentProblems dashboard={query.data} />
        <ActiveProjects dashboard={query.data} />
      </div>
    </div>
  );
}

/** A member whose account is less than a day old is greeted as new: "Welcome", not "Welcome back". */
const isNewMember = (user: CurrentUser) => Date.now() - new Date(user.createdAt).getTime() < DAY_MS;

export function DashboardPage() {
  const t = useT();
  const user = useAuthStore((state) => state.user);
  const refreshUser = useAuthStore((state) => state.refreshUser);
  useDocumentTitle(t('dashboard.documentTitle'));

  // Reputation grows while the app is open (a completed problem credits the team): fetch the member afresh.
  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);

  if (!user) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold break-words text-ink sm:text-3xl">
            {t(isNewMember(user) ? 'dashboard.welcome' : 'dashboard.welcomeBack', { name: user.name })}
          </h1>
          <p className="mt-1 text-muted">{t('dashboard.intro')}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link to="/problems?view=mine" className={buttonClass('secondary')}>
              <FolderOpen aria-hidden className="h-4 w-4" /> {t('dashboard.myProblems')}
            </Link>
            <Link to="/problems/create" className={buttonClass('secondary')}>
              <Plus aria-hidden className="h-4 w-4" /> {t('dashboard.postProblem')}
            </Link>
          </div>
        </div>
        <ReputationSummary score={user.reputation.score} />
      </div>
      <div className="mt-8 empty:hidden">
        <UnreadMessages userId={user.id} />
      </div>
      <div className="mt-8">
        <DashboardSummary />
      </div>
      <div className="mt-6">
        <ActiveCollaborations userId={user.id} />
      </div>
      <div className="mt-6">
        <ProjectTeams userId={user.id} />
      </div>
      <div className="mt-6">
        <Feed />
      </div>
      <div className="mt-6">
        <PeopleToCollaborate />
      </div>
    </div>
  );
}
