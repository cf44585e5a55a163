import type { Notification } from '@skillsync/shared';
import { isAppealableAction } from '@skillsync/shared/constants';
import { Award, Flag } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { formatIndiaMoment, formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

type T = ReturnType<typeof useT>;

/** Where an entry leads: what asks for an answer opens the inbox; the rest, what it is about. */
function linkOf(entry: Notification) {
  switch (entry.kind) {
    case 'collaboration-requested':
    case 'join-requested':
    case 'invitation-received':
      return '/collaboration-requests';
    case 'direct-message':
    case 'message-request':
      return entry.detail.conversationId ? `/messages/${entry.detail.conversationId}` : '/messages';
    case 'achievement-earned':
      return '/profile';
    case 'removed-from-team':
      return '/dashboard';
    case 'report-decided':
      return '/reports';
    case 'moderation-decision':
      // A decision the member may appeal leads to its appeal; an appeal's outcome or a restore has none.
      return entry.detail.actionId && isAppealableAction(entry.detail.decision)
        ? `/appeal/${entry.detail.actionId}`
        : '/notifications';
    default:
      if (!entry.subject) return '/dashboard';
      return `/${entry.subject.type}s/${entry.subject._id}`;
  }
}

/** Who acted: "Asha", or "Asha and 4 others". */
function whoOf(t: T, entry: Notification) {
  const name = entry.actor?.name ?? t('notifications.someone');
  return entry.othersCount > 0 ? t('notifications.andOthers', { name, count: entry.othersCount }) : name;
}

/** The entry's sentence in the reader's language; an answer's kind reads by its status. */
function sentenceOf(t: T, entry: Notification) {
  const { detail } = entry;
  const values = { who: whoOf(t, entry), title: detail.title ?? '', points: detail.points ?? 0, place: detail.place };
  if (entry.kind === 'achievement-earned') {
    return t('notifications.kinds.achievement-earned', {
      title: t(`profile.achievements.kinds.${detail.achievement}.title`),
    });
  }
  if (entry.kind === 'challenge-results') {
    return t(detail.place ? 'notifications.kinds.challenge-won' : 'notifications.kinds.challenge-results', values);
  }
  if (entry.kind === 'work-completed' && !detail.points) return t('notifications.kinds.work-completed-unpaid', values);
  if (entry.kind === 'report-decided') {
    const decision = detail.decision === 'dismissed' ? 'dismissed' : 'actioned';
    return t(`notifications.kinds.report-decided.${decision}`, { reference: detail.reference ?? '' });
  }
  if (entry.kind === 'moderation-decision') {
    return t(`notifications.kinds.moderation-decision.${detail.decision}`, {
      note: detail.note ?? '',
      until: detail.until ? formatIndiaMoment(detail.until) : '',
    });
  }
  // A mention of a message since deleted or removed quotes nothing.
  if (entry.kind === 'chat-mention' && !detail.title) return t('notifications.kinds.chat-mention-unquoted', values);
  if (entry.kind === 'followed-posted') return t(`notifications.kinds.followed-posted.${entry.subject?.type}`, values);
  const status = detail.status ? `.${detail.status}` : '';
  return t(`notifications.kinds.${entry.kind}${status}`, values);
}

/** Who acted; with nobody to show, what it is: the moderators' answer to a report, or an award. */
function EntryPicture({ entry }: { entry: Notification }) {
  if (entry.actor) return <Avatar name={entry.actor.name} src={entry.actor.avatar} size="sm" isDecorative />;
  if (entry.kind === 'report-decided' || entry.kind === 'moderation-decision')
    return <Flag aria-hidden className="h-8 w-8 shrink-0 text-slate-500" />;
  return <Award aria-hidden className="h-8 w-8 shrink-0 text-amber-600" />;
}

/** One notification: who did what, on what, when; unread ones stand out and say so. */
export function NotificationItem({ entry, onOpen }: { entry: Notification; onOpen: (entry: Notification) => void }) {
  const t = useT();
  return (
    <Link
      to={linkOf(entry)}
      onClick={() => onOpen(entry)}
      className={`flex gap-3 rounded-lg border p-4 hover:border-brand-300 ${entry.read ? 'border-line bg-white' : 'border-brand-200 bg-brand-50'}`}
    >
      <EntryPicture entry={entry} />
      <span className="min-w-0 flex-1">
        <span className="block text-sm text-slate-900">{sentenceOf(t, entry)}</span>
        {entry.subject && (
          <span className="block truncate text-sm font-semibold text-slate-900">{entry.subject.title}</span>
        )}
        <span className="mt-1 block text-xs text-slate-600">{formatRelativeDate(entry.updatedAt)}</span>
      </span>
      {!entry.read && (
        <span className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600">
          <span className="sr-only">{t('notifications.unread')}</span>
        </span>
      )}
    </Link>
  );
}
