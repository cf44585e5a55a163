import { Trans } from '@lingui/react';
import type { ProjectMember, ProjectMembership } from '@skillsync/shared';
import { MEMBER_SKILLS_SHOWN } from '@skillsync/shared/constants';
import { useId } from 'react';
import { Badge } from '../../../components/Badge.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { OnlineLabel, PresenceAvatar } from '../../../components/Presence.tsx';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useOnlineUsers } from '../../../lib/realtime.ts';
import { useTeamRoleName } from '../utils/team-role.ts';

/** Up to three skills, then '+N more' (spec §9). */
function MemberSkills({ name, skills }: { name: string; skills: string[] }) {
  const t = useT();
  if (skills.length === 0) return null;
  const extra = skills.length - MEMBER_SKILLS_SHOWN;
  return (
    <ul aria-label={t('dashboard.projectTeams.skillsOf', { name })} className="mt-2 flex flex-wrap gap-1.5">
      {skills.slice(0, MEMBER_SKILLS_SHOWN).map((skill) => (
        <li key={skill}>
          <Badge tone="brand">{skill}</Badge>
        </li>
      ))}
      {extra > 0 && (
        <li>
          <Badge>{t('dashboard.projectTeams.moreSkills', { count: extra })}</Badge>
        </li>
      )}
    </ul>
  );
}

function MemberRow({ member, isOnline }: { member: ProjectMember; isOnline: boolean }) {
  const { formatRelativeDate } = useFormatting();
  const roleName = useTeamRoleName();
  const { user, joinedAt } = member;
  return (
    <li className="flex items-start gap-3 py-3">
      <PresenceAvatar name={user.name} src={user.avatar} isDecorative isOnline={isOnline} />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-ink">
          {user.name}
          <OnlineLabel isOnline={isOnline} />
        </p>
        <p className="text-sm text-muted">
          <span>{roleName(member.role)}</span>
          <span aria-hidden> · </span>
          <Trans
            id="dashboard.card.joined"
            values={{ date: formatRelativeDate(joinedAt) }}
            components={{ 0: <time dateTime={joinedAt} /> }}
          />
        </p>
        <MemberSkills name={user.name} skills={member.skills} />
      </div>
    </li>
  );
}

/**
 * The team of a project: its owner, then each member with role, join date, skills and a dot when online. No e-mail addresses: the
 * API never sends other members' e-mails, so a team list does not hand them to everyone on it.
 */
export function TeamModal({
  project,
  isOpen,
  onClose,
}: {
  project: ProjectMembership;
  isOpen: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const membersId = useId();
  const { owner, members } = project;
  const online = useOnlineUsers([owner._id, ...members.map((member) => member.user._id)]);
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('dashboard.projectTeams.teamTitle', { title: project.title })}>
      <div className="flex items-center gap-3 rounded-lg bg-surface p-3">
        <PresenceAvatar name={owner.name} src={owner.avatar} isDecorative isOnline={online.has(owner._id)} />
        <p className="min-w-0 flex-1 font-medium break-words text-ink">
          {owner.name}
          <OnlineLabel isOnline={online.has(owner._id)} />
        </p>
        <Badge tone="brand">{t('dashboard.card.owner')}</Badge>
      </div>
      <h3 id={membersId} className="mt-5 text-sm font-semibold text-ink">
        {t('dashboard.projectTeams.membersHeading', { count: members.length })}
      </h3>
      {members.length > 0 ? (
        <ul aria-labelledby={membersId} className="divide-y divide-line">
          {members.map((member) => (
            <MemberRow key={member.user._id} member={member} isOnline={online.has(member.user._id)} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">{t('dashboard.projectTeams.noMembers')}</p>
      )}
    </Modal>
  );
}
