import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../lib/auth-store.ts';

/**
 * Logout of spec §2: the session ends on the server at once and the member lands on the home page; this browser
 * forgets the member only once home is on screen. A member-only page still showing when the member goes (a
 * navigation renders as a transition, which the store's change would overtake) would send them to sign in instead.
 */
export function useSignOut() {
  const { endSession, logout } = useAuthStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [ending, setEnding] = useState<Promise<void> | null>(null);
  useEffect(() => {
    if (!ending || pathname !== '/') return;
    setEnding(null);
    void logout(ending);
  }, [ending, pathname, logout]);
  return async function signOut() {
    const ended = endSession();
    // Its failure is reported where it is awaited, in logout: no rejection goes unhandled meanwhile.
    ended.catch(() => undefined);
    setEnding(ended);
    await navigate('/');
  };
}
