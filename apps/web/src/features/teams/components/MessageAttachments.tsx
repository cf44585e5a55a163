import type { ChatAttachment } from '@skillsync/shared';
import { FileText } from 'lucide-react';
import { formatter, useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

/** The box a picture's thumbnail fits in, in CSS pixels: big enough to read a screenshot's gist, small on a phone. */
const THUMBNAIL_BOX = 240;
const KIB = 1024;

/** A picture's size on screen, its shape kept, so the list does not jump as thumbnails load. */
function fitted(width: number | null, height: number | null) {
  if (!width || !height) return { width: THUMBNAIL_BOX, height: (THUMBNAIL_BOX * 3) / 4 };
  const scale = Math.min(1, THUMBNAIL_BOX / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** A file's size as the reader's language writes it: 840 kB, 2.4 MB. */
export function formatFileSize(bytes: number) {
  const isLarge = bytes >= KIB * KIB;
  const unit = isLarge ? 'megabyte' : 'kilobyte';
  const value = bytes / (isLarge ? KIB * KIB : KIB);
  return formatter(Intl.NumberFormat, `file-${unit}`, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(Math.max(value, 0.1));
}

function Picture({ attachment }: { attachment: ChatAttachment }) {
  const size = fitted(attachment.width, attachment.height);
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel="noopener noreferrer"
      className="block max-w-full overflow-hidden rounded-lg border border-line bg-slate-100"
    >
      <img
        src={attachment.thumbnailUrl ?? attachment.url}
        alt={attachment.name}
        width={size.width}
        height={size.height}
        loading="lazy"
        decoding="async"
        className="block h-auto max-w-full"
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
      />
    </a>
  );
}

function PdfChip({ attachment }: { attachment: ChatAttachment }) {
  const t = useT();
  useFormatting();
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel="noopener noreferrer"
      className="flex max-w-full min-w-0 items-center gap-2 rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink hover:bg-slate-50"
    >
      <FileText aria-hidden className="h-5 w-5 shrink-0 text-red-700" />
      <span className="min-w-0">
        <span className="line-clamp-2 font-medium [overflow-wrap:anywhere]">{attachment.name}</span>
        <span className="block text-xs text-muted">
          {t('teamwork.chat.pdfDetails', { size: formatFileSize(attachment.size) })}
        </span>
      </span>
    </a>
  );
}

/** A message's pictures, as thumbnails opening the full picture, and its PDFs, as links with their size. */
export function MessageAttachments({ attachments, isOwn }: { attachments: ChatAttachment[]; isOwn: boolean }) {
  const pictures = attachments.filter((attachment) => attachment.kind === 'image');
  const pdfs = attachments.filter((attachment) => attachment.kind === 'pdf');
  return (
    <div className={`mt-1 flex max-w-full min-w-0 flex-col gap-1 ${isOwn ? 'items-end' : 'items-start'}`}>
      {pictures.length > 0 && (
        <div className={`flex max-w-full flex-wrap gap-1 ${isOwn ? 'justify-end' : ''}`}>
          {pictures.map((attachment) => (
            <Picture key={attachment._id} attachment={attachment} />
          ))}
        </div>
      )}
      {pdfs.map((attachment) => (
        <PdfChip key={attachment._id} attachment={attachment} />
      ))}
    </div>
  );
}
