import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n.ts';

export function ChallengeNotFound() {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <FileQuestion aria-hidden className="mx-auto h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-semibold text-ink">{t('challenges.notFound.title')}</h1>
      <p className="mt-2 text-muted">{t('challenges.notFound.text')}</p>
      <Link to="/challenges" className={`${buttonClass('primary')} mt-6`}>
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t('challenges.backToChallenges')}
      </Link>
    </div>
  );
}
