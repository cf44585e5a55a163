import type { ChatMessage as StoredMessage } from '@skillsync/shared';
import { type ReactNode, useRef, useState } from 'react';
import { Avatar } from '../../../components/Avatar.tsx';
import { LazyRemovalNote } from '../../../components/LazyRemoval.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMemberName } from '../../../lib/member-name.ts';
import { editChatMessage } from '../api/chat-actions.ts';
import { ChatMessageBody } from './ChatMessageBody.tsx';
import type { ChatListSettings, ChatModalMessage } from './chat-list-types.ts';
import { MessageActions } from './MessageActions.tsx';
import { MessageAttachments } from './MessageAttachments.tsx';
import { MessageDeleteDialog } from './MessageDeleteDialog.tsx';
import { MessageEditor } from './MessageEditor.tsx';
import { ReactionBar } from './ReactionBar.tsx';
import { ReplyQuote } from './ReplyQuote.tsx';

type MessageItemProps = { message: ChatModalMessage; chat: ChatListSettings };

/** A blocked member's message, folded: a line that says whose it is, and Show. */
function FoldedMessage({ messageId, onShow }: { messageId: string; onShow: () => void }) {
  const t = useT();
  return (
    <div
      data-message-id={messageId}
      tabIndex={-1}
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-dashed border-line px-3 py-2 text-xs text-muted"
    >
      <span>{t('teamwork.chat.blockedMessage')}</span>
      <button
        type="button"
        onClick={onShow}
        className="rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t('teamwork.chat.showBlocked')}
      </button>
    </div>
  );
}

/**
 * One message of the list: folded when its sender is blocked by the reader (until Show, which the list remembers:
 * a row scrolled out of view is unmounted), else its bubble.
 */
export function MessageItem(props: MessageItemProps) {
  const { message, chat } = props;
  if (message.isFromBlocked && !chat.shownBlocked.has(message._id)) {
    return <FoldedMessage messageId={message._id} onShow={() => chat.showBlocked(message._id)} />;
  }
  return <MessageBubble {...props} />;
}

const MUTED_LINE = 'rounded-2xl border border-dashed border-line px-3 py-2 text-sm text-muted italic';

type BubbleTextProps = { message: ChatModalMessage; isOwn: boolean; chat: ChatListSettings };

/** The words of a message: as written, dimmed when moderators removed it (for its sender), or a muted line. */
function BubbleText({ message, isOwn, chat }: BubbleTextProps) {
  const t = useT();
  if (message.deleted) return <p className={MUTED_LINE}>{t('teamwork.chat.deleted')}</p>;
  if (message.removed && !message.removal) return <p className={MUTED_LINE}>{t('messages.removedByModerators')}</p>;
  // A message of attachments alone has no words to show.
  if (!message.content && message.attachments?.length) return null;
  const look = message.removal
    ? 'border border-dashed border-slate-300 bg-slate-100 text-slate-600'
    : isOwn
      ? 'rounded-br-sm bg-brand-600 text-white'
      : 'rounded-bl-sm border border-line bg-white text-ink';
  return (
    <div className={`max-w-full min-w-0 rounded-2xl px-3 py-2 text-sm ${look}`}>
      <ChatMessageBody content={message.content} isOwn={isOwn && !message.removal} mentions={chat.mentions} />
    </div>
  );
}

/** "edited", with when in a tooltip and for a screen reader. */
function EditedMark({ editedAt }: { editedAt: string }) {
  const t = useT();
  const { formatDateTime } = useFormatting();
  const when = t('teamwork.chat.editedAt', { time: formatDateTime(editedAt) });
  return (
    <span title={when}>
      <span aria-hidden>{t('teamwork.chat.edited')}</span>
      <span className="sr-only">{when}</span>
    </span>
  );
}

/** Sender, time, whether edited, and what the reader can do with the message. */
function MessageMeta({ message, isOwn, chat, actions }: BubbleTextProps & { actions: ReactNode }) {
  const t = useT();
  const nameOf = useMemberName();
  const { formatTime, formatDateTime } = useFormatting();
  const { sender, createdAt } = message;
  return (
    <div className={`mb-1 flex flex-wrap items-center gap-x-1.5 px-1 text-xs text-muted ${isOwn ? 'justify-end' : ''}`}>
      <span className="font-medium text-ink">{isOwn ? t('teamwork.chat.you') : nameOf(sender)}</span>
      <span aria-hidden>·</span>
      {createdAt ? (
        <time dateTime={createdAt} title={formatDateTime(createdAt)}>
          {formatTime(createdAt)}
        </time>
      ) : (
        <span>{t(chat.timeFallback === 'justNow' ? 'teamwork.chat.justNow' : 'teamwork.chat.now')}</span>
      )}
      {message.editedAt && !message.deleted && (
        <>
          <span aria-hidden>·</span>
          <EditedMark editedAt={message.editedAt} />
        </>
      )}
      {actions && (
        // With a mouse the toolbar floats beside the name and time, taking no room until shown (on the reader's own
        // messages, on the left, where their line has room); on a touch screen it is a row of its own under them.
        <div
          className={`relative flex items-center pointer-coarse:basis-full pointer-fine:w-0 pointer-fine:self-stretch ${isOwn ? 'pointer-coarse:justify-end pointer-fine:order-first' : ''}`}
        >
          {actions}
        </div>
      )}
    </div>
  );
}

/**
 * Runs an action on the message and merges its answer into the chat; a failure is said under the bubble (a toast
 * would show beneath the chat's dialog). Resolves whether it went through.
 */
function useMessageAction(chat: ChatListSettings) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  async function run(action: () => Promise<StoredMessage>, fallback: string) {
    setError(null);
    try {
      chat.onReceive?.(await action());
      return true;
    } catch (failure) {
      setError(errorMessage(failure, t(fallback)));
      return false;
    }
  }
  return { error, setError, run };
}

/** Back where the edit began: the Edit button (while the window is open), else the message itself. */
function focusAfterEdit(item: HTMLElement | null) {
  requestAnimationFrame(() => (item?.querySelector<HTMLElement>('[data-action="edit"]') ?? item)?.focus());
}

function MessageBubble({ message, chat }: MessageItemProps) {
  const isOwn = message.sender._id === chat.currentUserId;
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  // Once asked, the dialog stays mounted, so closing it is the dialog's own (focus back where it belongs).
  const [hasAskedToDelete, setHasAskedToDelete] = useState(false);
  const action = useMessageAction(chat);
  const itemRef = useRef<HTMLDivElement>(null);
  const isGone = Boolean(message.deleted);
  return (
    <div
      ref={itemRef}
      data-message-id={message._id}
      tabIndex={-1}
      className={`group flex items-end gap-2 rounded-lg transition-colors duration-700 data-highlighted:bg-brand-50 ${isOwn ? 'flex-row-reverse' : ''}`}
    >
      {!isOwn && <Avatar name={message.sender.name} src={message.sender.avatar} size="sm" isDecorative />}
      <div className={`flex max-w-[85%] min-w-0 flex-col sm:max-w-[75%] ${isOwn ? 'items-end' : 'items-start'}`}>
        <MessageMeta
          message={message}
          isOwn={isOwn}
          chat={chat}
          actions={
            !isGone && (
              <MessageActions
                message={message}
                isOwn={isOwn}
                chat={chat}
                isEditing={isEditing}
                onEdit={() => setIsEditing(true)}
                onDelete={() => {
                  setHasAskedToDelete(true);
                  setIsDeleting(true);
                }}
                run={action.run}
              />
            )
          }
        />
        {message.replyTo && !isGone && (
          <ReplyQuote
            quote={message.replyTo}
            original={chat.messageById.get(message.replyTo._id)}
            currentUserId={chat.currentUserId}
            onJumpTo={chat.jumpTo}
          />
        )}
        {isEditing ? (
          <MessageEditor
            content={message.content}
            error={action.error}
            onSave={(content) => action.run(() => editChatMessage(message._id, content), 'teamwork.chat.editFailed')}
            onChange={() => action.setError(null)}
            onDone={() => {
              action.setError(null);
              setIsEditing(false);
              focusAfterEdit(itemRef.current);
            }}
          />
        ) : (
          <BubbleText message={message} isOwn={isOwn} chat={chat} />
        )}
        {!isGone && message.attachments && message.attachments.length > 0 && (
          <MessageAttachments attachments={message.attachments} isOwn={isOwn} />
        )}
        {!isGone && message.reactions && message.reactions.length > 0 && (
          <ReactionBar message={message} chat={chat} isOwn={isOwn} run={action.run} />
        )}
        {action.error && !isEditing && (
          <p role="alert" className="mt-1 px-1 text-xs text-red-700">
            {action.error}
          </p>
        )}
        {message.removal && (
          <div className="mt-1 max-w-full">
            <LazyRemovalNote removal={message.removal} isCompact />
          </div>
        )}
      </div>
      {hasAskedToDelete && (
        <MessageDeleteDialog
          message={message}
          isOwn={isOwn}
          chat={chat}
          isOpen={isDeleting}
          onClose={() => setIsDeleting(false)}
          returnFocusTo={() => itemRef.current}
        />
      )}
    </div>
  );
}
