import { Trans } from '@lingui/react';
import type { JoinRequest, RespondToJoinBody } from '@skillsync/shared';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { SkillBadges } from '../../../components/SkillBadges.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useRespondToJoinRequest } from '../api/respond-to-join-request.ts';
import { AnswerButtons } from './AnswerButtons.tsx';
import { JoinRequestBadges, RequestCardFrame } from './RequestCardFrame.tsx';
import { QuotedMessage, RequestDates } from './RequestMeta.tsx';

type Action = RespondToJoinBody['action'];

/** What the toast says once answered: a request lets someone in; an invitation lets the viewer in. */
const ANSWERED: Record<JoinRequest['kind'], Record<Action, string>> = {
  request: { accept: 'requests.join.accepted', reject: 'requests.join.rejected' },
  invitation: { accept: 'requests.join.invitationAccepted', reject: 'requests.join.invitationDeclined' },
};

/**
 * A request to join one of the viewer's projects, or an invitation the viewer received from a project owner.
 * Accept and Reject show only while it is pending (spec §2).
 */
export function ReceivedJoinRequestCard({ request }: { request: JoinRequest }) {
  const t = useT();
  const respond = useRespondToJoinRequest();
  const [action, setAction] = useState<Action | null>(null);
  const projectLinkRef = useRef<HTMLAnchorElement>(null);
  const isInvitation = request.kind === 'invitation';
  // An invitation comes from the project's owner; a request from the member who wants in (a request always has one).
  const asker = request.user ?? { name: '', avatar: null };
  const from = isInvitation ? { name: request.project.owner.name, avatar: null } : asker;

  async function handleRespond(answer: Action) {
    setAction(answer);
    try {
      await respond.mutateAsync({ request, action: answer });
      toast.success(t(ANSWERED[request.kind][answer]));
      // The buttons go with the answer; focus stays on this card rather than falling to the page.
      projectLinkRef.current?.focus();
    } catch (error) {
      toast.error(errorMessage(error, t('messages.joinResponseFailed')));
    } finally {
      setAction(null);
    }
  }

  const projectLink = (
    <Link
      ref={projectLinkRef}
      to={`/projects/${request.project._id}`}
      className="font-medium text-brand-700 hover:underline"
    />
  );

  return (
    <RequestCardFrame
      avatar={<Avatar name={from.name} src={from.avatar} />}
      heading={from.name}
      line={
        <Trans
          id={isInvitation ? 'requests.join.invitesYou' : 'requests.join.wantsToJoin'}
          // The title is the member's own text: a value, so no tag-like text in it is read as markup.
          values={{ title: <>{request.project.title}</> }}
          components={{ 0: projectLink }}
        />
      }
      badges={<JoinRequestBadges request={request} />}
      breaksWords
    >
      {request.message && <QuotedMessage label={t('requests.received.message')} text={request.message} />}
      {!isInvitation && request.skills.length > 0 && (
        <SkillBadges
          skills={request.skills}
          shown={request.skills.length}
          label={t('requests.join.skillsOf', { name: asker.name })}
        />
      )}
      <RequestDates
        sentAt={request.createdAt}
        respondedAt={request.respondedAt}
        sentId={isInvitation ? 'requests.dates.invited' : 'requests.dates.requested'}
      />
      {request.status === 'Pending' && (
        <div className="flex flex-wrap gap-2">
          <AnswerButtons
            className="px-3 py-1.5"
            answers={['accept', 'reject']}
            answering={action}
            isPending={respond.isPending}
            onAnswer={(answer) => void handleRespond(answer)}
          />
        </div>
      )}
    </RequestCardFrame>
  );
}
