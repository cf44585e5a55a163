import { RefreshCw, WifiOff } from 'lucide-react';
import { useAppStatus } from '../lib/app-status.ts';
import { useT } from '../lib/i18n.ts';

/** Under the header: 'You are offline', or a new version waiting to be loaded. */
export function AppStatusBanner() {
  const { isOffline, applyUpdate } = useAppStatus();
  const t = useT();
  if (isOffline) {
    return (
      <div role="status" className="bg-amber-50 text-amber-900">
        <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 text-sm">
          <WifiOff aria-hidden className="h-4 w-4 shrink-0" />
          {t('common.offline.banner')}
        </p>
      </div>
    );
  }
  if (!applyUpdate) return null;
  return (
    <div role="status" className="bg-brand-50 text-brand-800">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <p>{t('common.update.available')}</p>
        <button
          type="button"
          onClick={() => void applyUpdate()}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 font-semibold underline hover:bg-brand-100"
        >
          <RefreshCw aria-hidden className="h-4 w-4" />
          {t('common.update.reload')}
        </button>
      </div>
    </div>
  );
}
