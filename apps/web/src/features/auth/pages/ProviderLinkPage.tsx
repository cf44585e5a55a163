import { type MessageResponse, PROVIDER_NAMES, type ProviderPending } from '@skillsync/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { PasswordInput } from '../../../components/PasswordInput.tsx';
import { api, errorMessage } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProviderPending } from '../api/provider-pending.ts';
import { AuthCard, BackToSignIn, FormError } from '../components/AuthCard.tsx';
import { ProviderPendingState } from '../components/ProviderPendingState.tsx';

/**
 * An account already has the address Google or GitHub verified: its member confirms the link with their password, or
 * by a link we e-mail to that address. Nothing is linked before.
 */
function LinkForm({ token, pending }: { token: string; pending: ProviderPending }) {
  const t = useT();
  const { error, finishProviderSignIn } = useAuthStore();
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [mailState, setMailState] = useState<{ isSending: boolean; sent?: string; error?: string }>({
    isSending: false,
  });
  const provider = PROVIDER_NAMES[pending.provider];
  const path = `/auth/provider-pendings/${encodeURIComponent(token)}`;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitting(true);
    await finishProviderSignIn(`${path}/link`, { password }, 'loginSuccess');
    setIsSubmitting(false);
  }

  async function handleMail() {
    setMailState({ isSending: true });
    try {
      await api<MessageResponse>(`${path}/mail`, { method: 'POST' });
      setMailState({ isSending: false, sent: t('messages.providerLinkMailed') });
    } catch (caught) {
      setMailState({ isSending: false, error: errorMessage(caught, t('messages.providerFailed')) });
    }
  }

  return (
    <AuthCard
      title={t('auth.provider.link.title', { provider })}
      subtitle={t('auth.provider.link.subtitle', { provider, email: pending.email })}
      footer={<BackToSignIn />}
    >
      <FormError message={error ?? mailState.error ?? null} />
      {mailState.sent ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
          {mailState.sent}
        </p>
      ) : (
        <div className="space-y-4">
          {pending.hasPassword && (
            <form noValidate className="space-y-4" onSubmit={handleSubmit}>
              <PasswordInput
                label={t('auth.fields.password')}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <Button type="submit" className="w-full" isLoading={isSubmitting} disabled={password === ''}>
                {t('auth.provider.link.submit', { provider })}
              </Button>
            </form>
          )}
          <Button
            type="button"
            variant={pending.hasPassword ? 'secondary' : 'primary'}
            className="w-full"
            isLoading={mailState.isSending}
            onClick={() => void handleMail()}
          >
            {t('auth.provider.link.mail')}
          </Button>
        </div>
      )}
    </AuthCard>
  );
}

export function ProviderLinkPage() {
  const t = useT();
  useDocumentTitle(t('auth.provider.link.documentTitle'));
  const { token = '' } = useParams();
  const pending = useProviderPending(token);
  const { isAuthenticated, clearError } = useAuthStore();
  useEffect(() => clearError, [clearError]);
  if (isAuthenticated) return <Navigate to="/dashboard" replace />;
  return (
    <ProviderPendingState query={pending}>{(data) => <LinkForm token={token} pending={data} />}</ProviderPendingState>
  );
}
