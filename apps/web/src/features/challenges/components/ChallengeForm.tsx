import {
  addDays,
  CHALLENGE_CATEGORIES,
  CHALLENGE_CRITERIA_MAX,
  CHALLENGE_DURATIONS,
  CHALLENGE_SPONSOR_MAX,
  CHALLENGE_START_MAX_DAYS,
  CHALLENGE_TEXT_MAX,
  EMAIL_MAX,
  indiaDayOf,
} from '@skillsync/shared/constants';
import { useFieldTexts } from '../../../components/FieldTexts.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/FormFields.tsx';
import { FormSection, type WorkFormProps } from '../../../components/FormLayout.tsx';
import { WorkFormFrame } from '../../../components/WorkForm.tsx';
import { CHALLENGE_FORM_FIELDS, type ChallengeFormValues } from '../utils/challenge-form-values.ts';
import { PrizePlacesField } from './PrizePlacesField.tsx';

/** The challenge form's texts: labels under `challenges.fields`, the rest under `challenges.form`. */
const useChallengeTexts = () =>
  useFieldTexts<ChallengeFormValues>((t) => ({
    label: (name) => t(`challenges.fields.${name}`),
    text: (key, values) => t(`challenges.form.${key}`, values),
  }));

/** The host challenge form of spec §5: every field required; the same form creates and edits. */
export function ChallengeForm<Body>(props: WorkFormProps<ChallengeFormValues, Body>) {
  const { t, texts } = useChallengeTexts();
  return (
    <WorkFormFrame
      {...props}
      fields={CHALLENGE_FORM_FIELDS}
      basics={{
        texts,
        categories: CHALLENGE_CATEGORIES,
        categoryLabel: (category) => t(`challenges.enums.category.${category}`),
      }}
    >
      <ChallengeScheduleSection />
      <ChallengeTaskSection />
      <ChallengeSponsorSection />
    </WorkFormFrame>
  );
}

/** The prizes by place, and when the challenge starts and how long it runs. */
function ChallengeScheduleSection() {
  const { t, texts, field } = useChallengeTexts();
  const today = indiaDayOf(new Date());
  return (
    <FormSection title={texts.text('schedule')}>
      <PrizePlacesField />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('startDate')}
          type="date"
          min={today}
          max={addDays(today, CHALLENGE_START_MAX_DAYS)}
          hint={texts.text('startDateHint', { days: CHALLENGE_START_MAX_DAYS })}
        />
        <SelectField
          {...field('duration')}
          options={CHALLENGE_DURATIONS}
          optionLabel={(duration) => t(`challenges.enums.duration.${duration}`)}
          emptyOption={texts.text('chooseDuration')}
        />
      </div>
    </FormSection>
  );
}

/** What the participants build and how it is judged. */
function ChallengeTaskSection() {
  const { texts, field } = useChallengeTexts();
  return (
    <FormSection title={texts.text('task')}>
      <TextField {...field('technologies', { placeholder: true, hint: 'commaHint' })} />
      <TextAreaField {...field('requirements', { placeholder: true })} rows={4} maxLength={CHALLENGE_TEXT_MAX} />
      <TextAreaField
        {...field('judgingCriteria', { placeholder: 'criteria' })}
        rows={4}
        hint={texts.text('criteriaHint', { max: CHALLENGE_CRITERIA_MAX })}
      />
      <TextAreaField
        {...field('submissionGuidelines', { placeholder: 'guidelines' })}
        rows={3}
        maxLength={CHALLENGE_TEXT_MAX}
      />
    </FormSection>
  );
}

/** Who puts up the prize, and how to reach them. */
function ChallengeSponsorSection() {
  const { texts, field } = useChallengeTexts();
  return (
    <FormSection title={texts.text('sponsor')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('sponsorName', { placeholder: true })} maxLength={CHALLENGE_SPONSOR_MAX} />
        <TextField
          {...field('sponsorContact', { placeholder: true, hint: 'sponsorContactHint' })}
          type="email"
          maxLength={EMAIL_MAX}
        />
      </div>
    </FormSection>
  );
}
