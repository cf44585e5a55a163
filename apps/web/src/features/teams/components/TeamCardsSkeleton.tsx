import { SkeletonList } from '../../../components/ListStates.tsx';

const TEAM_LINES = ['h-5 w-32 rounded-full', 'h-5 w-3/4', 'h-4 w-full', 'h-8 w-40'];
const PROJECT_TEAM_LINES = ['h-5 w-40 rounded-full', 'h-5 w-3/4', 'h-4 w-full', 'h-8 w-32', 'h-8 w-full'];

/** Two team cards loading (a problem's team, or with `hasMembers` a project's, whose card lists its members). */
export function TeamCardsSkeleton({ label, hasMembers = false }: { label: string; hasMembers?: boolean }) {
  return (
    <SkeletonList
      label={label}
      count={2}
      className="grid gap-4 md:grid-cols-2"
      itemClassName="space-y-2 rounded-lg border border-line p-4"
      lines={hasMembers ? PROJECT_TEAM_LINES : TEAM_LINES}
    />
  );
}
