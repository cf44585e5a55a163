import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyOptions } from '@skillsync/shared';

// The browser's side of passkeys, shared by sign-in and settings. @simplewebauthn/browser loads only when a passkey
// is used, so no page's first bytes carry it.

const webAuthn = () => import('@simplewebauthn/browser');

/** Whether this browser can make and use passkeys at all (WebAuthn). */
export const canUsePasskeys = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Whether the browser offers its passkeys among the address field's suggestions (WebAuthn's conditional UI). */
export async function canSuggestPasskeys() {
  if (!canUsePasskeys()) return false;
  return (await webAuthn()).browserSupportsWebAuthnAutofill();
}

/** Has the authenticator make a passkey for the server's options (the browser asks the member to unlock it). */
export async function makePasskey(options: PasskeyOptions) {
  const { startRegistration } = await webAuthn();
  return startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
}

/**
 * Has a passkey the member picks sign the server's challenge: from the browser's dialog, or (with
 * `fromSuggestions`) from the address field's suggestions, waiting until the member picks one there.
 */
export async function signChallenge(options: PasskeyOptions, fromSuggestions: boolean) {
  const { startAuthentication } = await webAuthn();
  return startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: fromSuggestions,
  });
}

/** Ends a ceremony still waiting (the suggestions' one, as the page closes). */
export async function cancelPasskeyCeremony() {
  (await webAuthn()).WebAuthnAbortService.cancelCeremony();
}

/** The member closed the browser's dialog, it timed out, or the page ended the ceremony: nothing went wrong. */
export const isCeremonyCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** The authenticator already holds a passkey of this member's (the server listed it to be left out). */
export const isAlreadyOnDevice = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED';
