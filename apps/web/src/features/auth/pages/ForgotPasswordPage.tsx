import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordBody, MESSAGES, type MessageResponse } from '@skillsync/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';
import { api, errorMessage } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthCard, FormError } from '../components/AuthCard.tsx';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [result, setResult] = useState<{ isError: boolean; text: string } | null>(null);
  const form = useForm<ForgotPasswordBody>({ resolver: zodResolver(ForgotPasswordBody), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  async function handleSubmit(body: ForgotPasswordBody) {
    try {
      const response = await api<MessageResponse>('/auth/forgot-password', { method: 'POST', body });
      setResult({ isError: false, text: response.message || MESSAGES.forgotPasswordDefault });
    } catch (error) {
      setResult({ isError: true, text: errorMessage(error, MESSAGES.forgotPasswordError) });
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new one."
      footer={
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {result?.isError && <FormError message={result.text} />}
      {result && !result.isError ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
          {result.text}
        </p>
      ) : (
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit(handleSubmit)}>
          <Input
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" className="w-full" isLoading={isSubmitting}>
            Send Reset Link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
