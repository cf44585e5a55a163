import { Trans } from '@lingui/react';
import type { CollaborationRequest } from '@skillsync/shared';
import { isErasedMember, REQUEST_MESSAGE_MAX } from '@skillsync/shared/constants';
import { MessageSquareReply, User } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { Textarea } from '../../../components/Field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useRespondToRequest } from '../api/respond-to-request.ts';
import { AnswerButtons } from './AnswerButtons.tsx';
import { RequestCardFrame } from './RequestCardFrame.tsx';
import { QuotedMessage, RequestDates } from './RequestMeta.tsx';
import { RequestStatusBadge } from './RequestStatusBadge.tsx';

type Answer = 'accepted' | 'rejected';

const RESPONDED: Record<Answer, string> = {
  accepted: 'requests.respond.accepted',
  rejected: 'requests.respond.rejected',
};

type RespondPanelProps = { request: CollaborationRequest; onClose: () => void; onResponded: () => void };

function RespondPanel({ request, onClose, onResponded }: RespondPanelProps) {
  const t = useT();
  const respond = useRespondToRequest();
  const [responseMessage, setResponseMessage] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const headingId = useId();
  const messageRef = useRef<HTMLTextAreaElement>(null);

  // The panel opens from the Respond button, which disappears; keyboard focus moves into the panel.
  useEffect(() => messageRef.current?.focus(), []);

  async function handleRespond(status: Answer) {
    setAnswer(status);
    try {
      const text = responseMessage.trim();
      await respond.mutateAsync({ id: request._id, status, ...(text ? { responseMessage: text } : {}) });
      toast.success(t(RESPONDED[status]));
      onResponded();
    } catch (error) {
      toast.error(errorMessage(error, t('messages.respondFailed')));
    } finally {
      setAnswer(null);
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-lg border border-line bg-surface p-4">
      <h4 id={headingId} className="text-sm font-semibold text-ink">
        {t('requests.respond.title', { name: request.requester.name })}
      </h4>
      <div className="mt-3">
        <Textarea
          ref={messageRef}
          label={t('requests.respond.messageLabel')}
          rows={3}
          maxLength={REQUEST_MESSAGE_MAX}
          placeholder={t('requests.respond.messagePlaceholder')}
          value={responseMessage}
          onChange={(event) => setResponseMessage(event.target.value)}
        />
      </div>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <AnswerButtons
          answers={['accepted', 'rejected']}
          answering={answer}
          isPending={respond.isPending}
          onAnswer={(status) => void handleRespond(status)}
        />
        <Button variant="ghost" onClick={onClose} disabled={respond.isPending}>
          {t('requests.respond.cancel')}
        </Button>
      </div>
    </section>
  );
}

/** A request someone sent about one of the viewer's problems. */
export function ReceivedRequestCard({ request }: { request: CollaborationRequest }) {
  const t = useT();
  const [isResponding, setIsResponding] = useState(false);
  const profileLinkRef = useRef<HTMLAnchorElement>(null);
  const respondButtonRef = useRef<HTMLButtonElement>(null);

  function handleCloseResponse() {
    // Cancel goes away with the panel; focus goes back to the Respond button that opened it.
    flushSync(() => setIsResponding(false));
    respondButtonRef.current?.focus();
  }
  const { requester } = request;

  return (
    <RequestCardFrame
      avatar={<Avatar name={requester.name} src={requester.avatar} />}
      heading={requester.name}
      line={
        <Trans
          id="requests.received.wantsToJoin"
          // The title is the member's own text: a value, so no tag-like text in it is read as markup.
          values={{
            title: <>{request.problem.title}</>,
            role: t(`common.enums.proposedRole.${request.proposedRole}`),
          }}
          components={{
            0: <Link to={`/problems/${request.problem._id}`} className="font-medium text-brand-700 hover:underline" />,
            1: <span className="font-medium text-ink" />,
          }}
        />
      }
      badges={<RequestStatusBadge status={request.status} />}
      breaksWords={false}
    >
      {request.message && <QuotedMessage label={t('requests.received.message')} text={request.message} />}
      {request.responseMessage && (
        <QuotedMessage label={t('requests.received.yourResponse')} text={request.responseMessage} />
      )}
      <RequestDates sentAt={request.requestedAt} respondedAt={request.respondedAt} sentId="requests.dates.requested" />
      <div className="flex flex-wrap gap-2">
        {/* A member who deleted their account has no profile left to view. */}
        {!isErasedMember(requester) && (
          <Link
            ref={profileLinkRef}
            to={`/profile/${requester.id}`}
            className={buttonClass('secondary', 'px-3 py-1.5')}
          >
            <User aria-hidden className="h-4 w-4" /> {t('requests.received.viewProfile')}
          </Link>
        )}
        {request.status === 'pending' && !isResponding && (
          <Button ref={respondButtonRef} className="px-3 py-1.5" onClick={() => setIsResponding(true)}>
            <MessageSquareReply aria-hidden className="h-4 w-4" /> {t('requests.received.respond')}
          </Button>
        )}
      </div>
      {request.status === 'pending' && isResponding && (
        <RespondPanel
          request={request}
          onClose={handleCloseResponse}
          // The answered panel goes away with the Accept button in it; focus stays on this card.
          onResponded={() => profileLinkRef.current?.focus()}
        />
      )}
    </RequestCardFrame>
  );
}
