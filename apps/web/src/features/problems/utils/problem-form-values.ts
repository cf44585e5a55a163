import {
  type CreateProblemInput,
  type Difficulty,
  type EstimatedTime,
  type ProblemCategory,
  type ProblemDetail,
  type ProjectType,
  splitCommaList,
  splitLines,
} from '@skillsync/shared';
import { textFormResolver, toCommaText, toLinesText, toOptionalText } from '../../../lib/form-resolver.ts';

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
    githubRepo: toOptionalText(values.githubRepo),
    projectLinks: splitLines(values.projectLinks),
    additionalResources: toOptionalText(values.additionalResources),
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
  skillsNeeded: toCommaText(problem.skillsNeeded),
  tags: toCommaText(problem.tags),
  githubRepo: problem.githubRepo ?? '',
  projectLinks: toLinesText(problem.projectLinks),
  additionalResources: problem.additionalResources ?? '',
});

/** Validates with the very schema the server uses (CreateProblemBody), so the messages are spec §5's. */
export const problemFormResolver = textFormResolver(
  (schemas) => schemas.CreateProblemBody,
  toProblemInput,
  PROBLEM_FORM_FIELDS,
);
