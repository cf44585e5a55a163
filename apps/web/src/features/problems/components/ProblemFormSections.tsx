import {
  ADDITIONAL_RESOURCES_MAX,
  ESTIMATED_TIMES,
  PROBLEM_CATEGORIES,
  PROJECT_TYPES,
} from '@skillsync/shared/constants';
import { useWatch } from 'react-hook-form';
import { BasicsSection } from '../../../components/BasicsSection.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/FormFields.tsx';
import { FormSection } from '../../../components/FormLayout.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { ProblemFormValues } from '../utils/problem-form-values.ts';

type Translate = ReturnType<typeof useT>;

const counter = (t: Translate, length: number, max: number) => t('problems.form.counter', { length, max });

/** Title, description, category and difficulty: what the problem is. */
export function ProblemBasicsSection() {
  const t = useT();
  return (
    <BasicsSection
      label={(name) => t(`problems.fields.${name}`)}
      text={(name, values) => t(`problems.form.${name}`, values)}
      categories={PROBLEM_CATEGORIES}
      categoryLabel={(category) => t(`common.enums.category.${category}`)}
      chooseCategory={t('problems.form.categoryEmpty')}
      descriptionRows={7}
    />
  );
}

/** How big it is and what skills it needs. */
export function ProblemScopeSection() {
  const t = useT();
  return (
    <FormSection title={t('problems.form.scope')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="estimatedTime"
          label={t('problems.fields.estimatedTime')}
          options={ESTIMATED_TIMES}
          optionLabel={(time) => t(`common.enums.estimatedTime.${time}`)}
          emptyOption={t('problems.form.estimatedTimeEmpty')}
        />
        <SelectField
          name="projectType"
          label={t('problems.fields.projectType')}
          options={PROJECT_TYPES}
          optionLabel={(type) => t(`common.enums.projectType.${type}`)}
          emptyOption={t('problems.form.projectTypeEmpty')}
        />
      </div>
      <TextField
        name="skillsNeeded"
        label={t('problems.fields.skillsNeeded')}
        placeholder={t('problems.form.skillsPlaceholder')}
        hint={t('problems.form.skillsHint')}
      />
      <TextField
        name="tags"
        label={t('problems.form.tagsOptional')}
        placeholder={t('problems.form.tagsPlaceholder')}
        hint={t('problems.form.tagsHint')}
      />
    </FormSection>
  );
}

/** Where the work lives and what helps. */
export function ProblemLinksSection() {
  const additionalResources = useWatch<ProblemFormValues, 'additionalResources'>({ name: 'additionalResources' });
  const t = useT();
  return (
    <FormSection title={t('problems.form.links')}>
      <TextField
        name="githubRepo"
        label={t('problems.form.githubRepoOptional')}
        type="url"
        inputMode="url"
        placeholder={t('problems.form.githubRepoPlaceholder')}
      />
      <TextAreaField
        name="projectLinks"
        label={t('problems.form.projectLinksOptional')}
        rows={3}
        placeholder={t('problems.form.projectLinksPlaceholder')}
        hint={t('problems.form.projectLinksHint')}
      />
      <TextAreaField
        name="additionalResources"
        label={t('problems.form.additionalResourcesOptional')}
        rows={4}
        maxLength={ADDITIONAL_RESOURCES_MAX}
        placeholder={t('problems.form.additionalResourcesPlaceholder')}
        hint={counter(t, additionalResources.length, ADDITIONAL_RESOURCES_MAX)}
      />
    </FormSection>
  );
}
