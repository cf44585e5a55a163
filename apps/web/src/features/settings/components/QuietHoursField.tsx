import type { QuietHours } from '@skillsync/shared';
import { useId, useState } from 'react';
import { Select } from '../../../components/Field.tsx';
import { useT } from '../../../lib/i18n.ts';

/** Quiet hours when they are first turned on: the night. */
const NIGHT: QuietHours = { from: 22, until: 7 };
const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour));
const hourLabel = (hour: string) => `${hour.padStart(2, '0')}:00`;
const isSame = (a: QuietHours | null, b: QuietHours | null) => a?.from === b?.from && a?.until === b?.until;

type QuietHoursFieldProps = {
  quietHours: QuietHours | null;
  isSaving: boolean;
  /** Saves the change; `onError` gets the text to show (the server's, in the reader's language). */
  onSave: (
    quietHours: QuietHours | null,
    callbacks: { onSuccess: () => void; onError: (text: string) => void },
  ) => void;
};

/**
 * Hours of India time when pushes and e-mails wait. The hours chosen stay on screen while the server refuses them
 * (the same hour twice), with its reason, so the member can change the other one.
 */
export function QuietHoursField({ quietHours, isSaving, onSave }: QuietHoursFieldProps) {
  const t = useT();
  const hintId = useId();
  const errorId = useId();
  // What the member chose and the server has not (yet) taken; undefined once the server's choice is the same.
  const [draft, setDraft] = useState<QuietHours | null>();
  const [error, setError] = useState<string>();
  if (draft !== undefined && isSame(draft, quietHours)) setDraft(undefined);
  const shown = draft === undefined ? quietHours : draft;
  const save = (next: QuietHours | null) => {
    setDraft(next);
    onSave(next, {
      onSuccess: () => setError(undefined),
      onError: (text) => {
        // Turning them off failed: the box shows the server's state again. Chosen hours stay, to be corrected.
        if (!next) setDraft(undefined);
        setError(text);
      },
    });
  };
  const handleHourChange = (field: keyof QuietHours, hour: string) => {
    if (shown) save({ ...shown, [field]: Number(hour) });
  };
  return (
    <div className="space-y-3">
      <label className="flex items-center gap-2 font-medium text-ink">
        <input
          type="checkbox"
          aria-describedby={hintId}
          checked={shown !== null}
          disabled={isSaving}
          onChange={(event) => save(event.target.checked ? NIGHT : null)}
          className="h-4 w-4 accent-brand-600"
        />
        {t('settings.notifications.quietHours.label')}
      </label>
      <p id={hintId} className="text-muted">
        {t('settings.notifications.quietHours.hint')}
      </p>
      {shown && (
        <div className="grid max-w-md grid-cols-2 gap-3">
          {(['from', 'until'] as const).map((field) => (
            <Select
              key={field}
              label={t(`settings.notifications.quietHours.${field}`)}
              options={HOURS}
              optionLabel={hourLabel}
              value={String(shown[field])}
              disabled={isSaving}
              onChange={(event) => handleHourChange(field, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
