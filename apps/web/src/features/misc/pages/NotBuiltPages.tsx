import { Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The screens routed but not built yet; each has a title and a "what" under `misc.notBuilt.pages.<page>`. */
type NotBuiltPage = 'challenges' | 'challengeDetail' | 'hostChallenge';

/** An honest page for a screen that is routed but not built yet: it says so and offers a way on. */
function NotBuilt({ page }: { page: NotBuiltPage }) {
  const t = useT();
  const title = t(`misc.notBuilt.pages.${page}.title`);
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <Hammer aria-hidden className="mx-auto h-12 w-12 text-brand-600" />
      <h1 className="mt-4 text-2xl font-semibold text-ink">{title}</h1>
      <p className="mt-2 text-muted">{t('misc.notBuilt.text', { what: t(`misc.notBuilt.pages.${page}.what`) })}</p>
      <Link to="/" className={`${buttonClass('secondary')} mt-6`}>
        {t('misc.goHome')}
      </Link>
    </div>
  );
}

export const ChallengesPage = () => <NotBuilt page="challenges" />;
export const ChallengeDetailPage = () => <NotBuilt page="challengeDetail" />;
export const HostChallengePage = () => <NotBuilt page="hostChallenge" />;
