import { CHALLENGE_PRIZE_MAX, CHALLENGE_PRIZE_PLACES_MAX } from '@skillsync/shared/constants';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';
import { useT } from '../../../lib/i18n.ts';
import { translateText } from '../../../lib/translate-text.ts';
import type { ChallengeFormValues } from '../utils/challenge-form-values.ts';

/**
 * The prize of each place, 1st first: the host adds a place (up to CHALLENGE_PRIZE_PLACES_MAX) or removes one;
 * no place at all is no cash prize. Focus follows: to the new place, or to the place before the one removed.
 */
export function PrizePlacesField() {
  const t = useT();
  const errorId = useId();
  const { control, register, formState, setFocus } = useFormContext<ChallengeFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'prizes' });
  const error = formState.errors.prizes;
  const message = error?.message ?? error?.root?.message;
  const handleRemove = (index: number) => {
    remove(index);
    if (index > 0) setTimeout(() => setFocus(`prizes.${index - 1}.amount`));
  };
  return (
    <fieldset className="space-y-3" aria-describedby={message ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t('challenges.fields.prizes')}</legend>
      <p className="text-xs text-muted">{t('challenges.form.prizesHint')}</p>
      <ol className="grid gap-3 sm:grid-cols-3">
        {fields.map((field, index) => (
          <li key={field.id} className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <Input
                {...register(`prizes.${index}.amount`)}
                label={t('challenges.form.placePrize', { place: index + 1 })}
                type="number"
                inputMode="numeric"
                min={1}
                max={CHALLENGE_PRIZE_MAX}
                step={1}
                placeholder={t('challenges.form.prizePlaceholder')}
                aria-invalid={message ? true : undefined}
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              className="mb-0.5"
              aria-label={t('challenges.form.removePlace', { place: index + 1 })}
              onClick={() => handleRemove(index)}
            >
              <X aria-hidden className="h-4 w-4" />
            </Button>
          </li>
        ))}
      </ol>
      {message && (
        <p id={errorId} className="text-sm text-red-600">
          {translateText(message)}
        </p>
      )}
      <Button
        type="button"
        variant="secondary"
        disabled={fields.length >= CHALLENGE_PRIZE_PLACES_MAX}
        onClick={() => append({ amount: '' })}
      >
        <Plus aria-hidden className="h-4 w-4" /> {t('challenges.form.addPlace')}
      </Button>
    </fieldset>
  );
}
