import {
  ADDITIONAL_RESOURCES_MAX,
  ESTIMATED_TIMES,
  PROBLEM_CATEGORIES,
  PROJECT_TYPES,
} from '@skillsync/shared/constants';
import { BasicsSection } from '../../../components/BasicsSection.tsx';
import { useFieldTexts } from '../../../components/FieldTexts.ts';
import { CountedTextAreaField, SelectField, TextAreaField, TextField } from '../../../components/FormFields.tsx';
import { FormSection } from '../../../components/FormLayout.tsx';
import type { ProblemFormValues } from '../utils/problem-form-values.ts';

/** The problem form's texts: labels under `problems.fields`, the rest under `problems.form`. */
const useProblemTexts = () =>
  useFieldTexts<ProblemFormValues>((t) => ({
    label: (name) => t(`problems.fields.${name}`),
    text: (key, values) => t(`problems.form.${key}`, values),
  }));

/** Title, description, category and difficulty: what the problem is. */
export function ProblemBasicsSection() {
  const { t, texts } = useProblemTexts();
  return (
    <BasicsSection
      texts={texts}
      categories={PROBLEM_CATEGORIES}
      categoryLabel={(category) => t(`common.enums.category.${category}`)}
      chooseCategory={texts.text('categoryEmpty')}
      descriptionRows={7}
    />
  );
}

/** How big it is and what skills it needs. */
export function ProblemScopeSection() {
  const { t, texts, field } = useProblemTexts();
  return (
    <FormSection title={texts.text('scope')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field('estimatedTime')}
          options={ESTIMATED_TIMES}
          optionLabel={(time) => t(`common.enums.estimatedTime.${time}`)}
          emptyOption={texts.text('estimatedTimeEmpty')}
        />
        <SelectField
          {...field('projectType')}
          options={PROJECT_TYPES}
          optionLabel={(type) => t(`common.enums.projectType.${type}`)}
          emptyOption={texts.text('projectTypeEmpty')}
        />
      </div>
      <TextField {...field('skillsNeeded', { placeholder: 'skills', hint: 'skillsHint' })} />
      <TextField {...field('tags', { placeholder: true, hint: 'tagsHint' })} label={texts.text('tagsOptional')} />
    </FormSection>
  );
}

/** Where the work lives and what helps; every field optional, which their labels say. */
export function ProblemLinksSection() {
  const { texts, field } = useProblemTexts();
  return (
    <FormSection title={texts.text('links')}>
      <TextField
        {...field('githubRepo', { placeholder: true })}
        label={texts.text('githubRepoOptional')}
        type="url"
        inputMode="url"
      />
      <TextAreaField
        {...field('projectLinks', { placeholder: true, hint: 'projectLinksHint' })}
        label={texts.text('projectLinksOptional')}
        rows={3}
      />
      <CountedTextAreaField
        {...field('additionalResources', { placeholder: true })}
        label={texts.text('additionalResourcesOptional')}
        rows={4}
        maxLength={ADDITIONAL_RESOURCES_MAX}
        counter={(values) => texts.text('counter', values)}
      />
    </FormSection>
  );
}
