import type { PasskeyOptions } from '@skillsync/shared';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { api, errorMessage } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import {
  cancelPasskeyCeremony,
  canSuggestPasskeys,
  canUsePasskeys,
  isCeremonyCancelled,
  signChallenge,
} from '../../../lib/passkeys.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/** A fresh challenge, signed by the passkey the member picks, sent to sign them in. */
async function signInWithPasskey(fromSuggestions: boolean, rememberMe: boolean) {
  const options = await api<PasskeyOptions>('/auth/passkey-sign-in/options', { method: 'POST' });
  const credential = await signChallenge(options, fromSuggestions);
  // No extension was asked for: none of their outputs goes to the server.
  await useAuthStore
    .getState()
    .loginWithPasskey({ credential: { ...credential, clientExtensionResults: {} }, rememberMe });
}

/**
 * The browser's suggestions: from the start, the address field (marked `webauthn`) offers the member's passkeys, and
 * picking one signs them in. Waits until then or until it goes; a refusal from the server is shown by the store.
 */
function PasskeySuggestions({ isRemembered }: { isRemembered: () => boolean }) {
  useEffect(() => {
    let isActive = true;
    void (async () => {
      if (!(await canSuggestPasskeys()) || !isActive) return;
      // A ceremony ended here or by the dialog needs no word, and the server's refusal has the store's.
      await signInWithPasskey(true, isRemembered()).catch(() => undefined);
    })();
    return () => {
      isActive = false;
      void cancelPasskeyCeremony();
    };
  }, [isRemembered]);
  return null;
}

/** Sign-in with a passkey, where the browser has WebAuthn: in the address field's suggestions, or by the button. */
export function PasskeySignIn({ isRemembered }: { isRemembered: () => boolean }) {
  const t = useT();
  const isHydrated = useHydrated();
  const [isSigning, setIsSigning] = useState(false);
  const [notice, setNotice] = useState<string>();
  // Asking in the browser's dialog ends the suggestions waiting: a new round of them starts once it closes.
  const [round, setRound] = useState(0);

  if (!isHydrated || !canUsePasskeys()) return null;

  async function handleClick() {
    setIsSigning(true);
    setNotice(undefined);
    try {
      await signInWithPasskey(false, isRemembered());
    } catch (error) {
      setNotice(
        isCeremonyCancelled(error) ? t('auth.passkey.cancelled') : errorMessage(error, t('auth.passkey.failed')),
      );
    } finally {
      setIsSigning(false);
      setRound((count) => count + 1);
    }
  }

  return (
    <div className="mt-4 space-y-2">
      {!isSigning && <PasskeySuggestions key={round} isRemembered={isRemembered} />}
      <Button variant="secondary" className="w-full" isLoading={isSigning} onClick={() => void handleClick()}>
        <KeyRound aria-hidden className="h-4 w-4" />
        {t('auth.passkey.signIn')}
      </Button>
      {notice && (
        <p role="alert" className="text-sm text-red-600">
          {notice}
        </p>
      )}
    </div>
  );
}
