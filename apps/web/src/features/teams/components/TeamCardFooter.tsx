import { Trans } from '@lingui/react';
import { TEAM_AVATARS_SHOWN } from '@skillsync/shared/constants';
import type { ReactNode } from 'react';
import { AvatarStack } from '../../../components/AvatarStack.tsx';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useOnlineUsers } from '../../../lib/realtime.ts';

type TeamCardFooterProps = {
  /** The member's place on the team: their role, or an Owner badge. */
  role: ReactNode;
  /** When they joined (or, for an owner, created it), and the words for it. */
  joinedAt: string;
  joinedId: 'dashboard.card.joined' | 'dashboard.card.created';
  team: { _id: string; name: string; avatar: string | null }[];
};

/** The foot of a team card: the member's place and since when, and the team's avatars with who is online. */
export function TeamCardFooter({ role, joinedAt, joinedId, team }: TeamCardFooterProps) {
  const t = useT();
  const { formatRelativeDate } = useFormatting();
  const online = useOnlineUsers(team.map((person) => person._id));
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
      <div className="min-w-0 text-sm">
        {role}
        <p className="mt-1 text-xs text-muted">
          <Trans
            id={joinedId}
            values={{ date: formatRelativeDate(joinedAt) }}
            components={{ 0: <time dateTime={joinedAt} /> }}
          />
        </p>
      </div>
      <AvatarStack
        people={team}
        shown={1 + TEAM_AVATARS_SHOWN}
        label={t('dashboard.card.team', { count: team.length, names: team.map((member) => member.name).join(', ') })}
        onlineIds={online}
      />
    </div>
  );
}
