import {
  type CreateProjectInput,
  type ProjectDetail,
  splitCommaList,
  type UpdateProjectInput,
} from '@skillsync/shared';
import { PROJECT_CREATE_MEMBERS_DEFAULT } from '@skillsync/shared/constants';
import { textFormResolver, toCommaText, toNumberOrText, toOptionalText } from '../../../lib/form-resolver.ts';

/** What the project form holds: lists as comma text, numbers and dates as their inputs give them. */
export type ProjectFormValues = {
  title: string;
  description: string;
  category: string;
  difficulty: string;
  status: string;
  maxMembers: string;
  skillsNeeded: string;
  tags: string;
  duration: string;
  visibility: string;
  goals: string;
  requirements: string;
  startDate: string;
  endDate: string;
  repositoryUrl: string;
  repositoryPlatform: string;
  demoUrl: string;
};

export const PROJECT_FORM_FIELDS = [
  'title',
  'description',
  'category',
  'difficulty',
  'status',
  'maxMembers',
  'skillsNeeded',
  'tags',
  'duration',
  'visibility',
  'goals',
  'requirements',
  'startDate',
  'endDate',
  'repositoryUrl',
  'repositoryPlatform',
  'demoUrl',
] as const satisfies readonly (keyof ProjectFormValues)[];

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  title: '',
  description: '',
  category: '',
  difficulty: 'Intermediate',
  status: 'Planning',
  maxMembers: String(PROJECT_CREATE_MEMBERS_DEFAULT),
  skillsNeeded: '',
  tags: '',
  duration: '',
  visibility: 'Public',
  goals: '',
  requirements: '',
  startDate: '',
  endDate: '',
  repositoryUrl: '',
  repositoryPlatform: 'GitHub',
  demoUrl: '',
};

/** The body both forms send (spec §5 Create project, with the edit form's dates and links), before validation. */
export function toCreateInput(values: ProjectFormValues): CreateProjectInput {
  return {
    title: values.title,
    description: values.description,
    // Unselected choices stay '' so the schema answers with its own message.
    category: values.category as CreateProjectInput['category'],
    difficulty: values.difficulty as CreateProjectInput['difficulty'],
    maxMembers: toNumberOrText(values.maxMembers) as number,
    skillsNeeded: splitCommaList(values.skillsNeeded),
    tags: splitCommaList(values.tags),
    duration: values.duration as CreateProjectInput['duration'],
    visibility: values.visibility as CreateProjectInput['visibility'],
    goals: values.goals,
    requirements: values.requirements,
    // Empty dates and links become nothing.
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    repository: {
      url: toOptionalText(values.repositoryUrl),
      platform: values.repositoryPlatform as NonNullable<CreateProjectInput['repository']>['platform'],
    },
    demoUrl: toOptionalText(values.demoUrl),
  };
}

/** The edit form's body: the whole project (spec §5 Edit project), its status too while it is not completed. */
export function toUpdateInput(values: ProjectFormValues): UpdateProjectInput {
  return {
    ...toCreateInput(values),
    // A completed project's status is not the form's to change (the field is not shown).
    ...(values.status !== 'Completed' && { status: values.status as UpdateProjectInput['status'] }),
  };
}

/** A saved project as the edit form shows it. */
export const toProjectFormValues = (project: ProjectDetail): ProjectFormValues => ({
  title: project.title,
  description: project.description,
  category: project.category,
  difficulty: project.difficulty,
  status: project.status,
  maxMembers: String(project.maxMembers),
  skillsNeeded: toCommaText(project.skillsNeeded),
  tags: toCommaText(project.tags),
  duration: project.duration ?? '1-2 months',
  visibility: project.visibility,
  goals: project.goals ?? '',
  requirements: project.requirements ?? '',
  startDate: project.startDate ?? '',
  endDate: project.endDate ?? '',
  repositoryUrl: project.repository.url ?? '',
  repositoryPlatform: project.repository.platform,
  demoUrl: project.demoUrl ?? '',
});

// The same schemas as the server, so the messages are spec §5's.
export const createProjectResolver = textFormResolver(
  (schemas) => schemas.CreateProjectBody,
  toCreateInput,
  PROJECT_FORM_FIELDS,
  {
    repository: 'repositoryUrl',
  },
);
export const updateProjectResolver = textFormResolver(
  (schemas) => schemas.UpdateProjectBody,
  toUpdateInput,
  PROJECT_FORM_FIELDS,
  {
    repository: 'repositoryUrl',
  },
);
