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
  VISIBILITIES,
} from '@skillsync/shared/constants';
import { useFieldTexts } from '../../../components/FieldTexts.ts';
import { SelectField, TextAreaField, TextField, UrlField } from '../../../components/FormFields.tsx';
import { FormSection, type WorkFormProps } from '../../../components/FormLayout.tsx';
import { WorkFormFrame } from '../../../components/WorkForm.tsx';
import { PROJECT_FORM_FIELDS, type ProjectFormValues } from '../utils/project-form-values.ts';

type ProjectFormProps<Body> = WorkFormProps<ProjectFormValues, Body> & { mode: 'create' | 'edit' };

// A completed project's status is set by its completion, not by this form.
const EDITABLE_STATUSES = STATUSES.filter((status) => status !== 'Completed');

/** The project form's texts: labels under `projects.fields`, the rest under `projects.form`. */
const useProjectTexts = () =>
  useFieldTexts<ProjectFormValues>((t) => ({
    label: (name) => t(`projects.fields.${name}`),
    text: (key, values) => t(`projects.form.${key}`, values),
  }));

/**
 * The project form of spec §5, one form for creating and editing: the same fields and categories. Only what a
 * new project cannot have differs: its status (a new one is Planning) and the team's size limits (spec §5).
 */
export function ProjectForm<Body>({ mode, ...props }: ProjectFormProps<Body>) {
  const { t, texts, field } = useProjectTexts();
  const isEdit = mode === 'edit';
  return (
    <WorkFormFrame
      {...props}
      fields={PROJECT_FORM_FIELDS}
      // The server names the repository's URL by its object, `repository`.
      fieldOf={{ repository: 'repositoryUrl' }}
      basics={{
        texts,
        categories: PROJECT_CATEGORIES,
        categoryLabel: (category) => t(`common.enums.projectCategory.${category}`),
        children: isEdit && props.defaultValues.status !== 'Completed' && (
          <SelectField
            {...field('status')}
            options={EDITABLE_STATUSES}
            optionLabel={(status) => t(`common.enums.status.${status}`)}
          />
        ),
      }}
    >
      <ProjectTeamSection isEdit={isEdit} />
      <ProjectPlanSection />
      <ProjectLinksSection />
    </WorkFormFrame>
  );
}

/** The team's size, how long the work runs, who sees it, and what it needs. */
function ProjectTeamSection({ isEdit }: { isEdit: boolean }) {
  const { t, texts, field } = useProjectTexts();
  const [membersMin, membersMax] = isEdit
    ? [PROJECT_EDIT_MEMBERS_MIN, PROJECT_EDIT_MEMBERS_MAX]
    : [PROJECT_CREATE_MEMBERS_MIN, PROJECT_CREATE_MEMBERS_MAX];
  return (
    <FormSection title={texts.text('team')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('maxMembers')}
          type="number"
          inputMode="numeric"
          min={membersMin}
          max={membersMax}
          hint={texts.text('maxMembersHint', { min: membersMin, max: membersMax })}
        />
        <SelectField
          {...field('duration')}
          options={PROJECT_DURATIONS}
          optionLabel={(duration) => t(`common.enums.duration.${duration}`)}
          emptyOption={isEdit ? undefined : texts.text('chooseDuration')}
        />
        <SelectField
          {...field('visibility', { hint: 'visibilityHint' })}
          options={VISIBILITIES}
          optionLabel={(visibility) => t(`common.enums.visibility.${visibility}`)}
        />
      </div>
      <TextField {...field('skillsNeeded', { placeholder: 'skills', hint: 'commaHint' })} />
      <TextField {...field('tags', { placeholder: true, hint: 'commaHint' })} />
    </FormSection>
  );
}

/** What the team sets out to do, and when. */
function ProjectPlanSection() {
  const { texts, field } = useProjectTexts();
  return (
    <FormSection title={texts.text('plan')}>
      <TextAreaField {...field('goals', { placeholder: true })} rows={3} maxLength={PROJECT_TEXT_MAX} />
      <TextAreaField
        {...field('requirements', { placeholder: true, hint: 'optional' })}
        rows={3}
        maxLength={PROJECT_TEXT_MAX}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {(['startDate', 'endDate'] as const).map((name) => (
          <TextField key={name} {...field(name, { hint: 'optional' })} type="date" />
        ))}
      </div>
    </FormSection>
  );
}

/** Where the code and the running work live. */
function ProjectLinksSection() {
  const { t, texts, field } = useProjectTexts();
  return (
    <FormSection title={texts.text('links')}>
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
        <UrlField {...field('repositoryUrl', { placeholder: 'repository' })} />
        <SelectField
          {...field('repositoryPlatform', { label: 'platform' })}
          options={REPOSITORY_PLATFORMS}
          optionLabel={(platform) => t(`common.enums.platform.${platform}`)}
        />
      </div>
      <UrlField {...field('demoUrl', { placeholder: 'demo' })} />
    </FormSection>
  );
}
