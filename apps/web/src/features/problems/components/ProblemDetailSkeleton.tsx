import { Skeleton } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';

export function ProblemDetailSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('problems.detail.loading')} className="mx-auto max-w-7xl px-4 py-8">
      <Skeleton className="h-4 w-32" />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <div className="rounded-lg border border-line bg-white p-6">
            <div className="flex gap-2">
              <Skeleton className="h-5 w-20 rounded-full" />
              <Skeleton className="h-5 w-16 rounded-full" />
            </div>
            <Skeleton className="mt-4 h-8 w-3/4" />
            <Skeleton className="mt-3 h-4 w-1/3" />
          </div>
          <div className="space-y-3 rounded-lg border border-line bg-white p-6">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
        <div className="space-y-6">
          <div className="space-y-3 rounded-lg border border-line bg-white p-5">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
          <div className="rounded-lg border border-line bg-white p-5">
            <div className="flex items-center gap-3">
              <Skeleton className="h-16 w-16 rounded-full" />
              <Skeleton className="h-5 w-32" />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
