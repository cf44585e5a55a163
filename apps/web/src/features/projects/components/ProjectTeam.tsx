import type { ProjectDetail } from '@skillsync/shared';
import { MEMBER_SKILLS_SHOWN } from '@skillsync/shared/constants';
import { Badge } from '../../../components/Badge.tsx';
import { OnlineLabel, PresenceAvatar } from '../../../components/Presence.tsx';
import { SkillBadges } from '../../../components/SkillBadges.tsx';
import { Card } from '../../../components/States.tsx';
import { formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useOnlineUsers } from '../../../lib/realtime.ts';

/** The owner and the members: role, since when, what each brings, and who is online now. */
export function ProjectTeam({ project }: { project: ProjectDetail }) {
  const t = useT();
  const online = useOnlineUsers();
  const isOwnerOnline = online.has(project.owner._id);
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-ink">
        {t('projects.team.title', { count: project.teamSize, max: project.maxMembers })}
      </h2>
      <ul className="mt-3 space-y-3">
        <li className="flex items-center gap-3">
          <PresenceAvatar name={project.owner.name} src={project.owner.avatar} size="sm" isOnline={isOwnerOnline} />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-ink">
              {project.owner.name}
              <OnlineLabel isOnline={isOwnerOnline} />
            </span>
            <span className="block text-xs text-muted">
              {t('projects.team.reputation', { score: project.owner.reputation.score })}
            </span>
          </span>
          <Badge tone="brand">{t('projects.team.owner')}</Badge>
        </li>
        {project.members.map((member) => (
          <li key={member.user.id} className="flex items-start gap-3">
            <PresenceAvatar
              name={member.user.name}
              src={member.user.avatar}
              size="sm"
              isOnline={online.has(member.user._id)}
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-ink">
                {member.user.name}
                <OnlineLabel isOnline={online.has(member.user._id)} />
              </span>
              <span className="block text-xs text-muted">
                {member.role} · {t('projects.team.joined', { date: formatRelativeDate(member.joinedAt) })}
              </span>
              {member.skills.length > 0 && (
                <span className="mt-1 block">
                  <SkillBadges
                    skills={member.skills}
                    shown={MEMBER_SKILLS_SHOWN}
                    label={t('projects.team.skillsOf', { name: member.user.name })}
                  />
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {project.members.length === 0 && <p className="mt-3 text-sm text-muted">{t('projects.team.noMembers')}</p>}
    </Card>
  );
}
