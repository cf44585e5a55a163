import { type AuthResponse, type CurrentUser, type LoginBody, MESSAGES, type RegisterBody } from '@skillsync/shared';
import toast from 'react-hot-toast';
import { create } from 'zustand';
import { api, errorMessage, onUnauthorized } from './api.ts';
import { queryClient } from './query-client.ts';

type AuthState = {
  user: CurrentUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  loadUser: () => Promise<void>;
  login: (body: LoginBody) => Promise<boolean>;
  register: (body: RegisterBody) => Promise<boolean>;
  logout: () => Promise<void>;
  updateUser: (fields: Partial<CurrentUser>) => void;
  clearError: () => void;
};

const signedOut = { user: null, isAuthenticated: false, isLoading: false } as const;

/** The session state of spec §3/§4; the session itself lives in an HttpOnly cookie, never in web storage. */
export const useAuthStore = create<AuthState>()((set, get) => {
  /** Login and register alike: sign in, or keep the server's message (or the fallback) in state and a toast. */
  async function signIn(path: string, body: LoginBody | RegisterBody, successMessage: string, fallback: string) {
    set({ isLoading: true, error: null });
    try {
      const { user } = await api<AuthResponse>(path, { method: 'POST', body, isAuthCheck: true });
      set({ user, isAuthenticated: true, isLoading: false, error: null });
      toast.success(successMessage);
      return true;
    } catch (error) {
      const message = errorMessage(error, fallback);
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
        const user = await api<CurrentUser>('/auth/me', { isAuthCheck: true });
        set({ user, isAuthenticated: true, isLoading: false });
      } catch {
        // Spec §8: failing to load the current user signs out silently.
        set(signedOut);
      }
    },

    login: (body) => signIn('/auth/login', body, MESSAGES.loginSuccess, MESSAGES.loginFailed),

    register: (body) => signIn('/auth/register', body, MESSAGES.registrationSuccess, MESSAGES.registrationFailed),

    async logout() {
      try {
        await api('/auth/logout', { method: 'POST', isAuthCheck: true });
      } finally {
        set({ ...signedOut, error: null });
        queryClient.clear();
        toast.success(MESSAGES.logoutSuccess);
      }
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

onUnauthorized(() => {
  if (!useAuthStore.getState().isAuthenticated) return;
  useAuthStore.setState({ ...signedOut, error: null });
  queryClient.clear();
  toast.error(MESSAGES.sessionExpired, { id: 'session-expired' });
});
