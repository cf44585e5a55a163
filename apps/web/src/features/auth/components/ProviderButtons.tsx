import { useT } from '../../../lib/i18n.ts';
import { useAuthProviders } from '../api/providers.ts';

/**
 * Third-party sign-in, shown only for providers the server has configured; on the sign-in page, a ticked 'Remember me'
 * goes with the trip, so the session that comes back is a long one.
 */
export function ProviderButtons({ isRemembered }: { isRemembered?: () => boolean }) {
  const t = useT();
  const providers = useAuthProviders();
  if (providers.length === 0) return null;
  return (
    <div className="mt-6 space-y-3">
      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-line" /> {t('auth.orContinueWith')} <span className="h-px flex-1 bg-line" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {providers.map((provider) => (
          <a
            key={provider.id}
            href={provider.url}
            onClick={(event) => {
              if (isRemembered?.()) event.currentTarget.href = `${provider.url}?remember=true`;
            }}
            className="rounded-lg border border-line bg-white px-4 py-2 text-center text-sm font-medium hover:bg-slate-50"
          >
            {/* A brand's name (GitHub, Google), the same in every language. */}
            {provider.name}
          </a>
        ))}
      </div>
    </div>
  );
}
