import type { UserProfile } from '@skillsync/shared';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { FullPageSpinner } from '../../../components/Spinner.tsx';
import { ErrorState } from '../../../components/States.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { useOnlineUsers, useRealtimeStore } from '../../../lib/realtime.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProfile } from '../api/get-profile.ts';
import { AchievementsList } from '../components/AchievementsList.tsx';
import { CreatedProjects } from '../components/CreatedProjects.tsx';
import { PortfolioSection } from '../components/PortfolioSection.tsx';
import { ProblemsPosted } from '../components/ProblemsPosted.tsx';
import { ProfileAbout } from '../components/ProfileAbout.tsx';
import { ProfileCounters } from '../components/ProfileCounters.tsx';
import { ProfileHeader } from '../components/ProfileHeader.tsx';
import { ProfileNotFound } from '../components/ProfileNotFound.tsx';
import { ProfileSkeleton } from '../components/ProfileSkeleton.tsx';
import { ReputationHistory } from '../components/ReputationHistory.tsx';

const OwnWork = lazy(() => import('../components/OwnWork.tsx').then(({ OwnWork }) => ({ default: OwnWork })));

/** Online now: live from the realtime link while it is up, else as the profile was loaded. */
function useIsOnline(profile: UserProfile) {
  const online = useOnlineUsers([profile.user.id]);
  const isLive = useRealtimeStore((state) => state.status === 'connected');
  return isLive ? online.has(profile.user.id) : profile.isOnline;
}

function ProfileView({ profile }: { profile: UserProfile }) {
  const viewerId = useAuthStore((state) => state.user?.id);
  const isOnline = useIsOnline(profile);
  const { user } = profile;
  const isOwn = viewerId === user.id;
  const viewer = isOwn ? 'owner' : viewerId ? 'member' : 'visitor';
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <ProfileHeader user={user} isOwn={isOwn} isOnline={isOnline} />
      <div className="mt-6">
        <ProfileCounters counters={profile.counters} />
      </div>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <ProfileAbout user={user} isOwn={isOwn} />
          <PortfolioSection userId={user.id} name={user.name} items={profile.portfolio} viewer={viewer} />
          <CreatedProjects projects={profile.projects} name={user.name} isOwn={isOwn} />
          <ProblemsPosted problems={profile.problems} name={user.name} isOwn={isOwn} />
        </div>
        <div className="min-w-0 space-y-6">
          <AchievementsList achievements={profile.achievements} isOwn={isOwn} />
          <ReputationHistory userId={user.id} />
        </div>
      </div>
      {isOwn && (
        <div className="mt-6">
          <Suspense fallback={null}>
            <OwnWork userId={user.id} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

function Profile({ userId }: { userId: string }) {
  const t = useT();
  const query = useProfile(userId);
  const isNotFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.code === 'userNotFound');
  useDocumentTitle(query.data?.user.name ?? (isNotFound ? t('profile.notFound.title') : t('profile.documentTitle')));

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    if (isNotFound) return <ProfileNotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-semibold text-ink">{t('profile.documentTitle')}</h1>
        <div className="mt-6">
          <ErrorState
            message={errorMessage(query.error, t('messages.loadProfileFailed'))}
            onRetry={() => void query.refetch()}
          />
        </div>
      </div>
    );
  }
  return <ProfileView profile={query.data} />;
}

/**
 * /profile/:id, anyone's profile, and /profile, one's own. Spec §2 leaves /profile open, but without a member it
 * has no one to show: a visitor goes to sign in, as on the login-only pages, and comes back to it.
 */
export function ProfilePage() {
  const { id } = useParams();
  const { user, isLoading } = useAuthStore();
  const location = useLocation();
  const t = useT();
  if (id) return <Profile key={id} userId={id} />;
  if (isLoading) return <FullPageSpinner label={t('common.checkingSession')} />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Profile key={user.id} userId={user.id} />;
}
