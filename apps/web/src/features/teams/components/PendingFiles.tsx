import { FileText, RotateCw, X } from 'lucide-react';
import { useT } from '../../../lib/i18n.ts';
import { formatFileSize } from './MessageAttachments.tsx';
import type { PendingFile } from './use-attachment-uploads.ts';

type PendingFilesProps = {
  files: readonly PendingFile[];
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
};

function FileStatus({ pending }: { pending: PendingFile }) {
  const t = useT();
  if (pending.status === 'failed') return <span className="text-red-700">{t('teamwork.chat.uploadFailedShort')}</span>;
  if (pending.status === 'uploaded') return <span>{formatFileSize(pending.file.size)}</span>;
  return <span>{t('teamwork.chat.uploading')}</span>;
}

/** One chosen file: its preview (or a PDF's icon), name, state, and Remove (Retry after a failure). */
function PendingFileItem({ pending, onRemove, onRetry }: { pending: PendingFile } & Omit<PendingFilesProps, 'files'>) {
  const t = useT();
  const name = pending.file.name;
  const percent = Math.round(pending.progress * 100);
  const isFailed = pending.status === 'failed';
  return (
    <li
      className={`flex w-60 shrink-0 items-center gap-2 rounded-lg border bg-white p-1.5 ${isFailed ? 'border-red-300' : 'border-line'}`}
    >
      {pending.previewUrl ? (
        <img src={pending.previewUrl} alt="" className="h-10 w-10 shrink-0 rounded object-cover" />
      ) : (
        <FileText aria-hidden className="h-10 w-10 shrink-0 rounded bg-red-50 p-2 text-red-700" />
      )}
      <div className="min-w-0 flex-1">
        <p title={name} className="truncate text-xs font-medium text-ink">
          {name}
        </p>
        {/* Uploading… then its size, or Failed: said once each, never each percent. */}
        <p aria-live="polite" className="truncate text-xs text-muted">
          <FileStatus pending={pending} />
        </p>
        {pending.status === 'uploading' && (
          <div
            role="progressbar"
            aria-label={t('teamwork.chat.uploadingFile', { name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-1 h-1 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        )}
      </div>
      {isFailed && (
        <button
          type="button"
          onClick={() => onRetry(pending.key)}
          aria-label={t('teamwork.chat.retryUpload', { name })}
          title={t('common.tryAgain')}
          className="shrink-0 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-ink"
        >
          <RotateCw aria-hidden className="h-4 w-4" />
        </button>
      )}
      <button
        type="button"
        onClick={() => onRemove(pending.key)}
        aria-label={t('teamwork.chat.removeFile', { name })}
        title={t('teamwork.chat.removeFileShort')}
        className="shrink-0 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-ink"
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
    </li>
  );
}

/** The files of the message being written, above its textarea. */
export function PendingFiles({ files, onRemove, onRetry }: PendingFilesProps) {
  const t = useT();
  if (files.length === 0) return null;
  return (
    // One row, scrolled sideways when it is full: on a phone, four files must not push the history away.
    <ul aria-label={t('teamwork.chat.filesToSend')} className="mb-2 flex gap-2 overflow-x-auto pb-1">
      {files.map((pending) => (
        <PendingFileItem key={pending.key} pending={pending} onRemove={onRemove} onRetry={onRetry} />
      ))}
    </ul>
  );
}
