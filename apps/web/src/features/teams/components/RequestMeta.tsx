import { Trans } from '@lingui/react';
import { useFormatting } from '../../../lib/format.ts';

/** When a request was made and, once answered, when it was answered; `sentId` words the first ('Sent {date}'). */
export function RequestDates({
  sentAt,
  respondedAt,
  sentId,
}: {
  sentAt: string;
  respondedAt: string | null;
  sentId: 'requests.dates.sent' | 'requests.dates.requested' | 'requests.dates.invited';
}) {
  const { formatRelativeDate } = useFormatting();
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
      <span>
        <Trans
          id={sentId}
          values={{ date: formatRelativeDate(sentAt) }}
          components={{ 0: <time dateTime={sentAt} /> }}
        />
      </span>
      {respondedAt && (
        <span>
          <Trans
            id="requests.dates.responded"
            values={{ date: formatRelativeDate(respondedAt) }}
            components={{ 0: <time dateTime={respondedAt} /> }}
          />
        </span>
      )}
    </p>
  );
}

/** A message written by a member, kept as they wrote it (line breaks included). */
export function QuotedMessage({ label, text }: { label: string; text: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm">
      <p className="text-xs font-medium text-muted">{label}</p>
      <p className="mt-1 whitespace-pre-line break-words text-slate-800">{text}</p>
    </div>
  );
}
