import { useNavigate } from 'react-router';
import { useAuthStore } from '../lib/auth-store.ts';

/**
 * Logout of spec §2: the member lands on the home page and the session ends. Home first: signed out on a
 * member-only page, its guard would send them to sign in, and whichever navigation came last would win.
 */
export function useSignOut() {
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  return async function signOut() {
    await navigate('/');
    await logout();
  };
}
