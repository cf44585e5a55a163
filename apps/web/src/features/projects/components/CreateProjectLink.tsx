import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n.ts';

/**
 * Create Project: the form, which sends a visitor to sign in first and back to it (RequireAuth). The same address for
 * everyone, so the link is right in the server's HTML too, before the app knows who is reading.
 */
export function CreateProjectLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const t = useT();
  return (
    <Link to="/projects/create" className={buttonClass(variant)}>
      <Plus aria-hidden className="h-4 w-4" /> {t('projects.create')}
    </Link>
  );
}
