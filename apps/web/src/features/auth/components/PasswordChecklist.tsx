import { PASSWORD_RULES } from '@skillsync/shared';
import { Check, X } from 'lucide-react';

export function PasswordChecklist({ password }: { password: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm" aria-live="polite">
      <p className="font-medium text-slate-700">Password must contain:</p>
      <ul className="mt-1 space-y-0.5">
        {PASSWORD_RULES.map((rule) => {
          const isMet = rule.test(password);
          return (
            <li key={rule.id} className={`flex items-center gap-2 ${isMet ? 'text-green-700' : 'text-slate-500'}`}>
              {isMet ? <Check aria-hidden className="h-4 w-4" /> : <X aria-hidden className="h-4 w-4" />}
              <span>{rule.label}</span>
              <span className="sr-only">{isMet ? '(met)' : '(not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
