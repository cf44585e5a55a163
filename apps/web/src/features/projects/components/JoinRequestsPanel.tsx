import type { ProjectDetail } from '@skillsync/shared';
import { Inbox } from 'lucide-react';
import { AddressAvatar } from '../../../components/AddressAvatar.tsx';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { SkillBadges } from '../../../components/SkillBadges.tsx';
import { Card } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useRespondToJoinRequest } from '../api/project-writes.ts';

/** The owner's list of pending requests to join (Accept / Reject) and invitations awaiting an answer. */
export function JoinRequestsPanel({ project }: { project: ProjectDetail }) {
  const t = useT();
  const answer = useRespondToJoinRequest(project._id);

  async function respond(requestId: string, action: 'accept' | 'reject') {
    try {
      await answer.mutateAsync({ requestId, action });
      toast.success(action === 'accept' ? t('projects.requests.accepted') : t('projects.requests.rejected'));
    } catch (error) {
      toast.error(errorMessage(error, t('messages.joinResponseFailed')));
    }
  }

  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
        <Inbox aria-hidden className="h-5 w-5 text-slate-500" /> {t('projects.requests.title')}
      </h2>
      {project.joinRequests.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('projects.requests.none')}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {project.joinRequests.map((request) => {
            // An invitation by e-mail shows the address the owner typed, never who (if anyone) holds it.
            const name = request.user?.name ?? request.inviteeEmail ?? '';
            return (
              <li key={request._id} className="rounded-lg border border-line p-3">
                <div className="flex items-center gap-2">
                  {request.user ? (
                    <Avatar name={name} src={request.user.avatar} size="sm" />
                  ) : (
                    <AddressAvatar size="sm" />
                  )}
                  {/* An address is read in full (it is all the owner sees of the invitee); a name may be cut short. */}
                  <span
                    className={`min-w-0 flex-1 text-sm font-medium text-ink ${request.user ? 'truncate' : 'break-all'}`}
                  >
                    {name}
                  </span>
                  {request.kind === 'invitation' && <Badge tone="info">{t('projects.requests.invited')}</Badge>}
                </div>
                {request.message && (
                  <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{request.message}</p>
                )}
                {request.skills.length > 0 && (
                  <div className="mt-2">
                    <SkillBadges skills={request.skills} shown={5} label={t('projects.requests.skills')} />
                  </div>
                )}
                <p className="mt-2 text-xs text-muted">
                  <time dateTime={request.createdAt}>{formatRelativeDate(request.createdAt)}</time>
                </p>
                {request.kind === 'request' && (
                  <div className="mt-3 flex gap-2">
                    <Button
                      className="flex-1 px-3 py-1.5"
                      onClick={() => void respond(request._id, 'accept')}
                      disabled={answer.isPending}
                      aria-label={t('projects.requests.acceptLabel', { name })}
                    >
                      {t('projects.requests.accept')}
                    </Button>
                    <Button
                      variant="secondary"
                      className="flex-1 px-3 py-1.5"
                      onClick={() => void respond(request._id, 'reject')}
                      disabled={answer.isPending}
                      aria-label={t('projects.requests.rejectLabel', { name })}
                    >
                      {t('projects.requests.reject')}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
