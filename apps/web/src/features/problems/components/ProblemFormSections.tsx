import {
  ADDITIONAL_RESOURCES_MAX,
  type CreateProblemBody,
  DIFFICULTIES,
  ESTIMATED_TIMES,
  PROBLEM_CATEGORIES,
  PROBLEM_DESCRIPTION_MAX,
  PROBLEM_TITLE_MAX,
  PROJECT_TYPES,
} from '@skillsync/shared';
import type { ReactNode } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Input, Select, Textarea } from '../../../components/Field.tsx';
import { Card } from '../../../components/States.tsx';
import type { ProblemFormValues } from '../utils/problem-form-values.ts';

/** The problem form's state, as each of its sections reads and registers it. */
export type ProblemFormApi = UseFormReturn<ProblemFormValues, unknown, CreateProblemBody>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <fieldset>
        <legend className="text-lg font-semibold text-ink">{title}</legend>
        <div className="mt-4 space-y-5">{children}</div>
      </fieldset>
    </Card>
  );
}

const counter = (length: number, max: number) => `${length}/${max} characters`;

/** Title, description, category and difficulty: what the problem is. */
export function ProblemBasicsSection({ form }: { form: ProblemFormApi }) {
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });
  const { errors } = form.formState;
  return (
    <Section title="The problem">
      <Input
        label="Title"
        maxLength={PROBLEM_TITLE_MAX}
        placeholder="e.g. Farmers cannot find fair prices for their produce"
        hint={counter(title.length, PROBLEM_TITLE_MAX)}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <Textarea
        label="Description"
        rows={7}
        maxLength={PROBLEM_DESCRIPTION_MAX}
        placeholder="Who has this problem, why it matters and what a solution should do."
        hint={counter(description.length, PROBLEM_DESCRIPTION_MAX)}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          label="Category"
          error={errors.category?.message}
          {...form.register('category')}
          options={PROBLEM_CATEGORIES}
          emptyOption="Please select a category"
        />
        <Select
          label="Difficulty"
          error={errors.difficulty?.message}
          {...form.register('difficulty')}
          options={DIFFICULTIES}
        />
      </div>
    </Section>
  );
}

/** How big it is and what skills it needs. */
export function ProblemScopeSection({ form }: { form: ProblemFormApi }) {
  const { errors } = form.formState;
  return (
    <Section title="Scope and skills">
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          label="Estimated time"
          error={errors.estimatedTime?.message}
          {...form.register('estimatedTime')}
          options={ESTIMATED_TIMES}
          emptyOption="Not sure yet"
        />
        <Select
          label="Project type"
          error={errors.projectType?.message}
          {...form.register('projectType')}
          options={PROJECT_TYPES}
          emptyOption="Not specified"
        />
      </div>
      <Input
        label="Skills needed"
        placeholder="React, Node.js, UI design"
        hint="Separate skills with commas."
        error={errors.skillsNeeded?.message}
        {...form.register('skillsNeeded')}
      />
      <Input
        label="Tags (optional)"
        placeholder="agriculture, marketplace"
        hint="Separate tags with commas."
        error={errors.tags?.message}
        {...form.register('tags')}
      />
    </Section>
  );
}

/** Where the work lives and what helps. */
export function ProblemLinksSection({ form }: { form: ProblemFormApi }) {
  const additionalResources = useWatch({ control: form.control, name: 'additionalResources' });
  const { errors } = form.formState;
  return (
    <Section title="Links and resources">
      <Input
        label="GitHub repository (optional)"
        type="url"
        inputMode="url"
        placeholder="https://github.com/username/repository"
        error={errors.githubRepo?.message}
        {...form.register('githubRepo')}
      />
      <Textarea
        label="Project links (optional)"
        rows={3}
        placeholder={'https://example.com/demo\nhttps://example.com/design'}
        hint="One URL per line."
        error={errors.projectLinks?.message}
        {...form.register('projectLinks')}
      />
      <Textarea
        label="Additional resources (optional)"
        rows={4}
        maxLength={ADDITIONAL_RESOURCES_MAX}
        placeholder="Data sets, research, contacts or anything else that helps."
        hint={counter(additionalResources.length, ADDITIONAL_RESOURCES_MAX)}
        error={errors.additionalResources?.message}
        {...form.register('additionalResources')}
      />
    </Section>
  );
}
