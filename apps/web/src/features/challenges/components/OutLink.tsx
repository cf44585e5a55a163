import { ExternalLink } from 'lucide-react';
import { useT } from '../../../lib/i18n.ts';
import { displayUrl, safeExternalUrl } from '../../../lib/url.ts';

/** A member's link (a repository, a demo), opened in a new tab; anything not http(s) shows as plain text. */
export function OutLink({ href, label }: { href: string; label?: string }) {
  const t = useT();
  const safe = safeExternalUrl(href);
  if (!safe) return <span className="break-all">{href}</span>;
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-center gap-1 font-medium text-brand-700 hover:underline"
    >
      <span className="truncate">{label ?? displayUrl(safe)}</span>
      <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" />
      <span className="sr-only"> {t('challenges.opensInNewTab')}</span>
    </a>
  );
}
