import { lazy, Suspense } from 'react';
import { useAuthStore } from '../lib/auth-store.ts';
import type { ReportTarget } from './ReportDialog.tsx';

// Members only, after the page: the button, its dialog and their words are a chunk a visitor never loads.
const ReportControl = lazy(() => import('./ReportControl.tsx').then((module) => ({ default: module.ReportControl })));

type ReportButtonProps = ReportTarget & {
  /** The viewer's own work or profile: nothing to report. */
  isOwn: boolean;
  /** An icon-only flag (a chat message's), see ReportControl. */
  isCompact?: boolean;
};

/** "Report" on a problem, project, challenge or member, for a signed-in member who does not own it (words: `reports`). */
export function ReportButton({ isOwn, ...target }: ReportButtonProps) {
  const isMember = useAuthStore((state) => state.isAuthenticated);
  if (!isMember || isOwn) return null;
  return (
    <Suspense>
      <ReportControl {...target} />
    </Suspense>
  );
}
