import type { ProjectDetail } from '@skillsync/shared';
import { MEMBER_SKILLS_SHOWN } from '@skillsync/shared/constants';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { OnlineLabel, PresenceAvatar } from '../../../components/Presence.tsx';
import { SkillsBlock } from '../../../components/SkillBadges.tsx';
import { Card } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useOnlineUsers } from '../../../lib/realtime.ts';
import { toast } from '../../../lib/toast.ts';
import { useTeamRoleName } from '../../teams/index.ts';
import { useRemoveMember } from '../api/project-writes.ts';

type Leaving = { userId: string; name: string; isSelf: boolean };

/**
 * The owner and the members: role, since when, what each brings, and who is online now. The owner can take a
 * member off the team and a member can leave it, while the project is under way.
 */
export function ProjectTeam({ project }: { project: ProjectDetail }) {
  const t = useT();
  const roleName = useTeamRoleName();
  const online = useOnlineUsers([project.owner._id, ...project.members.map((member) => member.user._id)]);
  const viewerId = useAuthStore((state) => state.user?.id);
  const removal = useRemoveMember(project._id);
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const canChangeTeam = project.status !== 'Completed';

  async function handleRemove() {
    if (!leaving) return;
    try {
      await removal.mutateAsync(leaving.userId);
      toast.success(leaving.isSelf ? t('projects.team.left') : t('projects.team.removed', { name: leaving.name }));
      setLeaving(null);
    } catch (error) {
      toast.error(errorMessage(error, t('projects.team.removeFailed')));
    }
  }

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
                {roleName(member.role)} · {t('projects.team.joined', { date: formatRelativeDate(member.joinedAt) })}
              </span>
              <SkillsBlock
                as="span"
                className="mt-1 block"
                skills={member.skills}
                shown={MEMBER_SKILLS_SHOWN}
                label={t('projects.team.skillsOf', { name: member.user.name })}
              />
            </span>
            {canChangeTeam && (project.viewer.isOwner || member.user.id === viewerId) && (
              <Button
                variant="ghost"
                className="shrink-0 px-2 py-1 text-xs"
                onClick={() =>
                  setLeaving({ userId: member.user.id, name: member.user.name, isSelf: member.user.id === viewerId })
                }
                aria-label={
                  member.user.id === viewerId
                    ? t('projects.team.leave')
                    : t('projects.team.removeLabel', { name: member.user.name })
                }
              >
                <UserMinus aria-hidden className="h-4 w-4" />
                <span className="sr-only sm:not-sr-only">
                  {member.user.id === viewerId ? t('projects.team.leave') : t('projects.team.remove')}
                </span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {project.members.length === 0 && <p className="mt-3 text-sm text-muted">{t('projects.team.noMembers')}</p>}
      <ConfirmDialog
        isOpen={leaving !== null}
        onClose={() => setLeaving(null)}
        onConfirm={() => void handleRemove()}
        title={leaving?.isSelf ? t('projects.team.leaveTitle') : t('projects.team.removeTitle')}
        message={
          leaving?.isSelf
            ? t('projects.team.leaveMessage', { title: project.title })
            : t('projects.team.removeMessage', { name: leaving?.name ?? '' })
        }
        confirmLabel={leaving?.isSelf ? t('projects.team.leave') : t('projects.team.remove')}
        isPending={removal.isPending}
      />
    </Card>
  );
}
