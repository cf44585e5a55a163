import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../components/Button.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** Shown when a page fails to load or render, e.g. after a new release replaced the page's files. */
export function RouteError() {
  useDocumentTitle('Something went wrong');
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-ink">Something went wrong</h1>
      <p className="mt-2 text-muted">This page could not be shown. A newer version of SkillSync may be available.</p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden className="h-4 w-4" /> Reload
        </Button>
        <Link to="/" reloadDocument className={buttonClass('secondary')}>
          Go back home
        </Link>
      </div>
    </div>
  );
}
