import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { SettingsSection } from './SettingsSection.tsx';

const CONSEQUENCES = [
  'settings.delete.signedOut',
  'settings.delete.erased',
  'settings.delete.teamContent',
  'settings.delete.email',
  'settings.delete.final',
] as const;

/**
 * Erasure (DPDP Act 2023): what deleting the account does, and the button that asks for the password.
 * Once deleted, the member goes home first and is forgotten as this page closes: forgotten while still on a
 * members' page, they would be sent to the sign-in page instead.
 */
export function DeleteAccountSection() {
  const t = useT();
  const navigate = useNavigate();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const isDeletedRef = useRef(false);

  useEffect(
    () => () => {
      if (isDeletedRef.current) useAuthStore.getState().forget();
    },
    [],
  );

  async function handleDeleted() {
    isDeletedRef.current = true;
    await navigate('/', { replace: true });
  }

  return (
    <SettingsSection title={t('settings.delete.title')} tone="danger">
      <p>{t('settings.delete.intro')}</p>
      <ul className="list-disc space-y-1 pl-5">
        {CONSEQUENCES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <Button variant="danger" onClick={() => setIsDialogOpen(true)}>
        <Trash2 aria-hidden className="h-4 w-4" />
        {t('settings.delete.button')}
      </Button>
      <DeleteAccountDialog
        isOpen={isDialogOpen}
        onClose={() => setIsDialogOpen(false)}
        onDeleted={() => void handleDeleted()}
      />
    </SettingsSection>
  );
}
