import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';

export function BackToChallenges() {
  const t = useT();
  return (
    <Link
      to="/challenges"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="h-4 w-4" /> {t('challenges.backToChallenges')}
    </Link>
  );
}
