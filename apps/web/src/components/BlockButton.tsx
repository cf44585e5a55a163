import { lazy, Suspense } from 'react';
import { useAuthStore } from '../lib/auth-store.ts';

// Members only, after the page: a visitor never loads the control or its dialog.
const BlockControl = lazy(() => import('./BlockControl.tsx').then((module) => ({ default: module.BlockControl })));

type BlockButtonProps = { userId: string; name: string; isOwn: boolean };

/** "Block" / "Unblock" on another member's profile or conversation, for a signed-in member (words: `reports`). */
export function BlockButton({ isOwn, ...member }: BlockButtonProps) {
  const isMember = useAuthStore((state) => state.isAuthenticated);
  if (!isMember || isOwn) return null;
  return (
    <Suspense>
      <BlockControl {...member} />
    </Suspense>
  );
}
