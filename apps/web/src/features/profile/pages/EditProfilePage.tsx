import { FormPage } from '../../../components/FormLayout.tsx';
import { SkeletonList } from '../../../components/ListStates.tsx';
import { ErrorState } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProfile } from '../api/get-profile.ts';
import { AvatarPicker } from '../components/AvatarPicker.tsx';
import { ProfileForm } from '../components/ProfileForm.tsx';

function EditProfileSkeleton() {
  const t = useT();
  return (
    <SkeletonList
      label={t('profile.loading')}
      count={3}
      className="space-y-6"
      itemClassName="space-y-4 rounded-lg border border-line bg-white p-6"
      lines={['h-5 w-40', 'h-10 w-full', 'h-10 w-full']}
    />
  );
}

function EditProfile({ userId, email }: { userId: string; email: string }) {
  const t = useT();
  const query = useProfile(userId);
  // The picture follows the session, which takes a new one the moment it is uploaded.
  const avatar = useAuthStore((state) => state.user?.avatar ?? null);
  if (query.isPending) return <EditProfileSkeleton />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, t('messages.loadProfileFailed'))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className="space-y-6">
      <AvatarPicker name={query.data.user.name} avatar={avatar} />
      <ProfileForm user={query.data.user} email={email} />
    </div>
  );
}

/** /profile/edit (behind RequireAuth): the member's picture and profile. */
export function EditProfilePage() {
  const t = useT();
  const user = useAuthStore((state) => state.user);
  useDocumentTitle(t('profile.edit.title'));
  if (!user) return null;
  return (
    <FormPage title={t('profile.edit.title')} subtitle={t('profile.edit.subtitle')}>
      <EditProfile userId={user.id} email={user.email} />
    </FormPage>
  );
}
