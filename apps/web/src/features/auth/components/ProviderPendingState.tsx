import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FullPageSpinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { AuthCard, BackToSignIn, FormError } from './AuthCard.tsx';

/**
 * The pages that finish a sign-in begun at Google or GitHub: a spinner while the link is asked about, its refusal
 * (used, expired) in words, else the page itself.
 */
export function ProviderPendingState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (query.isPending) return <FullPageSpinner label={t('auth.provider.checking')} />;
  if (query.isError) {
    return (
      <AuthCard title={t('auth.provider.invalidTitle')} footer={<BackToSignIn />}>
        <FormError message={errorMessage(query.error, t('messages.providerPendingInvalid'))} />
      </AuthCard>
    );
  }
  return children(query.data);
}
