import { Trans } from '@lingui/react';
import type { LoginBody } from '@skillsync/shared';
import { useCallback, useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { PasswordField, TextField } from '../../../components/FormFields.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { translateMessage, useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { AuthCard, FormError } from '../components/AuthCard.tsx';
import { PasskeySignIn } from '../components/PasskeySignIn.tsx';
import { ProviderButtons } from '../components/ProviderButtons.tsx';
import { redirectTarget } from '../utils/redirect-target.ts';

/** Why a trip to Google or GitHub came back without signing in: the server's code, the page's words. */
const PROVIDER_ERRORS = new Set([
  'providerStateInvalid',
  'providerFailed',
  'providerCancelled',
  'providerNoEmail',
  'providerEmailUnverified',
  'providerNotConfigured',
  'accountBanned',
  'accountSuspended',
]);

function useProviderError() {
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('providerError');
  if (!code) return null;
  return PROVIDER_ERRORS.has(code)
    ? translateMessage(code, t('messages.providerFailed'))
    : t('messages.providerFailed');
}

export function LoginPage() {
  const t = useT();
  const providerError = useProviderError();
  useDocumentTitle(t('auth.login.documentTitle'));
  const location = useLocation();
  const { isAuthenticated, error, login, clearError } = useAuthStore();
  const form = useForm<LoginBody>({
    resolver: schemaResolver((schemas) => schemas.LoginBody),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { isSubmitting } = form.formState;
  const isHydrated = useHydrated();
  const isRemembered = useCallback(() => form.getValues('rememberMe') ?? false, [form]);

  useEffect(() => clearError, [clearError]);

  if (isAuthenticated) return <Navigate to={redirectTarget(location.state)} replace />;

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <Trans
          id="auth.login.newHere"
          components={{ 0: <Link to="/register" className="font-medium text-brand-700 hover:underline" /> }}
        />
      }
    >
      <FormError message={error ?? providerError} />
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(async (values) => void (await login(values)))}>
          {/* The page comes prerendered: until the app runs it, nothing typed could be kept or sent. */}
          <fieldset disabled={!isHydrated} className="space-y-4">
            {/* webauthn: the browser offers the member's passkeys among this field's suggestions too. */}
            <TextField name="email" label={t('auth.fields.email')} type="email" autoComplete="email webauthn" />
            <PasswordField name="password" label={t('auth.fields.password')} autoComplete="current-password" />
            <div className="flex items-center justify-between text-sm">
              <label className="flex items-center gap-2 text-slate-700">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-slate-300 accent-brand-600"
                  {...form.register('rememberMe')}
                />
                {t('auth.login.rememberMe')}
              </label>
              <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
                {t('auth.login.forgotPassword')}
              </Link>
            </div>
            <Button type="submit" className="w-full" isLoading={isSubmitting}>
              {t('auth.login.submit')}
            </Button>
          </fieldset>
        </form>
      </FormProvider>
      <PasskeySignIn isRemembered={isRemembered} />
      <ProviderButtons isRemembered={isRemembered} />
    </AuthCard>
  );
}
