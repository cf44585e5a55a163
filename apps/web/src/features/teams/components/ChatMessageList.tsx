import type { Removal } from '@skillsync/shared';
import { useState } from 'react';
import { Avatar } from '../../../components/Avatar.tsx';
import { LazyRemovalNote } from '../../../components/LazyRemoval.tsx';
import { ReportButton } from '../../../components/ReportButton.tsx';
import { formatChatDay, localDay } from '../../../lib/chat-days.ts';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMemberName } from '../../../lib/member-name.ts';
import { ChatMessageBody } from './ChatMessageBody.tsx';

/** A message as the chat shows it: project chat and, later, collaboration chat and realtime events alike. */
export type ChatModalMessage = {
  _id: string;
  sender: { _id: string; name: string; avatar: string | null };
  content: string;
  /** Missing on a message not stamped yet: its time reads 'Now' (or 'Just now', see `timeFallback`). */
  createdAt?: string | null;
  /** From a member the reader blocked: folded away until the reader asks to see it. */
  isFromBlocked?: boolean;
  /** Moderators removed it: empty for the team, its text and `removal` (why) for its sender. */
  removed?: boolean;
  removal?: Removal | null;
};

/** How much of a message the report dialog quotes. */
const REPORT_EXCERPT_MAX = 80;
const excerptOf = (content: string) =>
  content.length > REPORT_EXCERPT_MAX ? `${content.slice(0, REPORT_EXCERPT_MAX - 1)}…` : content;

/** What a message without a time shows, as the spec words it: 'Now' in the project chat, 'Just now' in the team's. */
export type ChatTimeFallback = 'now' | 'justNow';

type DayGroup = { day: number; firstAt: string | Date; messages: ChatModalMessage[] };

/** Consecutive messages of one local day together; a message not stamped yet is being sent today. */
function groupByDay(messages: ChatModalMessage[], now: Date) {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const at = message.createdAt ?? now;
    const day = localDay(at);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, firstAt: at, messages: [message] });
  }
  return groups;
}

type MessageItemProps = { message: ChatModalMessage; isOwn: boolean; timeFallback: ChatTimeFallback };

/** A blocked member's message, folded: a line that says whose it is, and Show. */
function FoldedMessage({ onShow }: { onShow: () => void }) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-dashed border-line px-3 py-2 text-xs text-muted">
      <span>{t('teamwork.chat.blockedMessage')}</span>
      <button
        type="button"
        onClick={onShow}
        className="rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t('teamwork.chat.showBlocked')}
      </button>
    </li>
  );
}

function MessageItem(props: MessageItemProps) {
  const [isShown, setIsShown] = useState(false);
  if (props.message.isFromBlocked && !isShown) return <FoldedMessage onShow={() => setIsShown(true)} />;
  return <MessageBubble {...props} />;
}

/** The words of a message: as written, dimmed when moderators removed it (for its sender), or a muted line. */
function BubbleText({ message, isOwn }: { message: ChatModalMessage; isOwn: boolean }) {
  const t = useT();
  if (message.removed && !message.removal) {
    return (
      <p className="rounded-2xl border border-dashed border-line px-3 py-2 text-sm text-muted italic">
        {t('messages.removedByModerators')}
      </p>
    );
  }
  const look = message.removal
    ? 'border border-dashed border-slate-300 bg-slate-100 text-slate-600'
    : isOwn
      ? 'rounded-br-sm bg-brand-600 text-white'
      : 'rounded-bl-sm border border-line bg-white text-ink';
  return (
    <div className={`max-w-full min-w-0 rounded-2xl px-3 py-2 text-sm ${look}`}>
      <ChatMessageBody content={message.content} isOwn={isOwn && !message.removal} />
    </div>
  );
}

function MessageBubble({ message, isOwn, timeFallback }: MessageItemProps) {
  const t = useT();
  const nameOf = useMemberName();
  const { formatTime, formatDateTime } = useFormatting();
  const { sender, createdAt } = message;
  return (
    <li className={`group flex items-end gap-2 ${isOwn ? 'flex-row-reverse' : ''}`}>
      {!isOwn && <Avatar name={sender.name} src={sender.avatar} size="sm" isDecorative />}
      <div className={`flex max-w-[85%] min-w-0 flex-col sm:max-w-[75%] ${isOwn ? 'items-end' : 'items-start'}`}>
        <p className="mb-1 flex flex-wrap items-center gap-x-1.5 px-1 text-xs text-muted">
          <span className="font-medium text-ink">{isOwn ? t('teamwork.chat.you') : nameOf(sender)}</span>
          <span aria-hidden>·</span>
          {createdAt ? (
            <time dateTime={createdAt} title={formatDateTime(createdAt)}>
              {formatTime(createdAt)}
            </time>
          ) : (
            <span>{t(timeFallback === 'justNow' ? 'teamwork.chat.justNow' : 'teamwork.chat.now')}</span>
          )}
          {!message.removed && (
            <ReportButton type="message" id={message._id} title={excerptOf(message.content)} isOwn={isOwn} isCompact />
          )}
        </p>
        <BubbleText message={message} isOwn={isOwn} />
        {message.removal && (
          <div className="mt-1 max-w-full">
            <LazyRemovalNote removal={message.removal} isCompact />
          </div>
        )}
      </div>
    </li>
  );
}

type ChatMessageListProps = { messages: ChatModalMessage[]; currentUserId: string; timeFallback: ChatTimeFallback };

/**
 * The history, oldest first, under a heading for each day (Today, Yesterday, Tuesday, 21 November 2026) in the
 * reader's language and on the reader's calendar, so the bare times beside the messages are never ambiguous.
 */
export function ChatMessageList({ messages, currentUserId, timeFallback }: ChatMessageListProps) {
  useFormatting();
  const now = new Date();
  return (
    <div className="space-y-4">
      {groupByDay(messages, now).map((group) => (
        <div key={group.messages[0]?._id} className="space-y-4">
          <h3 className="flex items-center gap-3 text-xs font-medium text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
            {formatChatDay(group.firstAt, now)}
          </h3>
          <ol className="space-y-4">
            {group.messages.map((message) => (
              <MessageItem
                key={message._id}
                message={message}
                isOwn={message.sender._id === currentUserId}
                timeFallback={timeFallback}
              />
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
