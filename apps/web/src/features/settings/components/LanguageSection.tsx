import { LANGUAGES } from '@skillsync/shared/constants';
import { activeLanguage, useT } from '../../../lib/i18n.ts';
import { changeLanguage } from '../../../lib/language.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** Each language's name in its own script, so a reader finds theirs whatever the page is in. */
const LANGUAGE_NAMES = { en: 'English', hi: 'हिन्दी' } as const;

/** The account's language: the app follows it on every device, and e-mails go out in it. */
export function LanguageSection() {
  const t = useT();
  const current = activeLanguage();
  return (
    <SettingsSection title={t('settings.language.title')}>
      <fieldset>
        <legend className="mb-3">{t('settings.language.text')}</legend>
        <div className="flex flex-wrap gap-3">
          {LANGUAGES.map((language) => (
            <label
              key={language}
              lang={language}
              className="flex min-w-36 cursor-pointer items-center gap-2 rounded-lg border border-line px-4 py-2.5 font-medium text-ink has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="language"
                value={language}
                checked={current === language}
                onChange={() => void changeLanguage(language)}
                className="h-4 w-4 accent-brand-600"
              />
              {LANGUAGE_NAMES[language]}
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}
