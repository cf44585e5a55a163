import { Languages } from 'lucide-react';
import { activeLanguage, useT } from '../lib/i18n.ts';
import { changeLanguage } from '../lib/language.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/** The other language's name, written in its own script, so a reader finds it whatever the page is in. */
const OTHER = { en: { language: 'hi', name: 'हिन्दी' }, hi: { language: 'en', name: 'English' } } as const;

/**
 * Switches between English and हिन्दी; `className` sets its display and fits it to the navbar, menu or footer, and
 * `labelClassName` may hide the language's name where room is short (the button keeps its accessible name).
 */
export function LanguageToggle({
  className = 'inline-flex',
  labelClassName,
}: {
  className?: string;
  labelClassName?: string;
}) {
  const t = useT();
  const other = OTHER[activeLanguage()];
  // On a page the server rendered, a click before the app runs would do nothing: it waits, disabled, until then.
  const isHydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={!isHydrated}
      lang={other.language}
      aria-label={t('common.language.switchTo')}
      title={t('common.language.switchTo')}
      onClick={() => void changeLanguage(other.language)}
      className={`items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 ${className}`}
    >
      <Languages aria-hidden className="h-4 w-4" />
      <span className={labelClassName}>{other.name}</span>
    </button>
  );
}
