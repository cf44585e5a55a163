import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthCard, BackToSignIn, FormError } from '../components/AuthCard.tsx';

/**
 * The mailed link that confirms linking Google or GitHub: opening it does nothing (a mail program's link checker
 * opens links too); the member's click links and signs them in.
 */
export function ProviderConfirmPage() {
  const t = useT();
  useDocumentTitle(t('auth.provider.confirm.title'));
  const { token = '' } = useParams();
  const { isAuthenticated, error, clearError, finishProviderSignIn } = useAuthStore();
  const [isSubmitting, setIsSubmitting] = useState(false);
  useEffect(() => clearError, [clearError]);
  if (isAuthenticated) return <Navigate to="/dashboard" replace />;

  async function handleConfirm() {
    setIsSubmitting(true);
    await finishProviderSignIn('/auth/provider-links/confirm', { token }, 'loginSuccess');
    setIsSubmitting(false);
  }

  return (
    <AuthCard
      title={t('auth.provider.confirm.title')}
      subtitle={t('auth.provider.confirm.subtitle')}
      footer={<BackToSignIn />}
    >
      <FormError message={error} />
      <Button type="button" className="w-full" isLoading={isSubmitting} onClick={() => void handleConfirm()}>
        {t('auth.provider.confirm.submit')}
      </Button>
    </AuthCard>
  );
}
