import { FilePlus } from 'lucide-react';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { EmptyState, ErrorState } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePostedProblems } from '../api/get-posted-problems.ts';
import { PostProblemLink } from './PostProblemLink.tsx';
import { ProblemGrid, ProblemGridSkeleton } from './ProblemGrid.tsx';

const LOAD_FAILED = 'problems.mine.loadFailed';

/** The member's own problems, open and completed alike: the ones the wall leaves out. */
export function MyProblems() {
  const query = usePostedProblems();
  const t = useT();
  const problems = query.data?.pages.flatMap((page) => page.problems) ?? [];

  if (query.isPending) return <ProblemGridSkeleton label={t('problems.mine.loading')} />;
  if (query.isError && problems.length === 0) {
    return <ErrorState message={t(LOAD_FAILED)} onRetry={() => void query.refetch()} />;
  }
  if (problems.length === 0) {
    return (
      <EmptyState
        icon={FilePlus}
        title={t('problems.mine.emptyTitle')}
        text={t('problems.mine.emptyText')}
        action={<PostProblemLink />}
      />
    );
  }
  return (
    <section aria-label={t('problems.mine.title')}>
      <ProblemGrid problems={problems} />
      <LoadMore query={query} failedMessage={t(LOAD_FAILED)} />
    </section>
  );
}
