import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/Spinner.tsx';
import { ErrorState } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { confirmGrievance } from '../api/grievance.ts';
import { GrievanceReceived } from './GrievanceReceived.tsx';

type Confirmation =
  | { state: 'confirming' }
  | { state: 'confirmed'; reference: string }
  | { state: 'failed'; message: string };

/**
 * A visitor opened the link e-mailed to them: the complaint is confirmed as the page opens, and its reference shown.
 * A link works once: opened again, the server says so, and the reference is in the acknowledgement e-mail.
 */
export function GrievanceConfirmation({ token }: { token: string }) {
  const t = useT();
  const [confirmation, setConfirmation] = useState<Confirmation>({ state: 'confirming' });
  // Once per token, even where React runs effects twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    setConfirmation({ state: 'confirming' });
    confirmGrievance(token).then(
      (receipt) => setConfirmation({ state: 'confirmed', reference: receipt.reference ?? '' }),
      (error: unknown) =>
        setConfirmation({ state: 'failed', message: errorMessage(error, t('legal.grievance.confirm.failed')) }),
    );
  }, [token, t]);

  if (confirmation.state === 'confirmed') return <GrievanceReceived reference={confirmation.reference} />;
  if (confirmation.state === 'failed') return <ErrorState message={confirmation.message} />;
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted">
      <Spinner size="sm" />
      {t('legal.grievance.confirm.confirming')}
    </p>
  );
}
