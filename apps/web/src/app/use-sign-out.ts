import { useNavigate } from 'react-router';
import { useAuthStore } from '../lib/auth-store.ts';

/** Logout of spec §2: the session ends and the member lands on the home page. */
export function useSignOut() {
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  return async function signOut() {
    await logout();
    await navigate('/');
  };
}
