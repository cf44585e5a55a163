import type { Conversation } from '@skillsync/shared';
import { isErasedMember } from '@skillsync/shared/constants';
import { Ban, Clock, Info, MessageSquareOff, UserX } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../components/States.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useBlockState } from '../../../lib/block-member.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMemberName } from '../../../lib/member-name.ts';
import { useOnlineUsers } from '../../../lib/realtime.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { TeamChatRoom } from '../../teams/index.ts';
import { useConversation } from '../api/conversations.ts';
import { ComposerNotice } from './ComposerNotice.tsx';
import { ConversationHeader } from './ConversationHeader.tsx';
import { RequestBar } from './RequestBar.tsx';

/** The pane's frame: a card as tall as the screen leaves room for, history scrolling inside. */
const PANE_CLASS =
  'flex h-[calc(100dvh-7rem)] min-h-[26rem] flex-col rounded-lg border border-line bg-white p-3 shadow-sm sm:p-4 lg:h-[calc(100dvh-10rem)]';

type ComposerState = { slot?: ReactNode; hint?: string };

/**
 * What takes the composer's place, if anything: an erased member, a block by the reader, a request to the reader
 * (Accept / Ignore), the reader's own request once its first message is sent. Until a request is accepted only the
 * one asking can have written (an empty one passes to whoever writes first), so who wrote last says which it is;
 * the first message of a request is written with a hint that it arrives as one. A message sent or an answer given
 * reloads the conversation (app/realtime-sync.ts), and this with it.
 */
function useComposerState(conversation: Conversation, onAccepted: () => void): ComposerState {
  const t = useT();
  const nameOf = useMemberName();
  const currentUserId = useAuthStore((state) => state.user?.id);
  const { other, lastMessage } = conversation;
  const name = nameOf(other);
  const isErased = isErasedMember(other);
  const isBlocked = useBlockState(other._id, !isErased).data?.isBlocked ?? false;
  if (isErased) {
    return { slot: <ComposerNotice icon={UserX}>{t('conversations.conversation.erased')}</ComposerNotice> };
  }
  if (isBlocked) {
    return {
      slot: <ComposerNotice icon={Ban}>{t('conversations.conversation.blockedByMe', { name })}</ComposerNotice>,
    };
  }
  if (conversation.status === 'open') return {};
  if (!lastMessage) return { hint: t('conversations.conversation.firstMessage', { name }) };
  if (lastMessage.senderId !== currentUserId) {
    return { slot: <RequestBar conversationId={conversation._id} name={name} onAccepted={onAccepted} /> };
  }
  return {
    slot: (
      <ComposerNotice icon={Clock} tone="waiting">
        {t('conversations.conversation.waiting', { name })}
      </ComposerNotice>
    ),
  };
}

/** An open conversation: who with, its history live, and the composer or why there is none. */
function OpenConversation({ conversation, backTo }: { conversation: Conversation; backTo: string }) {
  const t = useT();
  const nameOf = useMemberName();
  const currentUserId = useAuthStore((state) => state.user?.id) ?? '';
  const { other } = conversation;
  useDocumentTitle(t('conversations.documentTitle', { name: nameOf(other) }));
  const isOnline = useOnlineUsers([other._id]).has(other._id);
  const paneRef = useRef<HTMLDivElement>(null);
  // Accepted, the composer replaces the request's buttons: the reader's focus goes to it rather than to nowhere.
  const [isAccepting, setIsAccepting] = useState(false);
  const composer = useComposerState(conversation, () => setIsAccepting(true));
  useEffect(() => {
    if (!isAccepting || composer.slot) return;
    paneRef.current?.querySelector('textarea')?.focus();
    setIsAccepting(false);
  }, [isAccepting, composer.slot]);
  return (
    <div ref={paneRef} className={PANE_CLASS}>
      <ConversationHeader other={other} isOnline={isOnline} backTo={backTo} />
      {composer.hint && (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
          <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {composer.hint}
        </p>
      )}
      <TeamChatRoom
        room={{ kind: 'direct', id: conversation._id }}
        memberIds={[currentUserId, other._id]}
        currentUserId={currentUserId}
        className="mt-3 min-h-0 flex-1"
        composerSlot={composer.slot}
      />
    </div>
  );
}

function ConversationSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('conversations.conversation.loading')} className={PANE_CLASS}>
      <div className="flex items-center gap-3 border-b border-line pb-3">
        <Skeleton className="h-10 w-10 rounded-full" />
        <Skeleton className="h-5 w-40" />
      </div>
      <div className="mt-3 flex-1 space-y-4 rounded-lg bg-surface p-4">
        <Skeleton className="h-14 w-2/3 rounded-2xl" />
        <Skeleton className="ml-auto h-14 w-1/2 rounded-2xl" />
      </div>
      <Skeleton className="mt-3 h-[60px] w-full" />
    </div>
  );
}

/** /messages/:id's pane: the conversation, or why it cannot be shown (not the reader's, or failed to load). */
export function ConversationView({ id, backTo }: { id: string; backTo: string }) {
  const t = useT();
  const query = useConversation(id);
  if (query.isPending) return <ConversationSkeleton />;
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    if (!isMissing) {
      return (
        <ErrorState
          message={errorMessage(query.error, t('conversations.conversation.loadFailed'))}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return (
      <EmptyState
        icon={MessageSquareOff}
        title={errorMessage(query.error, t('conversations.conversation.loadFailed'))}
        action={
          <Link to="/messages" className={buttonClass('secondary')}>
            {t('conversations.conversation.back')}
          </Link>
        }
      />
    );
  }
  return <OpenConversation conversation={query.data} backTo={backTo} />;
}
