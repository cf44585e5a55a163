import { Trans } from '@lingui/react';
import type { JoinRequest } from '@skillsync/shared';
import { Link } from 'react-router';
import { AddressAvatar } from '../../../components/AddressAvatar.tsx';
import { Avatar } from '../../../components/Avatar.tsx';
import { MemberLink } from '../../../components/MemberLink.tsx';
import { useT } from '../../../lib/i18n.ts';
import { JoinRequestBadges, RequestCardFrame } from './RequestCardFrame.tsx';
import { QuotedMessage, RequestDates } from './RequestMeta.tsx';

/** A request the viewer sent to join a project (to its owner), or an invitation one of their projects sent. */
export function SentJoinRequestCard({ request }: { request: JoinRequest }) {
  const t = useT();
  const isInvitation = request.kind === 'invitation';
  // Who answers it: the project's owner for a request, the invited member for an invitation. An invitation by
  // e-mail shows only the address typed: whether someone holds it is the invitee's to tell.
  const to = isInvitation
    ? request.user
    : { _id: request.project.owner._id, name: request.project.owner.name, avatar: null };
  const toName = to?.name ?? request.inviteeEmail ?? '';

  return (
    <RequestCardFrame
      avatar={to ? <Avatar name={to.name} src={to.avatar} /> : <AddressAvatar />}
      heading={
        <Link to={`/projects/${request.project._id}`} className="hover:text-brand-700">
          {request.project.title}
        </Link>
      }
      line={
        <Trans
          id={isInvitation ? 'requests.join.invitationTo' : 'requests.join.requestTo'}
          // The name is the member's own text: a value, so no tag-like text in it is read as markup.
          values={{ name: <>{toName}</> }}
          components={{
            0: to ? (
              <MemberLink
                member={to}
                className="font-medium text-brand-700 hover:underline"
                erasedClassName="font-medium text-ink"
              />
            ) : (
              <span className="font-medium break-all text-ink" />
            ),
          }}
        />
      }
      badges={<JoinRequestBadges request={request} />}
      breaksWords
    >
      {request.message && <QuotedMessage label={t('requests.sent.yourMessage')} text={request.message} />}
      <RequestDates sentAt={request.createdAt} respondedAt={request.respondedAt} sentId="requests.dates.sent" />
    </RequestCardFrame>
  );
}
