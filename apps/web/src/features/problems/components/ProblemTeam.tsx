import type { ProblemDetail } from '@skillsync/shared';
import { SUPPORTERS_SHOWN } from '@skillsync/shared';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { Card } from '../../../components/States.tsx';
import { formatRelativeDate } from '../../../lib/format.ts';

/** Who backs the problem and who works on it. */
export function ProblemTeam({ problem }: { problem: ProblemDetail }) {
  const supporters = problem.supporters.slice(0, SUPPORTERS_SHOWN);
  const moreSupporters = problem.supportersCount - supporters.length;

  return (
    <Card className="divide-y divide-line">
      <section aria-labelledby="collaborators-title" className="p-5">
        <h2 id="collaborators-title" className="font-semibold text-ink">
          Collaborators ({problem.collaborators.length})
        </h2>
        {problem.collaborators.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No collaborators yet.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {problem.collaborators.map(({ user, role, joinedAt }) => (
              <li key={user.id} className="flex items-center gap-3">
                <Avatar name={user.name} src={user.avatar} size="sm" />
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/profile/${user.id}`}
                    className="block truncate text-sm font-medium text-ink hover:text-brand-700"
                  >
                    {user.name}
                  </Link>
                  <p className="text-xs text-muted">
                    {user.reputation.score} reputation · Joined{' '}
                    <time dateTime={joinedAt}>{formatRelativeDate(joinedAt)}</time>
                  </p>
                </div>
                <Badge tone="brand">{role}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="supporters-title" className="p-5">
        <h2 id="supporters-title" className="font-semibold text-ink">
          Supporters ({problem.supportersCount})
        </h2>
        {supporters.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No supporters yet.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {supporters.map(({ user }) => (
              <li key={user.id} className="flex items-center gap-3">
                <Avatar name={user.name} src={user.avatar} size="xs" />
                <Link to={`/profile/${user.id}`} className="truncate text-sm text-ink hover:text-brand-700">
                  {user.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {moreSupporters > 0 && <p className="mt-2 text-sm text-muted">and {moreSupporters} more</p>}
      </section>
    </Card>
  );
}
