import { DetailSkeleton, SkeletonCard } from '../../../components/DetailSkeleton.tsx';
import { useT } from '../../../lib/i18n.ts';

const COUNTER_KEYS = ['a', 'b', 'c', 'd'];

export function ProfileSkeleton() {
  const t = useT();
  const top = (
    <>
      <SkeletonCard
        className="flex flex-col gap-5 p-6 sm:flex-row"
        bars={[
          'h-16 w-16 rounded-full',
          { className: 'flex-1 space-y-3', bars: ['h-8 w-1/2', 'h-4 w-1/3', 'h-4 w-2/3'] },
        ]}
      />
      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {COUNTER_KEYS.map((key) => (
          <SkeletonCard key={key} className="p-4" bars={['h-7 w-12', 'mt-2 h-4 w-24']} />
        ))}
      </div>
    </>
  );
  return (
    <DetailSkeleton
      label={t('profile.loading')}
      top={top}
      gridClassName="mt-6"
      main={[{ bars: ['h-5 w-32', 'mt-4 h-4 w-full', 'mt-2 h-4 w-5/6'] }, { bars: ['h-5 w-40', 'mt-4 h-24 w-full'] }]}
      side={[{ bars: ['h-5 w-32', 'mt-4 h-4 w-2/3', 'mt-2 h-4 w-1/2'] }]}
    />
  );
}
