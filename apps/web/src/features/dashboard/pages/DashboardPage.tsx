import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { useAuthStore } from '../../auth/api/auth-store.ts';

export function DashboardPage() {
  const user = useAuthStore((state) => state.user);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">Welcome back, {user?.name}!</h1>
      <p className="mt-1 text-muted">Here is what is happening with your work.</p>
      <div className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
        <Lightbulb aria-hidden className="mx-auto h-10 w-10 text-brand-600" />
        <p className="mt-3 font-medium text-ink">Your dashboard figures and team widgets are not built yet.</p>
        <p className="mt-1 text-sm text-muted">Until then, browse the Problem Wall to find something to work on.</p>
        <Link to="/problems" className={`${buttonClass('primary')} mt-4`}>
          Explore Problems
        </Link>
      </div>
    </div>
  );
}
