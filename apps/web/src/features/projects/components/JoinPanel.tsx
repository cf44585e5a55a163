import type { ProjectDetail } from '@skillsync/shared';
import { Clock, LogIn, MailOpen, UserPlus, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { Card } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useRespondToJoinRequest } from '../api/project-writes.ts';
import { JoinDialog } from './JoinDialog.tsx';
import { TeamChatButton } from './TeamChatButton.tsx';

/** The invited member answers the owner's invitation right on the project. */
function InvitationAnswer({ project, invitationId }: { project: ProjectDetail; invitationId: string }) {
  const t = useT();
  const answer = useRespondToJoinRequest(project._id);
  async function respond(action: 'accept' | 'reject') {
    try {
      await answer.mutateAsync({ requestId: invitationId, action });
      toast.success(action === 'accept' ? t('projects.joinPanel.joined') : t('projects.joinPanel.declined'));
    } catch (error) {
      toast.error(errorMessage(error, t('messages.joinResponseFailed')));
    }
  }
  return (
    <>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <MailOpen aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" /> {t('projects.joinPanel.invited')}
      </p>
      <div className="mt-4 flex gap-2">
        <Button className="flex-1" onClick={() => void respond('accept')} isLoading={answer.isPending}>
          {t('projects.joinPanel.accept')}
        </Button>
        <Button
          variant="secondary"
          className="flex-1"
          onClick={() => void respond('reject')}
          disabled={answer.isPending}
        >
          {t('projects.joinPanel.decline')}
        </Button>
      </div>
    </>
  );
}

/**
 * What the viewer can do about joining (spec §2): visitors sign in first, other members ask (or see their
 * request pending, or answer an invitation), team members are told they are in; a full or finished team says so.
 */
export function JoinPanel({ project }: { project: ProjectDetail }) {
  const t = useT();
  const location = useLocation();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const [isJoinOpen, setJoinOpen] = useState(false);
  const { viewer } = project;
  const isFull = project.teamSize >= project.maxMembers;
  const isClosed = project.status === 'Completed' || project.status === 'Cancelled';

  let body: ReactNode;
  if (viewer.isOwner) {
    body = (
      <>
        <p className="text-sm text-slate-700">{t('projects.joinPanel.owner')}</p>
        <div className="mt-4">
          <TeamChatButton project={project} />
        </div>
      </>
    );
  } else if (viewer.isMember) {
    body = (
      <>
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Users aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" /> {t('projects.joinPanel.member')}
        </p>
        <div className="mt-4">
          <TeamChatButton project={project} />
        </div>
      </>
    );
  } else if (viewer.pendingRequest?.kind === 'invitation') {
    body = <InvitationAnswer project={project} invitationId={viewer.pendingRequest._id} />;
  } else if (viewer.pendingRequest) {
    body = (
      <Button className="w-full" disabled>
        <Clock aria-hidden className="h-4 w-4" /> {t('projects.joinPanel.pending')}
      </Button>
    );
  } else if (isClosed || isFull) {
    body = (
      <p className="text-sm text-slate-700">
        {isClosed ? t('projects.joinPanel.closed') : t('projects.joinPanel.full')}
      </p>
    );
  } else if (!isAuthenticated) {
    body = (
      <Link to="/login" state={{ from: location.pathname }} className={buttonClass('primary', 'w-full')}>
        <LogIn aria-hidden className="h-4 w-4" /> {t('projects.joinPanel.join')}
      </Link>
    );
  } else {
    body = (
      <>
        <Button className="w-full" onClick={() => setJoinOpen(true)}>
          <UserPlus aria-hidden className="h-4 w-4" /> {t('projects.joinPanel.join')}
        </Button>
        <JoinDialog
          isOpen={isJoinOpen}
          onClose={() => setJoinOpen(false)}
          projectId={project._id}
          projectTitle={project.title}
        />
      </>
    );
  }

  return (
    <Card className="order-1 p-5 lg:order-none">
      <h2 className="text-base font-semibold text-ink">{t('projects.joinPanel.title')}</h2>
      <p className="mt-1 text-sm text-muted">
        {t('projects.joinPanel.places', { size: project.teamSize, max: project.maxMembers })}
      </p>
      <div className="mt-4">{body}</div>
    </Card>
  );
}
