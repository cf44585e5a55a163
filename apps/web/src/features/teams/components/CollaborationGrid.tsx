import type { Collaboration } from '@skillsync/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/Badge.tsx';
import { DifficultyBadge, StatusBadge } from '../../../components/StatusBadges.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useTeamRoleName } from '../utils/team-role.ts';
import { ChatButton } from './ChatButton.tsx';
import { TeamCardFooter } from './TeamCardFooter.tsx';
import { TeamChat } from './TeamChat.tsx';

type Team = Collaboration['problem']['author'][];

/** The team's chat (spec §7 collaboration chat), opened from a button that sits above the card's link. */
function CollaborationChat({
  collaboration,
  team,
  currentUserId,
  titleId,
}: {
  collaboration: Collaboration;
  team: Team;
  currentUserId: string;
  titleId: string;
}) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const room = { kind: 'collaboration', id: collaboration._id } as const;
  return (
    <div className="mt-3">
      <ChatButton
        room={room}
        label={t('teamwork.chat.open')}
        className="relative z-10 px-3 py-1.5"
        aria-describedby={titleId}
        onClick={() => setOpen(true)}
      />
      <TeamChat
        room={room}
        title={t('teamwork.chat.title', { title: collaboration.problem.title })}
        memberIds={team.map((member) => member._id)}
        ownerId={collaboration.problem.author._id}
        currentUserId={currentUserId}
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        timeFallback="justNow"
      />
    </div>
  );
}

/** One team the member is on; the whole card opens the problem, and an active team's card opens its chat too. */
function CollaborationCard({ collaboration, currentUserId }: { collaboration: Collaboration; currentUserId?: string }) {
  const t = useT();
  const titleId = useId();
  const { problem, isOwner, role, joinedAt } = collaboration;
  // A role from the list is translated; any other is shown as the server sent it.
  const roleName = useTeamRoleName()(role);
  const team = [problem.author, ...problem.collaborators.map((collaborator) => collaborator.user)];
  return (
    <article className="relative flex h-full flex-col rounded-lg border border-line bg-white p-4 transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500">
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={problem.difficulty} />
        <StatusBadge status={problem.status} />
        <Badge>{t(`common.enums.category.${problem.category}`)}</Badge>
      </div>
      <h3 id={titleId} className="mt-2 font-semibold text-ink">
        <Link
          to={`/problems/${problem._id}`}
          className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
        >
          {problem.title}
        </Link>
      </h3>
      <p className="mt-1 line-clamp-2 text-sm text-muted">{problem.description}</p>
      <div aria-hidden className="min-h-3 flex-1" />
      <TeamCardFooter
        role={
          <p className="flex flex-wrap items-center gap-2">
            {isOwner ? (
              <Badge tone="brand">{t('dashboard.card.owner')}</Badge>
            ) : (
              <span className="font-medium text-ink">{roleName}</span>
            )}
          </p>
        }
        joinedAt={joinedAt}
        joinedId={isOwner ? 'dashboard.card.created' : 'dashboard.card.joined'}
        team={team}
      />
      {currentUserId && (
        <CollaborationChat collaboration={collaboration} team={team} currentUserId={currentUserId} titleId={titleId} />
      )}
    </article>
  );
}

/** Teams as cards in a two-column grid; with `currentUserId` (active teams) each card opens its team's chat. */
export function CollaborationGrid({
  collaborations,
  currentUserId,
}: {
  collaborations: Collaboration[];
  currentUserId?: string;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {collaborations.map((collaboration) => (
        <li key={collaboration._id}>
          <CollaborationCard collaboration={collaboration} currentUserId={currentUserId} />
        </li>
      ))}
    </ul>
  );
}
