import { FilePlus } from 'lucide-react';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { EmptyState, ErrorState } from '../../../components/States.tsx';
import { usePostedProblems } from '../api/get-posted-problems.ts';
import { PostProblemLink } from './PostProblemLink.tsx';
import { ProblemGrid, ProblemGridSkeleton } from './ProblemGrid.tsx';

const LOAD_FAILED = 'Failed to load your problems. Please try again.';

/** The member's own problems, open and completed alike: the ones the wall leaves out. */
export function MyProblems() {
  const query = usePostedProblems();
  const problems = query.data?.pages.flatMap((page) => page.problems) ?? [];

  if (query.isPending) return <ProblemGridSkeleton label="Loading your problems" />;
  if (query.isError && problems.length === 0) {
    return <ErrorState message={LOAD_FAILED} onRetry={() => void query.refetch()} />;
  }
  if (problems.length === 0) {
    return (
      <EmptyState
        icon={FilePlus}
        title="You have not posted a problem yet"
        text="Describe a real-world challenge and find people with the skills to solve it."
        action={<PostProblemLink />}
      />
    );
  }
  return (
    <section aria-label="My problems">
      <ProblemGrid problems={problems} />
      <LoadMore query={query} failedMessage={LOAD_FAILED} />
    </section>
  );
}
