import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n.ts';

/** Host Challenge: the form for members; visitors are sent to sign in first by the member-only route. */
export function HostChallengeLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const t = useT();
  return (
    <Link to="/challenges/create" className={buttonClass(variant)}>
      <Plus aria-hidden className="h-4 w-4" /> {t('challenges.host')}
    </Link>
  );
}
