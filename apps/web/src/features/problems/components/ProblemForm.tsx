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
import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { Input, Select, Textarea } from '../../../components/Field.tsx';
import { Card } from '../../../components/States.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { PROBLEM_FORM_FIELDS, type ProblemFormValues, problemFormResolver } from '../utils/problem-form-values.ts';

type ProblemFormProps = {
  defaultValues: ProblemFormValues;
  submitLabel: string;
  /** Spec §8 text shown when the server gives no message of its own. */
  failureMessage: string;
  cancelTo: string;
  onSubmit: (body: CreateProblemBody) => Promise<void>;
  onSaveDraft?: (values: ProblemFormValues) => void;
};

const isFormField = (name: string): name is (typeof PROBLEM_FORM_FIELDS)[number] =>
  (PROBLEM_FORM_FIELDS as readonly string[]).includes(name);

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

/** The problem form of spec §5, used to post a problem and to edit one. */
export function ProblemForm({
  defaultValues,
  submitLabel,
  failureMessage,
  cancelTo,
  onSubmit,
  onSaveDraft,
}: ProblemFormProps) {
  const form = useForm<ProblemFormValues, unknown, CreateProblemBody>({
    resolver: problemFormResolver,
    defaultValues,
  });
  const [title, description, additionalResources] = useWatch({
    control: form.control,
    name: ['title', 'description', 'additionalResources'],
  });
  const { errors, isSubmitting } = form.formState;

  async function handleValid(body: CreateProblemBody) {
    try {
      await onSubmit(body);
    } catch (error) {
      // The server names fields by their top-level name; show each message under its field.
      const fieldErrors = error instanceof ApiError ? error.errors.filter((item) => isFormField(item.param)) : [];
      fieldErrors.forEach((item, index) => {
        if (isFormField(item.param)) {
          form.setError(item.param, { type: 'server', message: item.msg }, { shouldFocus: index === 0 });
        }
      });
      toast.error(errorMessage(error, failureMessage));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-6">
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

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        <Link to={cancelTo} className={buttonClass('ghost')}>
          Cancel
        </Link>
        {onSaveDraft && (
          <Button variant="secondary" onClick={() => onSaveDraft(form.getValues())} disabled={isSubmitting}>
            <Save aria-hidden className="h-4 w-4" /> Save Draft
          </Button>
        )}
        <Button type="submit" isLoading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
