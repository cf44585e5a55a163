import { CornerUpLeft, X } from 'lucide-react';
import { useT } from '../../../lib/i18n.ts';
import { useMemberName } from '../../../lib/member-name.ts';
import type { ChatModalMessage } from './chat-list-types.ts';

/** How much of the answered message the banner shows. */
const EXCERPT_MAX = 90;

type ReplyBannerProps = {
  replyTo: ChatModalMessage;
  currentUserId: string | undefined;
  onCancel: () => void;
};

/** Above the textarea while an answer is written: "Replying to Asha: …", and Cancel (Escape does it too). */
export function ReplyBanner({ replyTo, currentUserId, onCancel }: ReplyBannerProps) {
  const t = useT();
  const nameOf = useMemberName();
  const name = replyTo.sender._id === currentUserId ? t('teamwork.chat.you') : nameOf(replyTo.sender);
  const text = replyTo.content.replace(/\s+/gu, ' ').trim();
  let excerpt = text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text;
  if (!excerpt && (replyTo.attachments?.length ?? 0) > 0) excerpt = t('teamwork.chat.replyToFiles');
  return (
    <div className="mb-2 flex items-start gap-2 rounded-lg border-l-4 border-brand-500 bg-brand-50 py-1.5 pr-1 pl-2.5 text-sm">
      <CornerUpLeft aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
      <p className="min-w-0 flex-1 break-words text-slate-700">
        <span className="font-medium text-ink">{t('teamwork.chat.replyingTo', { name })}</span>{' '}
        <span className="line-clamp-2">{excerpt}</span>
      </p>
      <button
        type="button"
        onClick={onCancel}
        aria-label={t('teamwork.chat.cancelReply')}
        title={t('teamwork.chat.cancelReply')}
        className="shrink-0 rounded-md p-1 text-slate-600 hover:bg-brand-100 hover:text-ink"
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
    </div>
  );
}
