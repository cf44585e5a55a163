import { Skeleton } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';

export function ChallengeDetailSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('challenges.detail.loading')} className="mx-auto max-w-7xl px-4 py-8">
      <Skeleton className="h-4 w-36" />
      <div className="mt-4 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <div className="rounded-lg border border-line bg-white p-6">
            <Skeleton className="h-5 w-48 rounded-full" />
            <Skeleton className="mt-4 h-8 w-3/4" />
            <Skeleton className="mt-3 h-4 w-1/2" />
            <Skeleton className="mt-5 h-7 w-32" />
          </div>
          <div className="rounded-lg border border-line bg-white p-6">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="mt-3 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-5/6" />
            <Skeleton className="mt-2 h-4 w-2/3" />
          </div>
        </div>
        <div className="space-y-6">
          <div className="rounded-lg border border-line bg-white p-6">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="mt-4 h-10 w-full" />
          </div>
          <div className="rounded-lg border border-line bg-white p-6">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="mt-3 h-4 w-1/2" />
            <Skeleton className="mt-3 h-4 w-3/4" />
          </div>
        </div>
      </div>
    </div>
  );
}
