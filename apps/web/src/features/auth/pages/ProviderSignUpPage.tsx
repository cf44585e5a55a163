import { Trans } from '@lingui/react';
import { PROVIDER_NAMES, type ProviderPending } from '@skillsync/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { activeLanguage, useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProviderPending } from '../api/provider-pending.ts';
import { AuthCard, BackToSignIn, FormError } from '../components/AuthCard.tsx';
import { ProviderPendingState } from '../components/ProviderPendingState.tsx';

/** A new person back from Google or GitHub: what the provider told us, and the privacy notice to agree to first. */
function SignUpForm({ token, pending }: { token: string; pending: ProviderPending }) {
  const t = useT();
  const { error, finishProviderSignIn } = useAuthStore();
  const [isAccepted, setIsAccepted] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const termsId = useId();
  const provider = PROVIDER_NAMES[pending.provider];

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitting(true);
    await finishProviderSignIn(
      `/auth/provider-pendings/${encodeURIComponent(token)}/sign-up`,
      { acceptTerms: true, language: activeLanguage() },
      'registrationSuccess',
    );
    setIsSubmitting(false);
  }

  return (
    <AuthCard
      title={t('auth.provider.signUp.title')}
      subtitle={t('auth.provider.signUp.subtitle', { provider })}
      footer={<BackToSignIn />}
    >
      <FormError message={error} />
      <dl className="mb-6 space-y-2 rounded-lg border border-line bg-slate-50 px-4 py-3 text-sm">
        <div>
          <dt className="text-muted">{t('auth.fields.fullName')}</dt>
          <dd className="font-medium text-ink">{pending.name}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('auth.fields.email')}</dt>
          <dd className="font-medium break-all text-ink">{pending.email}</dd>
        </div>
      </dl>
      <form noValidate className="space-y-4" onSubmit={handleSubmit}>
        <div className="flex items-start gap-2 text-sm text-slate-700">
          <input
            id={termsId}
            type="checkbox"
            className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600"
            checked={isAccepted}
            onChange={(event) => setIsAccepted(event.target.checked)}
          />
          <label htmlFor={termsId}>
            <Trans
              id="auth.register.terms"
              components={{
                0: <Link to="/terms" className="font-medium text-brand-700 hover:underline" />,
                1: <Link to="/privacy" className="font-medium text-brand-700 hover:underline" />,
              }}
            />
          </label>
        </div>
        <Button type="submit" className="w-full" disabled={!isAccepted} isLoading={isSubmitting}>
          {t('auth.provider.signUp.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

export function ProviderSignUpPage() {
  const t = useT();
  useDocumentTitle(t('auth.provider.signUp.title'));
  const { token = '' } = useParams();
  const pending = useProviderPending(token);
  const { isAuthenticated, clearError } = useAuthStore();
  useEffect(() => clearError, [clearError]);
  if (isAuthenticated) return <Navigate to="/dashboard" replace />;
  return (
    <ProviderPendingState query={pending}>{(data) => <SignUpForm token={token} pending={data} />}</ProviderPendingState>
  );
}
