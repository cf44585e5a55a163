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
import { useForm } from 'react-hook-form';
import { BasicsSection } from '../../../components/BasicsSection.tsx';
import { Input, Select, Textarea } from '../../../components/Field.tsx';
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
  const { errors, isSubmitting } = form.formState;
  const t = useT();
  const today = indiaDayOf(new Date());

  const handleValid = submitShowingErrors(form.setError, {
    onSubmit,
    fields: CHALLENGE_FORM_FIELDS,
    failureMessage,
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-6">
      <BasicsSection
        form={form}
        label={(name) => t(`challenges.fields.${name}`)}
        text={(name, values) => t(`challenges.form.${name}`, values)}
        categories={CHALLENGE_CATEGORIES}
        categoryLabel={(category) => t(`challenges.enums.category.${category}`)}
        chooseCategory={t('challenges.form.chooseCategory')}
        descriptionRows={5}
      />

      <FormSection title={t('challenges.form.schedule')}>
        <div className="grid gap-5 sm:grid-cols-3">
          <Input
            label={t('challenges.fields.prizeAmount')}
            type="number"
            inputMode="numeric"
            min={0}
            max={CHALLENGE_PRIZE_MAX}
            step={1}
            placeholder={t('challenges.form.prizePlaceholder')}
            hint={t('challenges.form.prizeHint')}
            error={errors.prizeAmount?.message}
            {...form.register('prizeAmount')}
          />
          <Input
            label={t('challenges.fields.startDate')}
            type="date"
            min={today}
            max={addDays(today, CHALLENGE_START_MAX_DAYS)}
            hint={t('challenges.form.startDateHint', { days: CHALLENGE_START_MAX_DAYS })}
            error={errors.startDate?.message}
            {...form.register('startDate')}
          />
          <Select
            label={t('challenges.fields.duration')}
            error={errors.duration?.message}
            options={CHALLENGE_DURATIONS}
            optionLabel={(duration) => t(`challenges.enums.duration.${duration}`)}
            emptyOption={t('challenges.form.chooseDuration')}
            {...form.register('duration')}
          />
        </div>
      </FormSection>

      <FormSection title={t('challenges.form.task')}>
        <Input
          label={t('challenges.fields.technologies')}
          placeholder={t('challenges.form.technologiesPlaceholder')}
          hint={t('challenges.form.commaHint')}
          error={errors.technologies?.message}
          {...form.register('technologies')}
        />
        <Textarea
          label={t('challenges.fields.requirements')}
          rows={4}
          maxLength={CHALLENGE_TEXT_MAX}
          placeholder={t('challenges.form.requirementsPlaceholder')}
          error={errors.requirements?.message}
          {...form.register('requirements')}
        />
        <Textarea
          label={t('challenges.fields.judgingCriteria')}
          rows={4}
          placeholder={t('challenges.form.criteriaPlaceholder')}
          hint={t('challenges.form.criteriaHint', { max: CHALLENGE_CRITERIA_MAX })}
          error={errors.judgingCriteria?.message}
          {...form.register('judgingCriteria')}
        />
        <Textarea
          label={t('challenges.fields.submissionGuidelines')}
          rows={3}
          maxLength={CHALLENGE_TEXT_MAX}
          placeholder={t('challenges.form.guidelinesPlaceholder')}
          error={errors.submissionGuidelines?.message}
          {...form.register('submissionGuidelines')}
        />
      </FormSection>

      <FormSection title={t('challenges.form.sponsor')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label={t('challenges.fields.sponsorName')}
            maxLength={CHALLENGE_SPONSOR_MAX}
            placeholder={t('challenges.form.sponsorNamePlaceholder')}
            error={errors.sponsorName?.message}
            {...form.register('sponsorName')}
          />
          <Input
            label={t('challenges.fields.sponsorContact')}
            type="email"
            maxLength={EMAIL_MAX}
            placeholder={t('challenges.form.sponsorContactPlaceholder')}
            hint={t('challenges.form.sponsorContactHint')}
            error={errors.sponsorContact?.message}
            {...form.register('sponsorContact')}
          />
        </div>
      </FormSection>

      <FormActions
        cancelTo={cancelTo}
        cancelLabel={t('challenges.form.cancel')}
        submitLabel={submitLabel}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
