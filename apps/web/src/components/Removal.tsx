import type { Removal } from '@skillsync/shared';
import { ShieldAlert, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '../lib/auth-store.ts';
import { loadNamespaces, useT } from '../lib/i18n.ts';

// Loaded only where moderators removed something (LazyRemoval.tsx): its words come with it.
await loadNamespaces(['reports', 'messages']);

/** A page moderators removed, as everyone but its author finds it (the API's 410): calm, like a page not found. */
export function RemovedNotice({ back }: { back: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <ShieldX aria-hidden className="mx-auto h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-semibold text-ink">{t('messages.removedByModerators')}</h1>
      <p className="mt-2 text-muted">{t('reports.removal.gone')}</p>
      <div className="mt-6 flex justify-center">{back}</div>
    </div>
  );
}

/**
 * What the author of removed content reads on it: the moderators' reason, that only they see it, and Appeal. A
 * moderator reviewing it (an appeal) reads the reason and that its author and moderators see it.
 */
export function RemovalNote({ removal, isCompact = false }: { removal: Removal; isCompact?: boolean }) {
  const t = useT();
  const isModerator = useAuthStore((state) => state.user?.role === 'moderator');
  return (
    <div
      role="note"
      className={`flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 text-amber-900 ${
        isCompact ? 'px-2.5 py-1.5 text-xs' : 'px-4 py-3 text-sm'
      }`}
    >
      <ShieldAlert aria-hidden className={`shrink-0 ${isCompact ? 'mt-px h-3.5 w-3.5' : 'mt-0.5 h-4 w-4'}`} />
      <p className="min-w-0 break-words">
        {t(isModerator ? 'reports.removal.moderators' : 'reports.removal.yours', { reason: removal.reason })}{' '}
        <Link
          to={isModerator ? '/moderation?tab=appeals' : `/appeal/${removal.actionId}`}
          className="font-medium whitespace-nowrap underline underline-offset-2 hover:text-amber-950"
        >
          {t(isModerator ? 'reports.removal.toAppeals' : 'reports.removal.appeal')}
        </Link>
      </p>
    </div>
  );
}
