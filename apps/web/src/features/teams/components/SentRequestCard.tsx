import { Trans } from '@lingui/react';
import type { CollaborationRequest } from '@skillsync/shared';
import { Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { MemberLink } from '../../../components/MemberLink.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelRequest } from '../api/cancel-request.ts';
import { RequestCardFrame } from './RequestCardFrame.tsx';
import { QuotedMessage, RequestDates } from './RequestMeta.tsx';
import { RequestStatusBadge } from './RequestStatusBadge.tsx';

/** A request the viewer sent; while pending it can be withdrawn. */
export function SentRequestCard({ request }: { request: CollaborationRequest }) {
  const t = useT();
  const cancellation = useCancelRequest();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const author = request.problemAuthor;
  const cardRef = useRef<HTMLElement>(null);
  const isCancelledRef = useRef(false);

  /** A cancelled request leaves the list, and its card with it: focus goes to the tab of the list instead. */
  function tabOfThisList() {
    if (!isCancelledRef.current) return null;
    const tabId = cardRef.current?.closest('[role="tabpanel"]')?.getAttribute('aria-labelledby');
    return tabId ? document.getElementById(tabId) : null;
  }

  async function handleCancel() {
    try {
      await cancellation.mutateAsync(request._id);
      isCancelledRef.current = true;
      toast.success(t('messages.requestCancelled'));
      setIsConfirmOpen(false);
    } catch (error) {
      toast.error(errorMessage(error, t('messages.cancelFailed')));
    }
  }

  return (
    <RequestCardFrame
      articleRef={cardRef}
      avatar={<Avatar name={author.name} src={author.avatar} />}
      heading={
        <Link to={`/problems/${request.problem._id}`} className="hover:text-brand-700">
          {request.problem.title}
        </Link>
      }
      line={
        <Trans
          id="requests.sent.toAs"
          // The name is the member's own text: a value, so no tag-like text in it is read as markup.
          values={{ name: <>{author.name}</>, role: t(`common.enums.proposedRole.${request.proposedRole}`) }}
          components={{
            0: (
              <MemberLink
                member={author}
                className="font-medium text-brand-700 hover:underline"
                erasedClassName="font-medium text-ink"
              />
            ),
            1: <span className="font-medium text-ink" />,
          }}
        />
      }
      badges={<RequestStatusBadge status={request.status} />}
      breaksWords={false}
      after={
        <ConfirmDialog
          isOpen={isConfirmOpen}
          onClose={() => setIsConfirmOpen(false)}
          onConfirm={() => void handleCancel()}
          title={t('requests.sent.confirmTitle')}
          message={t('messages.cancelConfirm')}
          confirmLabel={t('requests.sent.cancel')}
          cancelLabel={t('requests.sent.keep')}
          isPending={cancellation.isPending}
          returnFocusTo={tabOfThisList}
        />
      }
    >
      {request.message && <QuotedMessage label={t('requests.sent.yourMessage')} text={request.message} />}
      {request.responseMessage && (
        <QuotedMessage label={t('requests.sent.theirResponse', { name: author.name })} text={request.responseMessage} />
      )}
      <RequestDates sentAt={request.requestedAt} respondedAt={request.respondedAt} sentId="requests.dates.sent" />
      {request.status === 'pending' && (
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => setIsConfirmOpen(true)}>
          <Undo2 aria-hidden className="h-4 w-4" /> {t('requests.sent.cancel')}
        </Button>
      )}
    </RequestCardFrame>
  );
}
