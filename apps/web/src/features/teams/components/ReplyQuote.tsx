import type { ChatReplyQuote } from '@skillsync/shared';
import { CornerUpLeft } from 'lucide-react';
import { useT } from '../../../lib/i18n.ts';
import { useMemberName } from '../../../lib/member-name.ts';
import type { ChatModalMessage } from './chat-list-types.ts';

type ReplyQuoteProps = {
  quote: ChatReplyQuote;
  /** The original, when the list holds it: edited or deleted since the reply came, the quote says so at once. */
  original?: ChatModalMessage | undefined;
  currentUserId: string;
  /** Shows the original, loading it first when it is not in the list. */
  onJumpTo: (messageId: string) => void;
};

/** The message a reply answers, above its bubble: who wrote it and how it began; a click goes to it. */
export function ReplyQuote({ quote, original, currentUserId, onJumpTo }: ReplyQuoteProps) {
  const t = useT();
  const nameOf = useMemberName();
  const isGone = quote.isGone || Boolean(original?.deleted || original?.removed);
  // Two lines of it show (line-clamp): the original's own words need no cutting here.
  // A message of files alone has no words to quote.
  const excerpt = (original ? original.content : quote.excerpt) || t('teamwork.chat.replyToFiles');
  return (
    <button
      type="button"
      onClick={() => onJumpTo(quote._id)}
      title={t('teamwork.chat.goToOriginal')}
      className="mb-1 flex max-w-full min-w-0 items-start gap-1.5 rounded-lg border-l-4 border-brand-300 bg-slate-100 px-2.5 py-1.5 text-left text-xs text-slate-700 hover:bg-slate-200"
    >
      <CornerUpLeft aria-hidden className="mt-0.5 h-3.5 w-3.5 shrink-0 text-slate-500" />
      <span className="min-w-0">
        <span className="sr-only">{t('teamwork.chat.inReplyTo')} </span>
        <span className="block font-medium text-ink">
          {quote.sender._id === currentUserId ? t('teamwork.chat.you') : nameOf(quote.sender)}
        </span>
        <span className={`line-clamp-2 break-words ${isGone ? 'italic' : ''}`}>
          {isGone ? t('teamwork.chat.originalDeleted') : excerpt}
        </span>
      </span>
    </button>
  );
}
