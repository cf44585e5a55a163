import {
  addDays,
  CHALLENGE_CATEGORIES,
  CHALLENGE_CRITERIA_MAX,
  CHALLENGE_DURATIONS,
  CHALLENGE_PRIZE_MAX,
  CHALLENGE_SPONSOR_MAX,
  CHALLENGE_START_MAX_DAYS,
  CHALLENGE_TEXT_MAX,
  DIFFICULTIES,
  EMAIL_MAX,
  indiaDayOf,
  PROBLEM_DESCRIPTION_MAX,
  PROBLEM_TITLE_MAX,
} from '@skillsync/shared/constants';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { Input, Select, Textarea } from '../../../components/Field.tsx';
import { FormSection } from '../../../components/FormLayout.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { showServerErrors } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { CHALLENGE_FORM_FIELDS, type ChallengeFormValues } from '../utils/challenge-form-values.ts';

type ChallengeFormProps<Body> = {
  defaultValues: ChallengeFormValues;
  resolver: Resolver<ChallengeFormValues, unknown, Body>;
  submitLabel: string;
  /** Shown when the server gives no message of its own. */
  failureMessage: string;
  cancelTo: string;
  onSubmit: (body: Body) => Promise<void>;
};

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
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });
  const t = useT();
  const today = indiaDayOf(new Date());

  async function handleValid(body: Body) {
    try {
      await onSubmit(body);
    } catch (error) {
      showServerErrors(form.setError, error, CHALLENGE_FORM_FIELDS, { focusFirst: true });
      toast.error(errorMessage(error, failureMessage));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-6">
      <FormSection title={t('challenges.form.basics')}>
        <Input
          label={t('challenges.fields.title')}
          maxLength={PROBLEM_TITLE_MAX}
          placeholder={t('challenges.form.titlePlaceholder')}
          hint={t('challenges.form.counter', { length: title.length, max: PROBLEM_TITLE_MAX })}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Textarea
          label={t('challenges.fields.description')}
          rows={5}
          maxLength={PROBLEM_DESCRIPTION_MAX}
          placeholder={t('challenges.form.descriptionPlaceholder')}
          hint={t('challenges.form.counter', { length: description.length, max: PROBLEM_DESCRIPTION_MAX })}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Select
            label={t('challenges.fields.category')}
            error={errors.category?.message}
            options={CHALLENGE_CATEGORIES}
            optionLabel={(category) => t(`challenges.enums.category.${category}`)}
            emptyOption={t('challenges.form.chooseCategory')}
            {...form.register('category')}
          />
          <Select
            label={t('challenges.fields.difficulty')}
            error={errors.difficulty?.message}
            options={DIFFICULTIES}
            optionLabel={(difficulty) => t(`common.enums.difficulty.${difficulty}`)}
            {...form.register('difficulty')}
          />
        </div>
      </FormSection>

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

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        <Link to={cancelTo} className={buttonClass('ghost')}>
          {t('challenges.form.cancel')}
        </Link>
        <Button type="submit" isLoading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
