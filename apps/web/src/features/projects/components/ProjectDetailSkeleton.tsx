import { DetailSkeleton } from '../../../components/DetailSkeleton.tsx';
import { useT } from '../../../lib/i18n.ts';

export function ProjectDetailSkeleton() {
  const t = useT();
  return (
    <DetailSkeleton
      label={t('projects.detail.loading')}
      backBar="h-4 w-32"
      main={[
        { bars: ['h-5 w-40 rounded-full', 'mt-4 h-8 w-3/4', 'mt-3 h-4 w-1/2'] },
        { bars: ['h-5 w-32', 'mt-3 h-4 w-full', 'mt-2 h-4 w-5/6'] },
      ]}
      side={[{ bars: ['h-10 w-full', 'mt-4 h-4 w-2/3'] }]}
    />
  );
}
