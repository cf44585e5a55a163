import type { ChatRoomRef, ChatUnread } from '@skillsync/shared';
import { FolderKanban, Inbox, Lightbulb, type LucideIcon, MessageCircle, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CountBadge } from '../../../components/CountBadge.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useChatUnread } from '../api/chat-unread.ts';
import { preloadTeamChat, TeamChat } from './TeamChat.tsx';

type UnreadRoom = ChatUnread['rooms'][number];

const KIND_ICONS: Record<ChatRoomRef['kind'], LucideIcon> = {
  project: FolderKanban,
  collaboration: Lightbulb,
  direct: MessageCircle,
};
const ROW = 'flex w-full min-w-0 items-center gap-3 rounded-md px-2 py-2 text-left hover:bg-slate-50';

/** What a row says: the room's name and kind, and how many of its messages are unread. */
function RoomLine({ entry }: { entry: UnreadRoom }) {
  const t = useT();
  const Icon = KIND_ICONS[entry.room.kind];
  return (
    <>
      <Icon aria-hidden className="h-5 w-5 shrink-0 text-slate-500" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-ink">{entry.title}</span>
        <span className="block text-xs text-muted">{t(`dashboard.unread.kind.${entry.room.kind}`)}</span>
      </span>
      <CountBadge count={entry.unread} label={t('teamwork.chat.unread', { count: entry.unread })} />
    </>
  );
}

/**
 * The dashboard's "Unread messages": the member's rooms with messages they have not read, each with its count; a
 * team's opens its chat here, a direct conversation its page. Message requests waiting for an answer lead to
 * them. Shown only when there is something to read.
 */
export function UnreadMessages({ userId }: { userId: string }) {
  const t = useT();
  const { data } = useChatUnread();
  // The room opened from here stays listed, its count gone, until the page is left: closing the chat returns
  // focus to its row, and the list does not shift under the reader.
  const [opened, setOpened] = useState<{ entry: UnreadRoom; isOpen: boolean } | null>(null);
  const rooms = [...(data?.rooms ?? [])];
  if (opened && !rooms.some(({ room }) => room.kind === opened.entry.room.kind && room.id === opened.entry.room.id))
    rooms.push({ ...opened.entry, unread: 0 });
  const requests = data?.requests ?? 0;
  if (rooms.length === 0 && requests === 0) return null;

  return (
    <SectionCard
      id="unread-messages-title"
      icon={MessagesSquare}
      title={t('dashboard.unread.title')}
      action={
        <Link to="/messages" className="text-sm font-medium text-brand-700 hover:underline">
          {t('dashboard.unread.all')}
        </Link>
      }
    >
      <ul className="grid gap-x-6 gap-y-1 md:grid-cols-2">
        {rooms.map((entry) => (
          <li key={`${entry.room.kind}:${entry.room.id}`} className="min-w-0">
            {entry.room.kind === 'direct' ? (
              <Link to={`/messages/${encodeURIComponent(entry.room.id)}`} className={ROW}>
                <RoomLine entry={entry} />
              </Link>
            ) : (
              <button
                type="button"
                aria-haspopup="dialog"
                className={ROW}
                onPointerEnter={preloadTeamChat}
                onFocus={preloadTeamChat}
                onClick={() => setOpened({ entry, isOpen: true })}
              >
                <RoomLine entry={entry} />
              </button>
            )}
          </li>
        ))}
        {requests > 0 && (
          <li className="min-w-0">
            <Link to="/messages?box=requests" className={ROW}>
              <Inbox aria-hidden className="h-5 w-5 shrink-0 text-slate-500" />
              <span className="min-w-0 flex-1 font-medium text-ink">
                {t('dashboard.unread.requests', { count: requests })}
              </span>
            </Link>
          </li>
        )}
      </ul>
      {opened && (
        <TeamChat
          room={opened.entry.room}
          title={t('teamwork.chat.title', { title: opened.entry.title })}
          currentUserId={userId}
          timeFallback={opened.entry.room.kind === 'collaboration' ? 'justNow' : 'now'}
          isOpen={opened.isOpen}
          onClose={() => setOpened({ ...opened, isOpen: false })}
        />
      )}
    </SectionCard>
  );
}
