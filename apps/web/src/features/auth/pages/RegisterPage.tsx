import { Trans } from '@lingui/react';
import { isStrongPassword, type RegisterForm } from '@skillsync/shared';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/FormFields.tsx';
import { PasswordInput } from '../../../components/PasswordInput.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthCard, FormError } from '../components/AuthCard.tsx';
import { PasswordChecklist } from '../components/PasswordChecklist.tsx';
import { ProviderButtons } from '../components/ProviderButtons.tsx';

export function RegisterPage() {
  const t = useT();
  useDocumentTitle(t('auth.register.title'));
  const { isAuthenticated, error, register: registerUser, clearError } = useAuthStore();
  const form = useForm<RegisterForm>({
    resolver: schemaResolver((schemas) => schemas.RegisterForm),
    // A mistyped e-mail is pointed out as the member leaves the field, and cleared as soon as it is fixed.
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
  });
  const [name, email, password, confirmPassword, acceptTerms] = useWatch({
    control: form.control,
    name: ['name', 'email', 'password', 'confirmPassword', 'acceptTerms'],
  });
  const { isSubmitting } = form.formState;

  useEffect(() => clearError, [clearError]);

  if (isAuthenticated) return <Navigate to="/dashboard" replace />;

  const isMismatch = confirmPassword.length > 0 && password !== confirmPassword;
  const canSubmit =
    name.trim() !== '' &&
    email.trim() !== '' &&
    isStrongPassword(password) &&
    password === confirmPassword &&
    acceptTerms;

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <Trans
          id="auth.register.haveAccount"
          components={{ 0: <Link to="/login" className="font-medium text-brand-700 hover:underline" /> }}
        />
      }
    >
      <FormError message={error} />
      <FormProvider {...form}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit(
            // The box is ticked (the form refuses otherwise): the server records the consent with the notice's version.
            async ({ name, email, password }) =>
              void (await registerUser({ name, email, password, acceptTerms: true })),
          )}
        >
          <TextField name="name" label={t('auth.fields.fullName')} autoComplete="name" />
          <TextField name="email" label={t('auth.fields.email')} type="email" autoComplete="email" />
          <PasswordInput label={t('auth.fields.password')} autoComplete="new-password" {...form.register('password')} />
          <PasswordChecklist password={password} />
          <PasswordInput
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            error={isMismatch ? t('messages.passwordMismatch') : undefined}
            {...form.register('confirmPassword')}
          />
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600"
              {...form.register('acceptTerms')}
            />
            <span>
              <Trans
                id="auth.register.terms"
                components={{
                  0: <Link to="/terms" className="font-medium text-brand-700 hover:underline" />,
                  1: <Link to="/privacy" className="font-medium text-brand-700 hover:underline" />,
                }}
              />
            </span>
          </label>
          <Button type="submit" className="w-full" disabled={!canSubmit} isLoading={isSubmitting}>
            {t('auth.register.submit')}
          </Button>
        </form>
      </FormProvider>
      <ProviderButtons />
    </AuthCard>
  );
}
