import {
  addDays,
  CHALLENGE_CATEGORIES,
  CHALLENGE_CRITERIA_MAX,
  CHALLENGE_DURATIONS,
  CHALLENGE_PRIZE_MAX,
  CHALLENGE_SPONSOR_MAX,
  CHALLENGE_START_MAX_DAYS,
  CHALLENGE_TEXT_MAX,
  EMAIL_MAX,
  indiaDayOf,
} from '@skillsync/shared/constants';
import { FormProvider, useForm } from 'react-hook-form';
import { BasicsSection } from '../../../components/BasicsSection.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/FormFields.tsx';
import { FormActions, FormSection, type WorkFormProps } from '../../../components/FormLayout.tsx';
import { submitShowingErrors } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { CHALLENGE_FORM_FIELDS, type ChallengeFormValues } from '../utils/challenge-form-values.ts';

type ChallengeFormProps<Body> = WorkFormProps<ChallengeFormValues, Body>;

/** The host challenge form of spec §5: every field required; the same form creates and edits. */
export function ChallengeForm<Body>({
  defaultValues,
  resolver,
  submitLabel,
  failureMessage,
  cancelTo,
  onSubmit,
}: ChallengeFormProps<Body>) {
  const form = useForm<ChallengeFormValues, unknown, Body>({ resolver, defaultValues });
  const t = useT();

  const handleValid = submitShowingErrors(form.setError, {
    onSubmit,
    fields: CHALLENGE_FORM_FIELDS,
    failureMessage,
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-6">
        <BasicsSection
          label={(name) => t(`challenges.fields.${name}`)}
          text={(name, values) => t(`challenges.form.${name}`, values)}
          categories={CHALLENGE_CATEGORIES}
          categoryLabel={(category) => t(`challenges.enums.category.${category}`)}
          chooseCategory={t('challenges.form.chooseCategory')}
          descriptionRows={5}
        />
        <ChallengeScheduleSection />
        <ChallengeTaskSection />
        <ChallengeSponsorSection />
        <FormActions
          cancelTo={cancelTo}
          cancelLabel={t('challenges.form.cancel')}
          submitLabel={submitLabel}
          isSubmitting={form.formState.isSubmitting}
        />
      </form>
    </FormProvider>
  );
}

/** The prize, and when the challenge starts and how long it runs. */
function ChallengeScheduleSection() {
  const t = useT();
  const today = indiaDayOf(new Date());
  return (
    <FormSection title={t('challenges.form.schedule')}>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          name="prizeAmount"
          label={t('challenges.fields.prizeAmount')}
          type="number"
          inputMode="numeric"
          min={0}
          max={CHALLENGE_PRIZE_MAX}
          step={1}
          placeholder={t('challenges.form.prizePlaceholder')}
          hint={t('challenges.form.prizeHint')}
        />
        <TextField
          name="startDate"
          label={t('challenges.fields.startDate')}
          type="date"
          min={today}
          max={addDays(today, CHALLENGE_START_MAX_DAYS)}
          hint={t('challenges.form.startDateHint', { days: CHALLENGE_START_MAX_DAYS })}
        />
        <SelectField
          name="duration"
          label={t('challenges.fields.duration')}
          options={CHALLENGE_DURATIONS}
          optionLabel={(duration) => t(`challenges.enums.duration.${duration}`)}
          emptyOption={t('challenges.form.chooseDuration')}
        />
      </div>
    </FormSection>
  );
}

/** What the participants build and how it is judged. */
function ChallengeTaskSection() {
  const t = useT();
  return (
    <FormSection title={t('challenges.form.task')}>
      <TextField
        name="technologies"
        label={t('challenges.fields.technologies')}
        placeholder={t('challenges.form.technologiesPlaceholder')}
        hint={t('challenges.form.commaHint')}
      />
      <TextAreaField
        name="requirements"
        label={t('challenges.fields.requirements')}
        rows={4}
        maxLength={CHALLENGE_TEXT_MAX}
        placeholder={t('challenges.form.requirementsPlaceholder')}
      />
      <TextAreaField
        name="judgingCriteria"
        label={t('challenges.fields.judgingCriteria')}
        rows={4}
        placeholder={t('challenges.form.criteriaPlaceholder')}
        hint={t('challenges.form.criteriaHint', { max: CHALLENGE_CRITERIA_MAX })}
      />
      <TextAreaField
        name="submissionGuidelines"
        label={t('challenges.fields.submissionGuidelines')}
        rows={3}
        maxLength={CHALLENGE_TEXT_MAX}
        placeholder={t('challenges.form.guidelinesPlaceholder')}
      />
    </FormSection>
  );
}

/** Who puts up the prize, and how to reach them. */
function ChallengeSponsorSection() {
  const t = useT();
  return (
    <FormSection title={t('challenges.form.sponsor')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="sponsorName"
          label={t('challenges.fields.sponsorName')}
          maxLength={CHALLENGE_SPONSOR_MAX}
          placeholder={t('challenges.form.sponsorNamePlaceholder')}
        />
        <TextField
          name="sponsorContact"
          label={t('challenges.fields.sponsorContact')}
          type="email"
          maxLength={EMAIL_MAX}
          placeholder={t('challenges.form.sponsorContactPlaceholder')}
          hint={t('challenges.form.sponsorContactHint')}
        />
      </div>
    </FormSection>
  );
}
