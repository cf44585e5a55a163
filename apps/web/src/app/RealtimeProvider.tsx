import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useAuthStore } from '../lib/auth-store.ts';

/**
 * The realtime link while a member is signed in, and closed when they sign out. Its code (socket.io-client and
 * what each event refreshes, in realtime-sync.ts) loads only then, so it never weighs on a visitor's first page.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userId = useAuthStore((state) => (state.isAuthenticated ? state.user?._id : undefined));

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let isCurrent = true;
    void import('./realtime-sync.ts').then(({ startRealtimeSync }) => {
      if (isCurrent) stop = startRealtimeSync(userId, queryClient);
    });
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [userId, queryClient]);

  return children;
}
