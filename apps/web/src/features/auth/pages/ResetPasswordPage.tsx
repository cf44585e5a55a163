import { type MessageResponse, RESET_REDIRECT_MS, type ResetPasswordForm } from '@skillsync/shared';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { PasswordField } from '../../../components/FormFields.tsx';
import { FullPageSpinner } from '../../../components/Spinner.tsx';
import { api, errorMessage } from '../../../lib/api.ts';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isInvalidTokenAnswer, useResetLinkCheck } from '../api/check-reset-link.ts';
import { AuthCard, BackToSignIn, FormError } from '../components/AuthCard.tsx';

/**
 * The e-mailed links carry 43 URL-safe base64 characters (32 random bytes). A token far from that shape was
 * broken on its way (cut by a mail client, mistyped) and is refused at once; a plausible one is asked about as
 * the page opens (used or expired?), and again by the reset itself.
 */
const PLAUSIBLE_TOKEN = /^[\w-]{32,200}$/;

function InvalidResetLink() {
  const t = useT();
  return (
    <AuthCard title={t('auth.reset.invalidTitle')} footer={<BackToSignIn />}>
      <FormError message={t('messages.resetTokenInvalid')} />
      <Link to="/forgot-password" className={buttonClass('primary', 'w-full')}>
        {t('auth.reset.requestNewLink')}
      </Link>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const t = useT();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const [isTokenRejected, setIsTokenRejected] = useState(false);
  const isPlausible = PLAUSIBLE_TOKEN.test(token);
  const link = useResetLinkCheck(token, isPlausible);
  const form = useForm<ResetPasswordForm>({
    resolver: schemaResolver((schemas) => schemas.ResetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;
  useDocumentTitle(t('auth.reset.title'));

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  async function handleSubmit({ password }: ResetPasswordForm) {
    setError(null);
    try {
      await api<MessageResponse>('/auth/reset-password', { method: 'POST', body: { token, password } });
      setIsDone(true);
    } catch (caught) {
      if (isInvalidTokenAnswer(caught)) setIsTokenRejected(true);
      else setError(errorMessage(caught, t('messages.resetError')));
    }
  }

  if (isTokenRejected || link.isInvalid || !isPlausible) return <InvalidResetLink />;
  if (link.isChecking) return <FullPageSpinner label={t('auth.reset.checking')} />;

  return (
    <AuthCard title={t('auth.reset.title')} footer={<BackToSignIn />}>
      <FormError message={error} />
      {isDone ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
          {t('messages.resetSuccess')} {t('auth.reset.redirecting')}
        </p>
      ) : (
        <FormProvider {...form}>
          <form noValidate className="space-y-4" onSubmit={form.handleSubmit(handleSubmit)}>
            <PasswordField name="password" label={t('auth.fields.newPassword')} autoComplete="new-password" />
            <PasswordField
              name="confirmPassword"
              label={t('auth.fields.confirmNewPassword')}
              autoComplete="new-password"
            />
            <Button type="submit" className="w-full" isLoading={isSubmitting}>
              {t('auth.reset.submit')}
            </Button>
          </form>
        </FormProvider>
      )}
    </AuthCard>
  );
}
