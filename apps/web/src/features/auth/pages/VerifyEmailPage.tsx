import { CheckCircle2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { FullPageSpinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useVerifyEmailLink } from '../api/verify-email.ts';
import { AuthCard, FormError } from '../components/AuthCard.tsx';

/** Where a mailed verification link lands: it is opened at once, and the page says what came of it. */
export function VerifyEmailPage() {
  const t = useT();
  const { token = '' } = useParams();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const link = useVerifyEmailLink(token);
  useDocumentTitle(t('auth.verify.title'));

  if (link.isPending) return <FullPageSpinner label={t('auth.verify.checking')} />;
  const next = isAuthenticated ? (
    <Link to="/dashboard" className={buttonClass('primary', 'w-full')}>
      {t('auth.verify.toDashboard')}
    </Link>
  ) : (
    <Link to="/login" className={buttonClass('primary', 'w-full')}>
      {t('auth.verify.toSignIn')}
    </Link>
  );
  if (link.isError) {
    return (
      <AuthCard title={t('auth.verify.failedTitle')}>
        <FormError message={errorMessage(link.error, t('messages.verificationLinkInvalid'))} />
        <p className="mb-4 text-sm text-muted">
          {isAuthenticated ? t('auth.verify.askAgainSignedIn') : t('auth.verify.askAgainSignedOut')}
        </p>
        {next}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.verify.title')}>
      <p
        role="status"
        className="mb-4 flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800"
      >
        <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        {t('messages.emailVerified')}
      </p>
      {next}
    </AuthCard>
  );
}
