import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../components/Button.tsx';
import { useT } from '../lib/i18n.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** Shown when a page fails to load or render, e.g. after a new release replaced the page's files. */
export function RouteError() {
  const t = useT();
  useDocumentTitle(t('common.routeError.title'));
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-ink">{t('common.routeError.title')}</h1>
      <p className="mt-2 text-muted">{t('common.routeError.text')}</p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden className="h-4 w-4" /> {t('common.routeError.reload')}
        </Button>
        <Link to="/" reloadDocument className={buttonClass('secondary')}>
          {t('common.routeError.home')}
        </Link>
      </div>
    </div>
  );
}
