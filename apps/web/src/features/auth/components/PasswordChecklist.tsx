import { PASSWORD_RULES } from '@skillsync/shared/constants';
import { Check, X } from 'lucide-react';
import { useT } from '../../../lib/i18n.ts';

export function PasswordChecklist({ password }: { password: string }) {
  const t = useT();
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm" aria-live="polite">
      <p className="font-medium text-slate-700">{t('auth.passwordChecklist.title')}</p>
      <ul className="mt-1 space-y-0.5">
        {PASSWORD_RULES.map((rule) => {
          const isMet = rule.test(password);
          return (
            <li key={rule.id} className={`flex items-center gap-2 ${isMet ? 'text-green-700' : 'text-slate-500'}`}>
              {isMet ? <Check aria-hidden className="h-4 w-4" /> : <X aria-hidden className="h-4 w-4" />}
              {/* The shared rules carry English labels (the server's); the reader's words come by the rule's id. */}
              <span>{t(`auth.passwordRules.${rule.id}`)}</span>
              <span className="sr-only">
                {isMet ? t('auth.passwordChecklist.met') : t('auth.passwordChecklist.notMet')}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
