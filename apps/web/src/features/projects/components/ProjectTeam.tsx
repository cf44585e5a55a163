import type { ProjectDetail } from '@skillsync/shared';
import { MEMBER_SKILLS_SHOWN } from '@skillsync/shared/constants';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { SkillBadges } from '../../../components/SkillBadges.tsx';
import { Card } from '../../../components/States.tsx';
import { formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

/** The owner and the members: role, since when, and what each brings. */
export function ProjectTeam({ project }: { project: ProjectDetail }) {
  const t = useT();
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-ink">
        {t('projects.team.title', { count: project.teamSize, max: project.maxMembers })}
      </h2>
      <ul className="mt-3 space-y-3">
        <li className="flex items-center gap-3">
          <Avatar name={project.owner.name} src={project.owner.avatar} size="sm" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-ink">{project.owner.name}</span>
            <span className="block text-xs text-muted">
              {t('projects.team.reputation', { score: project.owner.reputation.score })}
            </span>
          </span>
          <Badge tone="brand">{t('projects.team.owner')}</Badge>
        </li>
        {project.members.map((member) => (
          <li key={member.user.id} className="flex items-start gap-3">
            <Avatar name={member.user.name} src={member.user.avatar} size="sm" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-ink">{member.user.name}</span>
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
