import type {
  AuthResponse,
  CurrentUser,
  LoginBody,
  MessageCode,
  RegisterInput,
  SessionResponse,
} from '@skillsync/shared';
import { create } from 'zustand';
import { api, errorMessage, onUnauthorized } from './api.ts';
import { activateLanguage, activeLanguage, i18n, loadNamespaces } from './i18n.ts';
import { queryClient } from './query-client.ts';
import { toast } from './toast.ts';

type AuthState = {
  user: CurrentUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  loadUser: () => Promise<void>;
  refreshUser: () => Promise<void>;
  login: (body: LoginBody) => Promise<boolean>;
  /** Signs up in the language the visitor is reading: the account keeps it. */
  register: (body: Omit<RegisterInput, 'language'>) => Promise<boolean>;
  logout: () => Promise<void>;
  /** This browser forgets the member and everything cached for them (the session is already gone). */
  forget: () => void;
  updateUser: (fields: Partial<CurrentUser>) => void;
  clearError: () => void;
};

const signedOut = { user: null, isAuthenticated: false, isLoading: false } as const;

/** One of the server's texts in the reader's language, its catalog loaded first (the landing page does without it). */
async function messageText(code: MessageCode) {
  await loadNamespaces(['messages']);
  return i18n._(`messages.${code}`);
}

/** The session state of spec §3/§4; the session itself lives in an HttpOnly cookie, never in web storage. */
export const useAuthStore = create<AuthState>()((set, get) => {
  /** Login and register alike: sign in, or keep the server's message (or the fallback) in state and a toast. */
  async function signIn(path: string, body: LoginBody | RegisterInput, success: MessageCode, failure: MessageCode) {
    set({ isLoading: true, error: null });
    try {
      const { user } = await api<AuthResponse>(path, { method: 'POST', body, isAuthCheck: true });
      // Nothing cached for the previous visitor (their wall, their viewer flags) may show for this member.
      queryClient.clear();
      set({ user, isAuthenticated: true, isLoading: false, error: null });
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
    error: null,

    async loadUser() {
      try {
        // /auth/session answers visitors with { user: null } rather than a 401, so their console stays clean.
        const { user } = await api<SessionResponse>('/auth/session', { isAuthCheck: true });
        set(user ? { user, isAuthenticated: true, isLoading: false } : signedOut);
        if (user) await followAccountLanguage(user);
      } catch {
        // Spec §8: failing to load the current user signs out silently.
        set(signedOut);
      }
    },

    async refreshUser() {
      try {
        const { user } = await api<SessionResponse>('/auth/session', { isAuthCheck: true });
        if (user) set({ user });
        else endExpiredSession();
      } catch {
        // A failed refresh keeps what we have: the figures are a little old, the member is still signed in.
      }
    },

    login: (body) => signIn('/auth/login', body, 'loginSuccess', 'loginFailed'),

    register: (body) =>
      signIn('/auth/register', { ...body, language: activeLanguage() }, 'registrationSuccess', 'registrationFailed'),

    async logout() {
      try {
        await api('/auth/logout', { method: 'POST', isAuthCheck: true });
      } finally {
        get().forget();
        void messageText('logoutSuccess').then((text) => toast.success(text));
      }
    },

    forget() {
      set({ ...signedOut, error: null });
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

/** Once signed in, the account's language wins over this browser's: the member chose it, maybe elsewhere. */
async function followAccountLanguage(user: CurrentUser) {
  if (user.language !== activeLanguage()) await activateLanguage(user.language);
}
