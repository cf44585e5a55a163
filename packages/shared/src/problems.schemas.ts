import { z } from 'zod';
import { DIFFICULTIES, ESTIMATED_TIMES, PROBLEM_CATEGORIES, PROJECT_TYPES, PROPOSED_ROLES, STATUSES } from './enums.ts';
import {
  ADDITIONAL_RESOURCES_MAX,
  COMPLETION_NOTES_MAX,
  LIST_ITEM_MAX,
  LIST_MAX_ITEMS,
  REQUEST_MESSAGE_MAX,
  URL_MAX,
  WORK_DESCRIPTION_MAX,
  WORK_DESCRIPTION_MIN,
  WORK_TITLE_MAX,
  WORK_TITLE_MIN,
} from './limits.ts';
import { MESSAGES, tooLong, tooMany } from './messages.ts';
import { Removal } from './moderation.schemas.ts';
import { NextCursor, PageQuery } from './pagination.schemas.ts';
import { enumAnyCase, text } from './text.schemas.ts';
import { GITHUB_REPO_PATTERN, HTTP_URL_PATTERN } from './validation.ts';

/** A member as shown beside content: enough for an avatar, a name and a reputation. */
export const UserSummary = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  reputation: z.object({ score: z.number().int() }),
});
export type UserSummary = z.infer<typeof UserSummary>;

/** A place on a problem's team (spec §3): who, in what role, since when. */
export const Collaborator = z.object({ user: UserSummary, role: z.string(), joinedAt: z.string() });
export type Collaborator = z.infer<typeof Collaborator>;

/** A supporter of a problem (spec §3). */
export const Supporter = z.object({ user: UserSummary });
export type Supporter = z.infer<typeof Supporter>;

const listOf = (item: z.ZodString) => z.array(item).max(LIST_MAX_ITEMS, tooMany(LIST_MAX_ITEMS));
const listItem = text().trim().min(1).max(LIST_ITEM_MAX, tooLong(LIST_ITEM_MAX));

/** The fields of the problem form of spec §5, without defaults so an edit can leave any of them out. */
const problemFields = {
  title: text({ error: MESSAGES.titleTooShort })
    .trim()
    .min(WORK_TITLE_MIN, MESSAGES.titleTooShort)
    .max(WORK_TITLE_MAX, MESSAGES.titleTooLong),
  description: text({ error: MESSAGES.descriptionTooShort })
    .trim()
    .min(WORK_DESCRIPTION_MIN, MESSAGES.descriptionTooShort)
    .max(WORK_DESCRIPTION_MAX, MESSAGES.descriptionTooLong),
  category: z.enum(PROBLEM_CATEGORIES, { error: MESSAGES.categoryRequired }),
  skillsNeeded: listOf(listItem).min(1, MESSAGES.skillsRequired),
  difficulty: z.enum(DIFFICULTIES),
  estimatedTime: z.enum(ESTIMATED_TIMES).nullable().optional(),
  tags: listOf(listItem),
  githubRepo: text()
    .trim()
    .regex(GITHUB_REPO_PATTERN, MESSAGES.githubRepoInvalid)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  projectLinks: z
    .array(text().trim().regex(HTTP_URL_PATTERN, MESSAGES.projectLinksInvalid).max(URL_MAX, tooLong(URL_MAX)))
    .max(LIST_MAX_ITEMS, tooMany(LIST_MAX_ITEMS)),
  additionalResources: text()
    .trim()
    .max(ADDITIONAL_RESOURCES_MAX, MESSAGES.additionalResourcesTooLong)
    .nullable()
    .optional(),
  projectType: z.enum(PROJECT_TYPES).nullable().optional(),
};

/** The create-problem form of spec §5, validated the same on the page and on the server. */
export const CreateProblemBody = z.object({
  ...problemFields,
  difficulty: problemFields.difficulty.default('Intermediate'),
  tags: problemFields.tags.default([]),
  projectLinks: problemFields.projectLinks.default([]),
});
export type CreateProblemBody = z.infer<typeof CreateProblemBody>;
export type CreateProblemInput = z.input<typeof CreateProblemBody>;

/** Editing sends the same form; fields left out keep their value (so no defaults are filled in here). */
export const UpdateProblemBody = z.object(problemFields).partial();
export type UpdateProblemBody = z.infer<typeof UpdateProblemBody>;

/** A problem in a path; an id that cannot be one answers the problem's 404, like an unknown one. */
export const ProblemIdParams = z.object({ id: z.uuid({ error: MESSAGES.problemNotFound }) });
export type ProblemIdParams = z.infer<typeof ProblemIdParams>;

export const ListProblemsQuery = PageQuery.extend({
  category: enumAnyCase(PROBLEM_CATEGORIES).optional(),
  difficulty: enumAnyCase(DIFFICULTIES).optional(),
  status: enumAnyCase(STATUSES).optional(),
  /** Comma-separated; a problem matches when it needs any of them (case-insensitive). */
  skills: text().max(200).optional(),
  search: text().trim().max(100).optional(),
});
export type ListProblemsQuery = z.output<typeof ListProblemsQuery>;
export type ListProblemsQueryInput = z.input<typeof ListProblemsQuery>;

export const ProblemSummary = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(PROBLEM_CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
  skillsNeeded: z.array(z.string()),
  estimatedTime: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(STATUSES),
  views: z.number().int(),
  supportersCount: z.number().int(),
  /** Spec §3's supporters[]: the newest SUPPORTERS_LISTED (100), newest first; supportersCount counts them all. */
  supporters: z.array(Supporter),
  collaboratorsCount: z.number().int(),
  author: UserSummary,
  /** On the wall the first few (TEAM_AVATARS_SHOWN) for the card's avatar strip; in a member's own list, all. */
  collaborators: z.array(Collaborator),
  createdAt: z.string(),
});
export type ProblemSummary = z.infer<typeof ProblemSummary>;

export const ProblemList = z.object({ problems: z.array(ProblemSummary), nextCursor: NextCursor });
export type ProblemList = z.infer<typeof ProblemList>;

export const ProblemAuthor = UserSummary.extend({
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  github: z.string().nullable(),
  linkedin: z.string().nullable(),
  website: z.string().nullable(),
});

export const ProblemDetail = ProblemSummary.extend({
  author: ProblemAuthor,
  githubRepo: z.string().nullable(),
  projectLinks: z.array(z.string()),
  additionalResources: z.string().nullable(),
  projectType: z.string().nullable(),
  completionNotes: z.string().nullable(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** What the signed-in viewer has done here; all false/null for anonymous visitors. */
  viewer: z.object({
    isAuthor: z.boolean(),
    isSupporter: z.boolean(),
    isCollaborator: z.boolean(),
    pendingRequestId: z.string().nullable(),
  }),
  /** Why moderators hid it, for its author only (everyone else gets a 410); null when it is not hidden. */
  removal: Removal.nullable(),
});
export type ProblemDetail = z.infer<typeof ProblemDetail>;

export const SupportResponse = z.object({ isSupported: z.boolean(), supportersCount: z.number().int() });
export type SupportResponse = z.infer<typeof SupportResponse>;

export const CollaborateBody = z.object({
  message: text().trim().max(REQUEST_MESSAGE_MAX, tooLong(REQUEST_MESSAGE_MAX)).default(''),
  proposedRole: z.enum(PROPOSED_ROLES).default('Collaborator'),
});
export type CollaborateBody = z.infer<typeof CollaborateBody>;
export type CollaborateInput = z.input<typeof CollaborateBody>;

/** The completion dialog of spec §4, for problems and projects alike. */
export const CompletionBody = z.object({
  completionNotes: text().trim().max(COMPLETION_NOTES_MAX, MESSAGES.completionNotesTooLong).default(''),
  acknowledgedCollaborators: z.array(text()).max(100, tooMany(100)).default([]),
});
export type CompletionBody = z.infer<typeof CompletionBody>;
export type CompletionInput = z.input<typeof CompletionBody>;

/** The completion body is optional as a whole: a client may send none and take the defaults. */
export const OptionalCompletionBody = z.preprocess((body) => body ?? {}, CompletionBody);
