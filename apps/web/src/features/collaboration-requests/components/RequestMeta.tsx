import type { CollaborationRequest } from '@skillsync/shared';
import { formatRelativeDate } from '../../../lib/format.ts';

/** When a request was made and, once answered, when it was answered. */
export function RequestDates({ request, sentLabel }: { request: CollaborationRequest; sentLabel: string }) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
      <span>
        {sentLabel} <time dateTime={request.requestedAt}>{formatRelativeDate(request.requestedAt)}</time>
      </span>
      {request.respondedAt && (
        <span>
          Responded <time dateTime={request.respondedAt}>{formatRelativeDate(request.respondedAt)}</time>
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
