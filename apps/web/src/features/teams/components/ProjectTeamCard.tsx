import type { ProjectMembership } from '@skillsync/shared';
import { ArrowRight, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/Badge.tsx';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { DifficultyBadge, StatusBadge } from '../../../components/StatusBadges.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useTeamRoleName } from '../utils/team-role.ts';
import { ChatButton } from './ChatButton.tsx';
import { TeamCardFooter } from './TeamCardFooter.tsx';
import { TeamChat } from './TeamChat.tsx';
import { TeamModal } from './TeamModal.tsx';

const ACTION = 'relative z-10 px-3 py-1.5';

/** A project the member is on; the title opens the project, the actions open its team and its chat. */
export function ProjectTeamCard({ project, currentUserId }: { project: ProjectMembership; currentUserId: string }) {
  const t = useT();
  const roleName = useTeamRoleName();
  const titleId = useId();
  const [dialog, setDialog] = useState<'team' | 'chat' | null>(null);
  const room = { kind: 'project', id: project._id } as const;
  const team = [project.owner, ...project.members.map((member) => member.user)];
  const { joinedAt } = project.membership;

  return (
    <article className="relative flex h-full flex-col rounded-lg border border-line bg-white p-4 transition-shadow hover:shadow-md">
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={project.difficulty} />
        <StatusBadge status={project.status} />
        <Badge>{t(`common.enums.projectCategory.${project.category}`)}</Badge>
      </div>
      <h3 id={titleId} className="mt-2 font-semibold break-words text-ink">
        {/* The whole card opens the project; its actions sit above this link's area. */}
        <Link to={`/projects/${project._id}`} className="after:absolute after:inset-0 hover:text-brand-700">
          {project.title}
        </Link>
      </h3>
      <p className="mt-1 line-clamp-2 text-sm break-words text-muted">{project.description}</p>
      <div aria-hidden className="min-h-3 flex-1" />
      <TeamCardFooter
        role={<p className="font-medium text-ink">{roleName(project.membership.role)}</p>}
        joinedAt={joinedAt}
        joinedId="dashboard.card.joined"
        team={team}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" className={ACTION} aria-describedby={titleId} onClick={() => setDialog('team')}>
          <Users aria-hidden className="h-4 w-4" /> {t('dashboard.projectTeams.viewTeam')}
        </Button>
        <ChatButton
          room={room}
          label={t('dashboard.projectTeams.openChat')}
          className={ACTION}
          aria-describedby={titleId}
          onClick={() => setDialog('chat')}
        />
        <Link to={`/projects/${project._id}`} aria-describedby={titleId} className={buttonClass('ghost', ACTION)}>
          {t('dashboard.projectTeams.viewProject')} <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </div>
      <TeamModal project={project} isOpen={dialog === 'team'} onClose={() => setDialog(null)} />
      <TeamChat
        room={room}
        title={t('teamwork.chat.title', { title: project.title })}
        memberIds={team.map((member) => member._id)}
        ownerId={project.owner._id}
        currentUserId={currentUserId}
        isOpen={dialog === 'chat'}
        onClose={() => setDialog(null)}
      />
    </article>
  );
}
