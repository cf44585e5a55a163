import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type MessageResponse, RESET_REDIRECT_MS, ResetPasswordForm } from '@skillsync/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { PasswordInput } from '../../../components/PasswordInput.tsx';
import { api, errorMessage } from '../../../lib/api.ts';
import { AuthCard, FormError } from '../components/AuthCard.tsx';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

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
      setError(errorMessage(caught, MESSAGES.resetError));
    }
  }

  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <FormError message={error} />
      {isDone ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
          {MESSAGES.resetSuccess} Taking you to sign in…
        </p>
      ) : (
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit(handleSubmit)}>
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" className="w-full" isLoading={isSubmitting}>
            Reset password
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
