import type {
  AuthResponse,
  ConfirmLinkBody,
  CurrentUser,
  LoginBody,
  MailedLinkBody,
  MessageCode,
  PasskeySignInBody,
  ProviderSignUpInput,
  RegisterInput,
  SessionResponse,
} from '@skillsync/shared';
import { create } from 'zustand';
import { api, errorMessage, onUnauthorized } from './api.ts';
import { useAppStatus } from './app-status.ts';
import { activateLanguage, activeLanguage, i18n, loadNamespaces } from './i18n.ts';
import { queryClient } from './query-client.ts';
import { toast } from './toast.ts';

type AuthState = {
  user: CurrentUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** The server could not be reached to confirm the session: the member last seen here is shown meanwhile. */
  isUnconfirmed: boolean;
  error: string | null;
  loadUser: () => Promise<void>;
  refreshUser: () => Promise<void>;
  login: (body: LoginBody) => Promise<boolean>;
  /** Signs in with the browser's answer to a passkey sign-in challenge. */
  loginWithPasskey: (body: PasskeySignInBody) => Promise<boolean>;
  /** Finishes, on our pages, a sign-in begun at Google or GitHub: a new person's consent, a member's confirmation. */
  finishProviderSignIn: (path: string, body: ProviderFinishBody, success: MessageCode) => Promise<boolean>;
  /** Signs up in the language the visitor is reading: the account keeps it. */
  register: (body: Omit<RegisterInput, 'language'>) => Promise<boolean>;
  /**
   * Logout, in two steps so that a page can go home between them: `endSession` ends the session on the server at
   * once; the promise it returns, handed to `logout`, has this browser forget the member once it settles.
   */
  endSession: () => Promise<void>;
  logout: (ended: Promise<void>) => Promise<void>;
  /** This browser forgets the member and everything cached for them (the session is already gone). */
  forget: () => void;
  updateUser: (fields: Partial<CurrentUser>) => void;
  clearError: () => void;
};

type ProviderFinishBody = ProviderSignUpInput | ConfirmLinkBody | MailedLinkBody;
type SignInBody = LoginBody | RegisterInput | PasskeySignInBody | ProviderFinishBody;

const SESSION_RETRY_MS = 30_000;

/**
 * The offline copy of the member: its code loads after the page (the service worker keeps it for offline). If
 * it cannot load, the only loss is that copy: offline pages then show a visitor, as they did before it.
 */
const lastMember = () => import('./last-member.ts').catch(() => null);
const rememberMember = (user: CurrentUser) => void lastMember().then((module) => module?.rememberMember(user));
const forgetMember = () => void lastMember().then((module) => module?.forgetMember());
const signedOut = { user: null, isAuthenticated: false, isLoading: false, isUnconfirmed: false } as const;

/** One of the server's texts in the reader's language, its catalog loaded first (the landing page does without it). */
async function messageText(code: MessageCode) {
  await loadNamespaces(['messages']);
  return i18n._(`messages.${code}`);
}

/** The session state of spec §3/§4; the session itself lives in an HttpOnly cookie, never in web storage. */
export const useAuthStore = create<AuthState>()((set, get) => {
  /** Login and register alike: sign in, or keep the server's message (or the fallback) in state and a toast. */
  async function signIn(path: string, body: SignInBody, success: MessageCode, failure: MessageCode) {
    set({ isLoading: true, error: null });
    try {
      const { user } = await api<AuthResponse>(path, { method: 'POST', body, isAuthCheck: true });
      // Nothing cached for the previous visitor (their wall, their viewer flags) may show for this member.
      queryClient.clear();
      set({ user, isAuthenticated: true, isLoading: false, isUnconfirmed: false, error: null });
      rememberMember(user);
      await followAccountLanguage(user);
      toast.success(await messageText(success));
      return true;
    } catch (error) {
      const message = errorMessage(error, await messageText(failure));
      set({ ...signedOut, error: message });
      toast.error(message);
      return false;
    }
  }

  return {
    user: null,
    isAuthenticated: false,
    isLoading: true,
    isUnconfirmed: false,
    error: null,

    async loadUser() {
      let user: CurrentUser | null;
      try {
        // /auth/session answers visitors with { user: null } rather than a 401, so their console stays clean.
        ({ user } = await api<SessionResponse>('/auth/session', { isAuthCheck: true }));
      } catch (error) {
        // Spec §8: failing to load the current user signs out silently. But no answer at all (fetch's TypeError:
        // offline) says nothing about the session: the member last seen here keeps reading, and we ask again later.
        if (error instanceof TypeError) await showLastMember();
        else set(signedOut);
        return;
      }
      if (get().isUnconfirmed) useAppStatus.setState({ isOffline: false });
      if (user) {
        set({ user, isAuthenticated: true, isLoading: false, isUnconfirmed: false });
        rememberMember(user);
        await followAccountLanguage(user);
      } else {
        if (get().isAuthenticated) queryClient.clear();
        set(signedOut);
        forgetMember();
      }
    },

    async refreshUser() {
      try {
        const { user } = await api<SessionResponse>('/auth/session', { isAuthCheck: true });
        if (!user) return endExpiredSession();
        set({ user });
        rememberMember(user);
      } catch {
        // A failed refresh keeps what we have: the figures are a little old, the member is still signed in.
      }
    },

    login: (body) => signIn('/auth/login', body, 'loginSuccess', 'loginFailed'),

    loginWithPasskey: (body) => signIn('/auth/passkey-sign-in', body, 'loginSuccess', 'passkeySignInFailed'),

    finishProviderSignIn: (path, body, success) => signIn(path, body, success, 'providerFailed'),

    register: (body) =>
      signIn('/auth/register', { ...body, language: activeLanguage() }, 'registrationSuccess', 'registrationFailed'),

    async endSession() {
      await api('/auth/logout', { method: 'POST', isAuthCheck: true });
    },

    async logout(ended) {
      try {
        await ended;
      } finally {
        get().forget();
        void messageText('logoutSuccess').then((text) => toast.success(text));
      }
    },

    forget() {
      set({ ...signedOut, error: null });
      forgetMember();
      queryClient.clear();
    },

    updateUser(fields) {
      const { user } = get();
      if (user) set({ user: { ...user, ...fields } });
    },

    clearError() {
      set({ error: null });
    },
  };
});

/** The session ended on the server (signed out elsewhere, expired): spec §8's message, and nothing of it stays. */
function endExpiredSession() {
  const { isAuthenticated, forget } = useAuthStore.getState();
  if (!isAuthenticated) return;
  forget();
  void messageText('sessionExpired').then((text) => toast.error(text, { id: 'session-expired' }));
}

onUnauthorized(endExpiredSession);

/** The session could not be checked (no network): show the member last confirmed here, or a visitor. */
async function showLastMember() {
  const user = (await lastMember())?.recallMember() ?? null;
  useAuthStore.setState(
    user
      ? { user, isAuthenticated: true, isLoading: false, isUnconfirmed: true }
      : { ...signedOut, isUnconfirmed: true },
  );
  useAppStatus.setState({ isOffline: true });
  // The browser may think it is online while the server cannot be reached: then no 'online' event comes.
  if (navigator.onLine) setTimeout(recheckSession, SESSION_RETRY_MS);
}

function recheckSession() {
  if (useAuthStore.getState().isUnconfirmed) void useAuthStore.getState().loadUser();
}

// Back online: the session is checked again, so the header, the member's pages and their live updates come back
// without a reload (and a session that ended meanwhile ends here too).
if (typeof window !== 'undefined') {
  window.addEventListener('online', recheckSession);
}

/** Once signed in, the account's language wins over this browser's: the member chose it, maybe elsewhere. */
async function followAccountLanguage(user: CurrentUser) {
  if (user.language !== activeLanguage()) await activateLanguage(user.language);
}
