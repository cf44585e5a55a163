import type { CreateProblemBody } from '@skillsync/shared';
import {
  ADDITIONAL_RESOURCES_MAX,
  ESTIMATED_TIMES,
  PROBLEM_CATEGORIES,
  PROJECT_TYPES,
} from '@skillsync/shared/constants';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { BasicsSection } from '../../../components/BasicsSection.tsx';
import { Input, Select, Textarea } from '../../../components/Field.tsx';
import { FormSection } from '../../../components/FormLayout.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { ProblemFormValues } from '../utils/problem-form-values.ts';

/** The problem form's state, as each of its sections reads and registers it. */
export type ProblemFormApi = UseFormReturn<ProblemFormValues, unknown, CreateProblemBody>;

type Translate = ReturnType<typeof useT>;

const counter = (t: Translate, length: number, max: number) => t('problems.form.counter', { length, max });

/** Title, description, category and difficulty: what the problem is. */
export function ProblemBasicsSection({ form }: { form: ProblemFormApi }) {
  const t = useT();
  return (
    <BasicsSection
      form={form}
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
export function ProblemScopeSection({ form }: { form: ProblemFormApi }) {
  const { errors } = form.formState;
  const t = useT();
  return (
    <FormSection title={t('problems.form.scope')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          label={t('problems.fields.estimatedTime')}
          error={errors.estimatedTime?.message}
          {...form.register('estimatedTime')}
          options={ESTIMATED_TIMES}
          optionLabel={(time) => t(`common.enums.estimatedTime.${time}`)}
          emptyOption={t('problems.form.estimatedTimeEmpty')}
        />
        <Select
          label={t('problems.fields.projectType')}
          error={errors.projectType?.message}
          {...form.register('projectType')}
          options={PROJECT_TYPES}
          optionLabel={(type) => t(`common.enums.projectType.${type}`)}
          emptyOption={t('problems.form.projectTypeEmpty')}
        />
      </div>
      <Input
        label={t('problems.fields.skillsNeeded')}
        placeholder={t('problems.form.skillsPlaceholder')}
        hint={t('problems.form.skillsHint')}
        error={errors.skillsNeeded?.message}
        {...form.register('skillsNeeded')}
      />
      <Input
        label={t('problems.form.tagsOptional')}
        placeholder={t('problems.form.tagsPlaceholder')}
        hint={t('problems.form.tagsHint')}
        error={errors.tags?.message}
        {...form.register('tags')}
      />
    </FormSection>
  );
}

/** Where the work lives and what helps. */
export function ProblemLinksSection({ form }: { form: ProblemFormApi }) {
  const additionalResources = useWatch({ control: form.control, name: 'additionalResources' });
  const { errors } = form.formState;
  const t = useT();
  return (
    <FormSection title={t('problems.form.links')}>
      <Input
        label={t('problems.form.githubRepoOptional')}
        type="url"
        inputMode="url"
        placeholder={t('problems.form.githubRepoPlaceholder')}
        error={errors.githubRepo?.message}
        {...form.register('githubRepo')}
      />
      <Textarea
        label={t('problems.form.projectLinksOptional')}
        rows={3}
        placeholder={t('problems.form.projectLinksPlaceholder')}
        hint={t('problems.form.projectLinksHint')}
        error={errors.projectLinks?.message}
        {...form.register('projectLinks')}
      />
      <Textarea
        label={t('problems.form.additionalResourcesOptional')}
        rows={4}
        maxLength={ADDITIONAL_RESOURCES_MAX}
        placeholder={t('problems.form.additionalResourcesPlaceholder')}
        hint={counter(t, additionalResources.length, ADDITIONAL_RESOURCES_MAX)}
        error={errors.additionalResources?.message}
        {...form.register('additionalResources')}
      />
    </FormSection>
  );
}
