import {
  PROJECT_CATEGORIES,
  PROJECT_CREATE_MEMBERS_MAX,
  PROJECT_CREATE_MEMBERS_MIN,
  PROJECT_DURATIONS,
  PROJECT_EDIT_MEMBERS_MAX,
  PROJECT_EDIT_MEMBERS_MIN,
  PROJECT_TEXT_MAX,
  REPOSITORY_PLATFORMS,
  STATUSES,
  URL_MAX,
  VISIBILITIES,
} from '@skillsync/shared/constants';
import { useForm } from 'react-hook-form';
import { BasicsSection } from '../../../components/BasicsSection.tsx';
import { Input, Select, Textarea } from '../../../components/Field.tsx';
import { FormActions, FormSection, type WorkFormProps } from '../../../components/FormLayout.tsx';
import { submitShowingErrors } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { PROJECT_FORM_FIELDS, type ProjectFormValues } from '../utils/project-form-values.ts';

type ProjectFormProps<Body> = WorkFormProps<ProjectFormValues, Body> & { mode: 'create' | 'edit' };

// A completed project's status is set by its completion, not by this form.
const EDITABLE_STATUSES = STATUSES.filter((status) => status !== 'Completed');

/**
 * The project form of spec §5, one form for creating and editing: the same fields and categories. Only what a
 * new project cannot have differs: its status (a new one is Planning) and the team's size limits (spec §5).
 */
export function ProjectForm<Body>({
  mode,
  defaultValues,
  resolver,
  submitLabel,
  failureMessage,
  cancelTo,
  onSubmit,
}: ProjectFormProps<Body>) {
  const form = useForm<ProjectFormValues, unknown, Body>({ resolver, defaultValues });
  const { errors, isSubmitting } = form.formState;
  const t = useT();
  const isEdit = mode === 'edit';
  const [membersMin, membersMax] = isEdit
    ? [PROJECT_EDIT_MEMBERS_MIN, PROJECT_EDIT_MEMBERS_MAX]
    : [PROJECT_CREATE_MEMBERS_MIN, PROJECT_CREATE_MEMBERS_MAX];

  const handleValid = submitShowingErrors(form.setError, {
    onSubmit,
    fields: PROJECT_FORM_FIELDS,
    failureMessage,
    // The server names the repository's URL by its object, `repository`.
    fieldOf: { repository: 'repositoryUrl' },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-6">
      <BasicsSection
        form={form}
        label={(name) => t(`projects.fields.${name}`)}
        text={(name, values) => t(`projects.form.${name}`, values)}
        categories={PROJECT_CATEGORIES}
        categoryLabel={(category) => t(`common.enums.projectCategory.${category}`)}
        chooseCategory={t('projects.form.chooseCategory')}
        descriptionRows={5}
      >
        {isEdit && defaultValues.status !== 'Completed' && (
          <Select
            label={t('projects.fields.status')}
            error={errors.status?.message}
            options={EDITABLE_STATUSES}
            optionLabel={(status) => t(`common.enums.status.${status}`)}
            {...form.register('status')}
          />
        )}
      </BasicsSection>

      <FormSection title={t('projects.form.team')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label={t('projects.fields.maxMembers')}
            type="number"
            inputMode="numeric"
            min={membersMin}
            max={membersMax}
            hint={t('projects.form.maxMembersHint', { min: membersMin, max: membersMax })}
            error={errors.maxMembers?.message}
            {...form.register('maxMembers')}
          />
          <Select
            label={t('projects.fields.duration')}
            error={errors.duration?.message}
            options={PROJECT_DURATIONS}
            optionLabel={(duration) => t(`common.enums.duration.${duration}`)}
            emptyOption={isEdit ? undefined : t('projects.form.chooseDuration')}
            {...form.register('duration')}
          />
          <Select
            label={t('projects.fields.visibility')}
            hint={t('projects.form.visibilityHint')}
            error={errors.visibility?.message}
            options={VISIBILITIES}
            optionLabel={(visibility) => t(`common.enums.visibility.${visibility}`)}
            {...form.register('visibility')}
          />
        </div>
        <Input
          label={t('projects.fields.skillsNeeded')}
          placeholder={t('projects.form.skillsPlaceholder')}
          hint={t('projects.form.commaHint')}
          error={errors.skillsNeeded?.message}
          {...form.register('skillsNeeded')}
        />
        <Input
          label={t('projects.fields.tags')}
          placeholder={t('projects.form.tagsPlaceholder')}
          hint={t('projects.form.commaHint')}
          error={errors.tags?.message}
          {...form.register('tags')}
        />
      </FormSection>

      <FormSection title={t('projects.form.plan')}>
        <Textarea
          label={t('projects.fields.goals')}
          rows={3}
          maxLength={PROJECT_TEXT_MAX}
          placeholder={t('projects.form.goalsPlaceholder')}
          error={errors.goals?.message}
          {...form.register('goals')}
        />
        <Textarea
          label={t('projects.fields.requirements')}
          rows={3}
          maxLength={PROJECT_TEXT_MAX}
          placeholder={t('projects.form.requirementsPlaceholder')}
          hint={t('projects.form.optional')}
          error={errors.requirements?.message}
          {...form.register('requirements')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label={t('projects.fields.startDate')}
            type="date"
            hint={t('projects.form.optional')}
            error={errors.startDate?.message}
            {...form.register('startDate')}
          />
          <Input
            label={t('projects.fields.endDate')}
            type="date"
            hint={t('projects.form.optional')}
            error={errors.endDate?.message}
            {...form.register('endDate')}
          />
        </div>
      </FormSection>

      <FormSection title={t('projects.form.links')}>
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <Input
            label={t('projects.fields.repositoryUrl')}
            type="url"
            maxLength={URL_MAX}
            placeholder={t('projects.form.repositoryPlaceholder')}
            error={errors.repositoryUrl?.message}
            {...form.register('repositoryUrl')}
          />
          <Select
            label={t('projects.fields.platform')}
            options={REPOSITORY_PLATFORMS}
            optionLabel={(platform) => t(`common.enums.platform.${platform}`)}
            {...form.register('repositoryPlatform')}
          />
        </div>
        <Input
          label={t('projects.fields.demoUrl')}
          type="url"
          maxLength={URL_MAX}
          placeholder={t('projects.form.demoPlaceholder')}
          error={errors.demoUrl?.message}
          {...form.register('demoUrl')}
        />
      </FormSection>

      <FormActions
        cancelTo={cancelTo}
        cancelLabel={t('projects.form.cancel')}
        submitLabel={submitLabel}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
