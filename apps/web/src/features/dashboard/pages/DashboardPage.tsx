import { useAuthStore } from '../../../lib/auth-store.ts';
import { ActiveCollaborations } from '../components/ActiveCollaborations.tsx';

export function DashboardPage() {
  const user = useAuthStore((state) => state.user);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">Welcome back, {user?.name}!</h1>
      <p className="mt-1 text-muted">Here is what is happening with your work.</p>
      {user && (
        <div className="mt-8">
          <ActiveCollaborations userId={user.id} />
        </div>
      )}
    </div>
  );
}
