import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/States.tsx';

type SettingsSectionProps = { title: string; tone?: 'default' | 'danger'; children: ReactNode };

/** One titled card of the settings page; the account's deletion sits on a red-edged one. */
export function SettingsSection({ title, tone = 'default', children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Card className={`p-5 sm:p-6 ${tone === 'danger' ? 'border-red-200' : ''}`}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-700' : 'text-ink'}`}>
          {title}
        </h2>
        <div className="mt-3 space-y-4 text-sm text-slate-700">{children}</div>
      </section>
    </Card>
  );
}
