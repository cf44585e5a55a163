import { zodResolver } from '@hookform/resolvers/zod';
import { isStrongPassword, MESSAGES, RegisterForm } from '@skillsync/shared';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';
import { PasswordInput } from '../../../components/PasswordInput.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthCard, FormError } from '../components/AuthCard.tsx';
import { PasswordChecklist } from '../components/PasswordChecklist.tsx';
import { ProviderButtons } from '../components/ProviderButtons.tsx';

export function RegisterPage() {
  useDocumentTitle('Create your account');
  const { isAuthenticated, error, register: registerUser, clearError } = useAuthStore();
  const form = useForm<RegisterForm>({
    resolver: zodResolver(RegisterForm),
    // A mistyped e-mail is pointed out as the member leaves the field, and cleared as soon as it is fixed.
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
  });
  const [name, email, password, confirmPassword, acceptTerms] = useWatch({
    control: form.control,
    name: ['name', 'email', 'password', 'confirmPassword', 'acceptTerms'],
  });
  const { errors, isSubmitting } = form.formState;

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
      title="Create your account"
      subtitle="Show what you can do and sync with those who can help."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <FormError message={error} />
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(
          async ({ name, email, password }) => void (await registerUser({ name, email, password })),
        )}
      >
        <Input label="Full Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordInput label="Password" autoComplete="new-password" {...form.register('password')} />
        <PasswordChecklist password={password} />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          error={isMismatch ? MESSAGES.passwordMismatch : undefined}
          {...form.register('confirmPassword')}
        />
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600"
            {...form.register('acceptTerms')}
          />
          <span>
            I agree to the{' '}
            <Link to="/terms" className="font-medium text-brand-700 hover:underline">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className="font-medium text-brand-700 hover:underline">
              Privacy Policy
            </Link>
          </span>
        </label>
        <Button type="submit" className="w-full" disabled={!canSubmit} isLoading={isSubmitting}>
          Create account
        </Button>
      </form>
      <ProviderButtons />
    </AuthCard>
  );
}
