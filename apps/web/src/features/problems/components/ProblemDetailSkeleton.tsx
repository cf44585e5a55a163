import { DetailSkeleton } from '../../../components/DetailSkeleton.tsx';
import { useT } from '../../../lib/i18n.ts';

export function ProblemDetailSkeleton() {
  const t = useT();
  return (
    <DetailSkeleton
      label={t('problems.detail.loading')}
      backBar="h-4 w-32"
      gridClassName="mt-6"
      main={[
        {
          bars: [
            { className: 'flex gap-2', bars: ['h-5 w-20 rounded-full', 'h-5 w-16 rounded-full'] },
            'mt-4 h-8 w-3/4',
            'mt-3 h-4 w-1/3',
          ],
        },
        { className: 'space-y-3 p-6', bars: ['h-4 w-full', 'h-4 w-full', 'h-4 w-2/3'] },
      ]}
      side={[
        { className: 'space-y-3 p-5', bars: ['h-10 w-full', 'h-10 w-full'] },
        {
          className: 'p-5',
          bars: [{ className: 'flex items-center gap-3', bars: ['h-16 w-16 rounded-full', 'h-5 w-32'] }],
        },
      ]}
    />
  );
}
