import type { JoinRequest } from '@skillsync/shared';
import type { ReactNode, Ref } from 'react';
import { Badge } from '../../../components/Badge.tsx';
import { Card } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { JoinStatusBadge } from './JoinStatusBadge.tsx';

type RequestCardFrameProps = {
  articleRef?: Ref<HTMLElement>;
  /** The other side's avatar: who asked, or who answers. */
  avatar: ReactNode;
  heading: ReactNode;
  /** The line under the heading that says what was asked ('wants to join … as …'). */
  line: ReactNode;
  badges: ReactNode;
  /** A project's request carries member-typed titles and names that may be one long word: they break. */
  breaksWords: boolean;
  /** The messages, dates and actions under the heading. */
  children: ReactNode;
  /** What sits outside the card's article (a confirmation dialog). */
  after?: ReactNode;
};

/** The one layout of the four request cards (received and sent, for problems and for projects). */
export function RequestCardFrame(props: RequestCardFrameProps) {
  const { articleRef, avatar, heading, line, badges, breaksWords, children, after } = props;
  const breaks = breaksWords ? 'break-words ' : '';
  return (
    <Card className="p-5">
      <article ref={articleRef} className="flex items-start gap-3 sm:gap-4">
        {avatar}
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className={`font-semibold ${breaks}text-ink`}>{heading}</h3>
              <p className={`text-sm ${breaks}text-muted`}>{line}</p>
            </div>
            {badges}
          </div>
          {children}
        </div>
      </article>
      {after}
    </Card>
  );
}

/** A project request's two badges: request or invitation, and where it stands. */
export function JoinRequestBadges({ request }: { request: JoinRequest }) {
  const t = useT();
  const isInvitation = request.kind === 'invitation';
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge tone={isInvitation ? 'info' : 'brand'}>
        {t(isInvitation ? 'requests.join.invitationBadge' : 'requests.join.requestBadge')}
      </Badge>
      <JoinStatusBadge status={request.status} />
    </div>
  );
}
