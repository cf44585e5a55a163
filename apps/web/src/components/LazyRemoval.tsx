import type { Removal } from '@skillsync/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

// Removed content is rare: its notices and their words are a chunk loaded only when the API says so.
const load = () => import('./Removal.tsx');
const RemovedNotice = lazy(() => load().then((module) => ({ default: module.RemovedNotice })));
const RemovalNote = lazy(() => load().then((module) => ({ default: module.RemovalNote })));

/** The page of something moderators removed, for everyone but its author (words: `reports`). */
export const LazyRemovedNotice = ({ back, fallback }: { back: ReactNode; fallback: ReactNode }) => (
  <Suspense fallback={fallback}>
    <RemovedNotice back={back} />
  </Suspense>
);

/**
 * Why moderators removed it, with Appeal, for its author (words: `reports`). Drawn once the app runs: a page the
 * server renders for its author (a problem's) comes without it, its words not being among the page's own.
 */
export function LazyRemovalNote(props: { removal: Removal; isCompact?: boolean }) {
  const isHydrated = useHydrated();
  if (!isHydrated) return null;
  return (
    <Suspense>
      <RemovalNote {...props} />
    </Suspense>
  );
}
