import { lazy, Suspense } from 'react';
import { Card, Skeleton } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { MatchedWork } from '../api/recommendations.ts';

// Only owners see the panel: its code loads when one opens their page, not with every visitor's.
const RecommendedCollaborators = lazy(() =>
  import('./RecommendedCollaborators.tsx').then((module) => ({ default: module.RecommendedCollaborators })),
);

function PanelSkeleton() {
  const t = useT();
  return (
    <Card className="p-6">
      <div role="status" aria-label={t('matching.panel.loading')} className="space-y-3">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    </Card>
  );
}

/**
 * The owner's "Recommended collaborators" panel for a problem or project, its code fetched on first show. A page
 * rendered on the server shows it loading: its code is not on the server's first render, and the recommendations
 * are asked for in the browser anyway.
 */
export function LazyRecommendedCollaborators({ work }: { work: MatchedWork }) {
  const isHydrated = useHydrated();
  if (!isHydrated) return <PanelSkeleton />;
  return (
    <Suspense fallback={<PanelSkeleton />}>
      <RecommendedCollaborators work={work} />
    </Suspense>
  );
}
