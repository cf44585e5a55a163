import { type Collaboration, TEAM_AVATARS_SHOWN } from '@skillsync/shared';
import { Handshake, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { AvatarStack } from '../../../components/AvatarStack.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { buttonClass } from '../../../components/Button.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { Card, EmptyState, ErrorState, Skeleton } from '../../../components/States.tsx';
import { DifficultyBadge, StatusBadge } from '../../../components/StatusBadges.tsx';
import { formatRelativeDate } from '../../../lib/format.ts';
import { useCollaborations } from '../api/get-collaborations.ts';

const SKELETON_KEYS = ['a', 'b'];
const LOAD_FAILED = 'Failed to load your collaborations. Please try again.';

function CollaborationCard({ collaboration }: { collaboration: Collaboration }) {
  const { problem, isOwner, role, joinedAt } = collaboration;
  const team = [problem.author, ...problem.collaborators.map((collaborator) => collaborator.user)];
  return (
    <article className="relative flex h-full flex-col rounded-lg border border-line bg-white p-4 transition-shadow hover:shadow-md has-focus-visible:ring-2 has-focus-visible:ring-brand-500">
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={problem.difficulty} />
        <StatusBadge status={problem.status} />
        <Badge>{problem.category}</Badge>
      </div>
      <h3 className="mt-2 font-semibold text-ink">
        <Link
          to={`/problems/${problem._id}`}
          className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
        >
          {problem.title}
        </Link>
      </h3>
      <p className="mt-1 line-clamp-2 text-sm text-muted">{problem.description}</p>
      <div aria-hidden className="min-h-3 flex-1" />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <div className="min-w-0 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            {isOwner ? <Badge tone="brand">Owner</Badge> : <span className="font-medium text-ink">{role}</span>}
          </p>
          <p className="mt-1 text-xs text-muted">
            {isOwner ? 'Created' : 'Joined'} <time dateTime={joinedAt}>{formatRelativeDate(joinedAt)}</time>
          </p>
        </div>
        <AvatarStack
          people={team}
          shown={1 + TEAM_AVATARS_SHOWN}
          label={`Team of ${team.length}: ${team.map((member) => member.name).join(', ')}`}
        />
      </div>
    </article>
  );
}

/** The dashboard's 'Active Collaborations' widget: the problems the member owns or works on. */
export function ActiveCollaborations({ userId }: { userId: string }) {
  const query = useCollaborations(userId);
  const collaborations = query.data?.pages.flatMap((page) => page.collaborations) ?? [];

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="active-collaborations-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="active-collaborations-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Handshake aria-hidden className="h-5 w-5 text-brand-600" /> Active Collaborations
          </h2>
          <Link to="/problems" className="text-sm font-medium text-brand-700 hover:underline">
            Find more problems
          </Link>
        </div>
        <div className="mt-4">
          {query.isPending ? (
            <div role="status" aria-label="Loading collaborations" className="grid gap-4 md:grid-cols-2">
              {SKELETON_KEYS.map((key) => (
                <div key={key} className="space-y-2 rounded-lg border border-line p-4">
                  <Skeleton className="h-5 w-32 rounded-full" />
                  <Skeleton className="h-5 w-3/4" />
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-8 w-40" />
                </div>
              ))}
            </div>
          ) : query.isError && collaborations.length === 0 ? (
            <ErrorState message={LOAD_FAILED} onRetry={() => void query.refetch()} />
          ) : collaborations.length === 0 ? (
            <EmptyState
              icon={Lightbulb}
              title="No active collaborations yet"
              text="Post a problem or offer to help with one on the Problem Wall, and your teams will show up here."
              action={
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Link to="/problems" className={buttonClass('primary')}>
                    Explore Problems
                  </Link>
                  <Link to="/problems/create" className={buttonClass('secondary')}>
                    Post a Problem
                  </Link>
                </div>
              }
            />
          ) : (
            <>
              <ul className="grid gap-4 md:grid-cols-2">
                {collaborations.map((collaboration) => (
                  <li key={collaboration._id}>
                    <CollaborationCard collaboration={collaboration} />
                  </li>
                ))}
              </ul>
              <LoadMore query={query} failedMessage={LOAD_FAILED} />
            </>
          )}
        </div>
      </section>
    </Card>
  );
}
