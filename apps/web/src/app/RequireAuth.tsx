import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/Spinner.tsx';
import { useAuthStore } from '../lib/auth-store.ts';
import { useT } from '../lib/i18n.ts';

/** Login-only routes: a spinner while the session loads, then /login remembering where the visitor was going. */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuthStore();
  const location = useLocation();
  const t = useT();
  if (isLoading) return <FullPageSpinner label={t('common.checkingSession')} />;
  if (!isAuthenticated) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return <Outlet />;
}
