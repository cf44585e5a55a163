import type { ForgotPasswordBody, MessageResponse } from '@skillsync/shared';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/FormFields.tsx';
import { api, errorMessage } from '../../../lib/api.ts';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { translateText } from '../../../lib/translate-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthCard, BackToSignIn, FormError } from '../components/AuthCard.tsx';

export function ForgotPasswordPage() {
  const t = useT();
  useDocumentTitle(t('auth.forgot.documentTitle'));
  const [result, setResult] = useState<{ isError: boolean; text: string } | null>(null);
  const form = useForm<ForgotPasswordBody>({
    resolver: schemaResolver((schemas) => schemas.ForgotPasswordBody),
    defaultValues: { email: '' },
  });
  const { isSubmitting } = form.formState;

  async function handleSubmit(body: ForgotPasswordBody) {
    try {
      const response = await api<MessageResponse>('/auth/forgot-password', { method: 'POST', body });
      // The server answers with one of the shared texts, in English: shown in the reader's language.
      const text = response.message ? translateText(response.message) : t('messages.forgotPasswordDefault');
      setResult({ isError: false, text });
    } catch (error) {
      setResult({ isError: true, text: errorMessage(error, t('messages.forgotPasswordError')) });
    }
  }

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={<BackToSignIn />}>
      {result?.isError && <FormError message={result.text} />}
      {result && !result.isError ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
          {result.text}
        </p>
      ) : (
        <FormProvider {...form}>
          <form noValidate className="space-y-4" onSubmit={form.handleSubmit(handleSubmit)}>
            <TextField name="email" label={t('auth.fields.email')} type="email" autoComplete="email" />
            <Button type="submit" className="w-full" isLoading={isSubmitting}>
              {t('auth.forgot.submit')}
            </Button>
          </form>
        </FormProvider>
      )}
    </AuthCard>
  );
}
