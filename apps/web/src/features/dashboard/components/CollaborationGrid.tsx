import { Trans } from '@lingui/react';
import type { Collaboration } from '@skillsync/shared';
import { PROPOSED_ROLES, TEAM_AVATARS_SHOWN } from '@skillsync/shared/constants';
import { Link } from 'react-router';
import { AvatarStack } from '../../../components/AvatarStack.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { DifficultyBadge, StatusBadge } from '../../../components/StatusBadges.tsx';
import { formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

/** One team the member is on; the whole card opens the problem. */
function CollaborationCard({ collaboration }: { collaboration: Collaboration }) {
  const t = useT();
  const { problem, isOwner, role, joinedAt } = collaboration;
  // A role from the list is translated; any other is shown as the server sent it.
  const roleName = (PROPOSED_ROLES as readonly string[]).includes(role) ? t(`common.enums.proposedRole.${role}`) : role;
  const team = [problem.author, ...problem.collaborators.map((collaborator) => collaborator.user)];
  return (
    <article className="relative flex h-full flex-col rounded-lg border border-line bg-white p-4 transition-shadow hover:shadow-md has-focus-visible:ring-2 has-focus-visible:ring-brand-500">
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={problem.difficulty} />
        <StatusBadge status={problem.status} />
        <Badge>{t(`common.enums.category.${problem.category}`)}</Badge>
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
            {isOwner ? (
              <Badge tone="brand">{t('dashboard.card.owner')}</Badge>
            ) : (
              <span className="font-medium text-ink">{roleName}</span>
            )}
          </p>
          <p className="mt-1 text-xs text-muted">
            <Trans
              id={isOwner ? 'dashboard.card.created' : 'dashboard.card.joined'}
              values={{ date: formatRelativeDate(joinedAt) }}
              components={{ 0: <time dateTime={joinedAt} /> }}
            />
          </p>
        </div>
        <AvatarStack
          people={team}
          shown={1 + TEAM_AVATARS_SHOWN}
          label={t('dashboard.card.team', { count: team.length, names: team.map((member) => member.name).join(', ') })}
        />
      </div>
    </article>
  );
}

/** Teams as cards in a two-column grid. */
export function CollaborationGrid({ collaborations }: { collaborations: Collaboration[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {collaborations.map((collaboration) => (
        <li key={collaboration._id}>
          <CollaborationCard collaboration={collaboration} />
        </li>
      ))}
    </ul>
  );
}
