import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateProblemBody,
  type CreateProblemInput,
  type Difficulty,
  type EstimatedTime,
  type ProblemCategory,
  type ProblemDetail,
  type ProjectType,
  splitCommaList,
  splitLines,
} from '@skillsync/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the problem form holds: the lists are typed as text (comma lists, one link per line). */
export type ProblemFormValues = {
  title: string;
  description: string;
  category: ProblemCategory | '';
  difficulty: Difficulty;
  estimatedTime: EstimatedTime | '';
  projectType: ProjectType | '';
  skillsNeeded: string;
  tags: string;
  githubRepo: string;
  projectLinks: string;
  additionalResources: string;
};

export const PROBLEM_FORM_FIELDS = [
  'title',
  'description',
  'category',
  'difficulty',
  'estimatedTime',
  'projectType',
  'skillsNeeded',
  'tags',
  'githubRepo',
  'projectLinks',
  'additionalResources',
] as const satisfies readonly (keyof ProblemFormValues)[];

export const EMPTY_PROBLEM_FORM: ProblemFormValues = {
  title: '',
  description: '',
  category: '',
  difficulty: 'Intermediate',
  estimatedTime: '',
  projectType: '',
  skillsNeeded: '',
  tags: '',
  githubRepo: '',
  projectLinks: '',
  additionalResources: '',
};

/** The form's text turned into the API body, before validation; blank optional fields become null. */
export function toProblemInput(values: ProblemFormValues): CreateProblemInput {
  return {
    title: values.title,
    description: values.description,
    // An unselected category stays '' so the schema answers with its own "Please select a category".
    category: values.category as ProblemCategory,
    difficulty: values.difficulty,
    estimatedTime: values.estimatedTime || null,
    projectType: values.projectType || null,
    skillsNeeded: splitCommaList(values.skillsNeeded),
    tags: splitCommaList(values.tags),
    githubRepo: values.githubRepo.trim() || null,
    projectLinks: splitLines(values.projectLinks),
    additionalResources: values.additionalResources.trim() || null,
  };
}

/** A saved problem as the form shows it for editing. */
export const toProblemFormValues = (problem: ProblemDetail): ProblemFormValues => ({
  title: problem.title,
  description: problem.description,
  category: problem.category,
  difficulty: problem.difficulty,
  estimatedTime: (problem.estimatedTime as EstimatedTime | null) ?? '',
  projectType: (problem.projectType as ProjectType | null) ?? '',
  skillsNeeded: problem.skillsNeeded.join(', '),
  tags: problem.tags.join(', '),
  githubRepo: problem.githubRepo ?? '',
  projectLinks: problem.projectLinks.join('\n'),
  additionalResources: problem.additionalResources ?? '',
});

/** The first message anywhere in a (possibly nested, per list item) field error. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const nested of Object.values(error)) {
    const message = firstMessage(nested);
    if (message) return message;
  }
  return undefined;
}

const bodyResolver = zodResolver(CreateProblemBody);

/**
 * Validates with the very schema the server uses (CreateProblemBody), so the messages are spec §5's.
 * An error on one list item (the third project link) is shown under the whole text field.
 */
export const problemFormResolver: Resolver<ProblemFormValues, unknown, CreateProblemBody> = async (
  values,
  context,
  options,
) => {
  const result = await bodyResolver(toProblemInput(values), context, {
    criteriaMode: options.criteriaMode,
    fields: {},
    shouldUseNativeValidation: false,
  });
  if (Object.keys(result.errors).length === 0) return { values: result.values as CreateProblemBody, errors: {} };
  const errors: FieldErrors<ProblemFormValues> = {};
  for (const name of PROBLEM_FORM_FIELDS) {
    const message = firstMessage(result.errors[name]);
    if (message) errors[name] = { type: 'validate', message };
  }
  return { values: {}, errors };
};
