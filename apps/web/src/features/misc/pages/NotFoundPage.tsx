import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-5xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">Page not found</h1>
      <p className="mt-2 text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={`${buttonClass('primary')} mt-6`}>
        Go back home
      </Link>
    </div>
  );
}
