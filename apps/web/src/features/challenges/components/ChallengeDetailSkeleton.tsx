import { DetailSkeleton } from '../../../components/DetailSkeleton.tsx';
import { useT } from '../../../lib/i18n.ts';

export function ChallengeDetailSkeleton() {
  const t = useT();
  return (
    <DetailSkeleton
      label={t('challenges.detail.loading')}
      backBar="h-4 w-36"
      main={[
        { bars: ['h-5 w-48 rounded-full', 'mt-4 h-8 w-3/4', 'mt-3 h-4 w-1/2', 'mt-5 h-7 w-32'] },
        { bars: ['h-5 w-32', 'mt-3 h-4 w-full', 'mt-2 h-4 w-5/6', 'mt-2 h-4 w-2/3'] },
      ]}
      side={[{ bars: ['h-5 w-24', 'mt-4 h-10 w-full'] }, { bars: ['h-4 w-2/3', 'mt-3 h-4 w-1/2', 'mt-3 h-4 w-3/4'] }]}
    />
  );
}
