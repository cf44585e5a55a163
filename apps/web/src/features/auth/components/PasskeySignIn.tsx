import { PASSKEY_CHALLENGE_TTL_MS, type PasskeyOptions } from '@skillsync/shared';
import { KeyRound } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
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

/**
 * A fresh challenge, signed by the passkey the member picks, sent to sign them in (the store shows a refusal).
 * `isWanted` is asked once the challenge is here, before the browser is: the page may have moved on meanwhile.
 */
async function signInWithPasskey(fromSuggestions: boolean, isRemembered: () => boolean, isWanted = () => true) {
  const options = await api<PasskeyOptions>('/auth/passkey-sign-in/options', { method: 'POST' });
  if (!isWanted()) return undefined;
  const credential = await signChallenge(options, fromSuggestions);
  // No extension was asked for: none of their outputs goes to the server. False: the server refused it.
  return useAuthStore
    .getState()
    .loginWithPasskey({ credential: { ...credential, clientExtensionResults: {} }, rememberMe: isRemembered() });
}

/** A suggestions' challenge is renewed before the server forgets it (the browser may wait much longer). */
const SUGGESTIONS_RENEWED_MS = PASSKEY_CHALLENGE_TTL_MS - 30_000;

/**
 * The browser's suggestions: from the start, the address field (marked `webauthn`) offers the member's passkeys, and
 * picking one signs them in. After a refusal, or when the challenge is about to expire, `onEnded` starts a new round.
 */
function PasskeySuggestions({ isRemembered, onEnded }: { isRemembered: () => boolean; onEnded: () => void }) {
  useEffect(() => {
    let isActive = true;
    const renewal = setTimeout(onEnded, SUGGESTIONS_RENEWED_MS);
    void (async () => {
      try {
        if (!(await canSuggestPasskeys()) || !isActive) return;
        const isSignedIn = await signInWithPasskey(true, isRemembered, () => isActive);
        // Refused (the store says why): the member may pick another passkey, from a new round.
        if (isSignedIn === false && isActive) onEnded();
      } catch {
        // A ceremony this page ended, or no challenge to be had: no word, and the renewal tries again later.
      }
    })();
    return () => {
      isActive = false;
      clearTimeout(renewal);
      cancelPasskeyCeremony().catch(() => undefined);
    };
  }, [isRemembered, onEnded]);
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
  const startNewRound = useCallback(() => setRound((count) => count + 1), []);

  if (!isHydrated || !canUsePasskeys()) return null;

  async function handleClick() {
    setIsSigning(true);
    setNotice(undefined);
    try {
      await signInWithPasskey(false, isRemembered);
    } catch (error) {
      setNotice(
        isCeremonyCancelled(error) ? t('auth.passkey.cancelled') : errorMessage(error, t('auth.passkey.failed')),
      );
    } finally {
      setIsSigning(false);
      startNewRound();
    }
  }

  return (
    <div className="mt-4 space-y-2">
      {!isSigning && <PasskeySuggestions key={round} isRemembered={isRemembered} onEnded={startNewRound} />}
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
