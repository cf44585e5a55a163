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
import { FormProvider, useForm } from 'react-hook-form';
import { BasicsSection } from '../../../components/BasicsSection.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/FormFields.tsx';
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
  const t = useT();
  const isEdit = mode === 'edit';

  const handleValid = submitShowingErrors(form.setError, {
    onSubmit,
    fields: PROJECT_FORM_FIELDS,
    failureMessage,
    // The server names the repository's URL by its object, `repository`.
    fieldOf: { repository: 'repositoryUrl' },
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-6">
        <BasicsSection
          label={(name) => t(`projects.fields.${name}`)}
          text={(name, values) => t(`projects.form.${name}`, values)}
          categories={PROJECT_CATEGORIES}
          categoryLabel={(category) => t(`common.enums.projectCategory.${category}`)}
          chooseCategory={t('projects.form.chooseCategory')}
          descriptionRows={5}
        >
          {isEdit && defaultValues.status !== 'Completed' && (
            <SelectField
              name="status"
              label={t('projects.fields.status')}
              options={EDITABLE_STATUSES}
              optionLabel={(status) => t(`common.enums.status.${status}`)}
            />
          )}
        </BasicsSection>
        <ProjectTeamSection isEdit={isEdit} />
        <ProjectPlanSection />
        <ProjectLinksSection />
        <FormActions
          cancelTo={cancelTo}
          cancelLabel={t('projects.form.cancel')}
          submitLabel={submitLabel}
          isSubmitting={form.formState.isSubmitting}
        />
      </form>
    </FormProvider>
  );
}

/** The team's size, how long the work runs, who sees it, and what it needs. */
function ProjectTeamSection({ isEdit }: { isEdit: boolean }) {
  const t = useT();
  const [membersMin, membersMax] = isEdit
    ? [PROJECT_EDIT_MEMBERS_MIN, PROJECT_EDIT_MEMBERS_MAX]
    : [PROJECT_CREATE_MEMBERS_MIN, PROJECT_CREATE_MEMBERS_MAX];
  return (
    <FormSection title={t('projects.form.team')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="maxMembers"
          label={t('projects.fields.maxMembers')}
          type="number"
          inputMode="numeric"
          min={membersMin}
          max={membersMax}
          hint={t('projects.form.maxMembersHint', { min: membersMin, max: membersMax })}
        />
        <SelectField
          name="duration"
          label={t('projects.fields.duration')}
          options={PROJECT_DURATIONS}
          optionLabel={(duration) => t(`common.enums.duration.${duration}`)}
          emptyOption={isEdit ? undefined : t('projects.form.chooseDuration')}
        />
        <SelectField
          name="visibility"
          label={t('projects.fields.visibility')}
          hint={t('projects.form.visibilityHint')}
          options={VISIBILITIES}
          optionLabel={(visibility) => t(`common.enums.visibility.${visibility}`)}
        />
      </div>
      <TextField
        name="skillsNeeded"
        label={t('projects.fields.skillsNeeded')}
        placeholder={t('projects.form.skillsPlaceholder')}
        hint={t('projects.form.commaHint')}
      />
      <TextField
        name="tags"
        label={t('projects.fields.tags')}
        placeholder={t('projects.form.tagsPlaceholder')}
        hint={t('projects.form.commaHint')}
      />
    </FormSection>
  );
}

/** What the team sets out to do, and when. */
function ProjectPlanSection() {
  const t = useT();
  return (
    <FormSection title={t('projects.form.plan')}>
      <TextAreaField
        name="goals"
        label={t('projects.fields.goals')}
        rows={3}
        maxLength={PROJECT_TEXT_MAX}
        placeholder={t('projects.form.goalsPlaceholder')}
      />
      <TextAreaField
        name="requirements"
        label={t('projects.fields.requirements')}
        rows={3}
        maxLength={PROJECT_TEXT_MAX}
        placeholder={t('projects.form.requirementsPlaceholder')}
        hint={t('projects.form.optional')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {(['startDate', 'endDate'] as const).map((name) => (
          <TextField
            key={name}
            name={name}
            label={t(`projects.fields.${name}`)}
            type="date"
            hint={t('projects.form.optional')}
          />
        ))}
      </div>
    </FormSection>
  );
}

/** Where the code and the running work live. */
function ProjectLinksSection() {
  const t = useT();
  return (
    <FormSection title={t('projects.form.links')}>
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
        <TextField
          name="repositoryUrl"
          label={t('projects.fields.repositoryUrl')}
          type="url"
          maxLength={URL_MAX}
          placeholder={t('projects.form.repositoryPlaceholder')}
        />
        <SelectField
          name="repositoryPlatform"
          label={t('projects.fields.platform')}
          options={REPOSITORY_PLATFORMS}
          optionLabel={(platform) => t(`common.enums.platform.${platform}`)}
        />
      </div>
      <TextField
        name="demoUrl"
        label={t('projects.fields.demoUrl')}
        type="url"
        maxLength={URL_MAX}
        placeholder={t('projects.form.demoPlaceholder')}
      />
    </FormSection>
  );
}
