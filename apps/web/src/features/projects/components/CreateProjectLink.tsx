import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';

/** Create Project: the form for members, sign-in first (coming back to the form) for visitors. */
export function CreateProjectLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const t = useT();
  return (
    <Link
      to={isAuthenticated ? '/projects/create' : '/login'}
      state={isAuthenticated ? undefined : { from: '/projects/create' }}
      className={buttonClass(variant)}
    >
      <Plus aria-hidden className="h-4 w-4" /> {t('projects.create')}
    </Link>
  );
}
