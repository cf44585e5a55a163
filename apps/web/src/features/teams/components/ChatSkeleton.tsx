import { Skeleton } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';

const SKELETON_ROWS = [
  { key: 'a', isOwn: false, width: 'w-2/3' },
  { key: 'b', isOwn: true, width: 'w-1/2' },
  { key: 'c', isOwn: false, width: 'w-3/5' },
];

/** Messages on their way: a few bubbles' shapes, named for a screen reader ("Loading messages"). */
export function ChatSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('teamwork.chat.loading')} className="space-y-4">
      {SKELETON_ROWS.map(({ key, isOwn, width }) => (
        <div key={key} className={`flex items-end gap-2 ${isOwn ? 'flex-row-reverse' : ''}`}>
          {!isOwn && <Skeleton className="h-8 w-8 shrink-0 rounded-full" />}
          <Skeleton className={`h-14 ${width} rounded-2xl`} />
        </div>
      ))}
    </div>
  );
}

/** The chat panel while its code loads: the panel's own height (ChatPanel), so the dialog does not jump. */
export function ChatPanelSkeleton() {
  return (
    <div className="flex h-[min(38rem,calc(100dvh-9rem))] flex-col">
      <div className="min-h-0 flex-1 rounded-lg bg-surface p-3 sm:p-4">
        <ChatSkeleton />
      </div>
    </div>
  );
}
