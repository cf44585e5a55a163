import { Skeleton } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';

const COUNTER_KEYS = ['a', 'b', 'c', 'd'];

export function ProfileSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('profile.loading')} className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-col gap-5 rounded-lg border border-line bg-white p-6 sm:flex-row">
        <Skeleton className="h-16 w-16 rounded-full" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {COUNTER_KEYS.map((key) => (
          <div key={key} className="rounded-lg border border-line bg-white p-4">
            <Skeleton className="h-7 w-12" />
            <Skeleton className="mt-2 h-4 w-24" />
          </div>
        ))}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <div className="rounded-lg border border-line bg-white p-6">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="mt-4 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-5/6" />
          </div>
          <div className="rounded-lg border border-line bg-white p-6">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="mt-4 h-24 w-full" />
          </div>
        </div>
        <div className="rounded-lg border border-line bg-white p-6">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="mt-4 h-4 w-2/3" />
          <Skeleton className="mt-2 h-4 w-1/2" />
        </div>
      </div>
    </div>
  );
}
