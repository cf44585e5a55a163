import { z } from 'zod';
import {
  DIFFICULTIES,
  JOIN_REQUEST_KINDS,
  JOIN_REQUEST_STATUSES,
  PROJECT_CATEGORIES,
  PROJECT_DURATIONS,
  REPOSITORY_PLATFORMS,
  STATUSES,
  VISIBILITIES,
} from './enums.ts';
import { httpUrl, optionalDate, optionalText, optionalUrl } from './fields.schemas.ts';
import {
  EMAIL_MAX,
  LIST_ITEM_MAX,
  LIST_MAX_ITEMS,
  PROJECT_CREATE_MEMBERS_DEFAULT,
  PROJECT_CREATE_MEMBERS_MAX,
  PROJECT_CREATE_MEMBERS_MIN,
  PROJECT_EDIT_MEMBERS_MAX,
  PROJECT_EDIT_MEMBERS_MIN,
  PROJECT_TEXT_MAX,
  REQUEST_MESSAGE_MAX,
  WORK_DESCRIPTION_MAX,
  WORK_DESCRIPTION_MIN,
  WORK_TITLE_MAX,
  WORK_TITLE_MIN,
} from './limits.ts';
import { MESSAGES, tooLong, tooMany } from './messages.ts';
import { Removal } from './moderation.schemas.ts';
import { NextCursor, PageQuery } from './pagination.schemas.ts';
import { UserSummary } from './problems.schemas.ts';
import { Milestone, ProjectProgress, Task } from './project-work.schemas.ts';
import { enumAnyCase, text } from './text.schemas.ts';

// ---- Pieces ----

const listItem = text().trim().min(1).max(LIST_ITEM_MAX, tooLong(LIST_ITEM_MAX));
const list = z.array(listItem).max(LIST_MAX_ITEMS, tooMany(LIST_MAX_ITEMS));

const title = text({ error: MESSAGES.titleTooShort })
  .trim()
  .min(WORK_TITLE_MIN, MESSAGES.titleTooShort)
  .max(WORK_TITLE_MAX, MESSAGES.titleTooLong);
const description = text({ error: MESSAGES.descriptionTooShort })
  .trim()
  .min(WORK_DESCRIPTION_MIN, MESSAGES.descriptionTooShort)
  .max(WORK_DESCRIPTION_MAX, MESSAGES.descriptionTooLong);

const membersBetween = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Where the code lives (spec §3 `repository {url, platform default GitHub}`). */
export const Repository = z.object({
  url: httpUrl.nullable(),
  platform: z.enum(REPOSITORY_PLATFORMS),
});
export type Repository = z.infer<typeof Repository>;

const RepositoryInput = z.object({
  url: optionalUrl,
  platform: z.enum(REPOSITORY_PLATFORMS).default('GitHub'),
});

// ---- Paths ----

/** A project in a path; an id that cannot be one answers the project's 404, like an unknown one. */
export const ProjectIdParams = z.object({ id: z.uuid({ error: MESSAGES.projectNotFound }) });
export type ProjectIdParams = z.infer<typeof ProjectIdParams>;

export const JoinRequestParams = z.object({
  id: z.uuid({ error: MESSAGES.projectNotFound }),
  requestId: z.uuid({ error: MESSAGES.joinRequestNotFound }),
});
export type JoinRequestParams = z.infer<typeof JoinRequestParams>;

export const MemberParams = z.object({
  id: z.uuid({ error: MESSAGES.projectNotFound }),
  userId: z.uuid({ error: MESSAGES.memberNotFound }),
});
export type MemberParams = z.infer<typeof MemberParams>;

// ---- Bodies ----

/** An end day, when both days are given, is not before the start day. */
const isInOrder = (body: { startDate?: string | null; endDate?: string | null }) =>
  !body.startDate || !body.endDate || body.startDate <= body.endDate;
/** Checked once both days are valid, even while other fields are not: a form shows every error at once. */
const endAfterStart = {
  message: MESSAGES.endBeforeStart,
  path: ['endDate'],
  when: ({ issues }: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    issues.every((issue) => issue.path?.[0] !== 'startDate' && issue.path?.[0] !== 'endDate'),
};

/**
 * The create-project form of spec §5: everything but requirements, tags, the dates and the links is required. It
 * offers the same categories, dates and links as editing: one form, one list.
 */
export const CreateProjectBody = z
  .object({
    title,
    description,
    category: z.enum(PROJECT_CATEGORIES, { error: MESSAGES.categoryRequired }),
    difficulty: z.enum(DIFFICULTIES).default('Intermediate'),
    maxMembers: membersBetween(
      PROJECT_CREATE_MEMBERS_MIN,
      PROJECT_CREATE_MEMBERS_MAX,
      MESSAGES.createMembersRange,
    ).default(PROJECT_CREATE_MEMBERS_DEFAULT),
    skillsNeeded: list.min(1, MESSAGES.skillsRequired),
    tags: list.default([]),
    duration: z.enum(PROJECT_DURATIONS, { error: MESSAGES.durationRequired }),
    visibility: z.enum(VISIBILITIES).default('Public'),
    goals: text({ error: MESSAGES.goalsRequired })
      .trim()
      .min(1, MESSAGES.goalsRequired)
      .max(PROJECT_TEXT_MAX, tooLong(PROJECT_TEXT_MAX)),
    requirements: optionalText(PROJECT_TEXT_MAX),
    startDate: optionalDate,
    endDate: optionalDate,
    repository: RepositoryInput.optional(),
    demoUrl: optionalUrl,
  })
  .refine(isInOrder, endAfterStart);
export type CreateProjectBody = z.infer<typeof CreateProjectBody>;
export type CreateProjectInput = z.input<typeof CreateProjectBody>;

/**
 * The edit form of spec §5 sends the whole project; a field left out keeps its value. A project is
 * completed through its completion dialog (which hands out reputation), never by editing its status.
 */
export const UpdateProjectBody = z
  .object({
    title,
    description,
    category: z.enum(PROJECT_CATEGORIES, { error: MESSAGES.categoryRequired }),
    difficulty: z.enum(DIFFICULTIES),
    status: z.enum(STATUSES).exclude(['Completed']),
    maxMembers: membersBetween(PROJECT_EDIT_MEMBERS_MIN, PROJECT_EDIT_MEMBERS_MAX, MESSAGES.editMembersRange),
    skillsNeeded: list,
    tags: list,
    duration: z.enum(PROJECT_DURATIONS),
    visibility: z.enum(VISIBILITIES),
    startDate: optionalDate,
    endDate: optionalDate,
    repository: RepositoryInput,
    demoUrl: optionalUrl,
    goals: optionalText(PROJECT_TEXT_MAX),
    requirements: optionalText(PROJECT_TEXT_MAX),
  })
  .partial()
  .refine(isInOrder, endAfterStart);
export type UpdateProjectBody = z.infer<typeof UpdateProjectBody>;
export type UpdateProjectInput = z.input<typeof UpdateProjectBody>;

export const ListProjectsQuery = PageQuery.extend({
  category: enumAnyCase(PROJECT_CATEGORIES).optional(),
  difficulty: enumAnyCase(DIFFICULTIES).optional(),
  status: enumAnyCase(STATUSES).optional(),
  search: text().trim().max(100).optional(),
});
export type ListProjectsQuery = z.output<typeof ListProjectsQuery>;
export type ListProjectsQueryInput = z.input<typeof ListProjectsQuery>;

export const JoinProjectBody = z.object({
  message: text().trim().max(REQUEST_MESSAGE_MAX, tooLong(REQUEST_MESSAGE_MAX)).default(''),
  skills: list.default([]),
});
export type JoinProjectBody = z.infer<typeof JoinProjectBody>;
export type JoinProjectInput = z.input<typeof JoinProjectBody>;

export const InviteBody = z.object({
  email: text({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(EMAIL_MAX, tooLong(EMAIL_MAX))
    .pipe(z.email(MESSAGES.emailInvalid)),
  message: text().trim().max(REQUEST_MESSAGE_MAX, tooLong(REQUEST_MESSAGE_MAX)).default(''),
});
export type InviteBody = z.infer<typeof InviteBody>;
export type InviteInput = z.input<typeof InviteBody>;

/**
 * What the server takes: an invitation by e-mail (the invite dialog) or by member id (a recommendation's Invite).
 * By e-mail the answer is the same whether or not the address is registered: someone who is not gets an e-mail
 * inviting them to SkillSync, and the invitation waits for whoever registers with the address.
 */
export const InviteRequestBody = InviteBody.partial({ email: true })
  .extend({ userId: z.uuid({ error: MESSAGES.inviteeNotFound }).optional() })
  .refine((body) => body.email !== undefined || body.userId !== undefined, {
    message: MESSAGES.emailRequired,
    path: ['email'],
  });
export type InviteRequestBody = z.infer<typeof InviteRequestBody>;

export const RespondToJoinBody = z.object({ action: z.enum(['accept', 'reject']) });
export type RespondToJoinBody = z.infer<typeof RespondToJoinBody>;

// ---- Answers ----

/** A member of a project's team (spec §3): who, in what role, since when, with which skills. */
export const ProjectMember = z.object({
  user: UserSummary,
  role: z.string(),
  joinedAt: z.string(),
  skills: z.array(z.string()),
});
export type ProjectMember = z.infer<typeof ProjectMember>;

/** A join request or invitation (spec §3 Project join request, plus who asks whom). */
export const JoinRequest = z.object({
  _id: z.string(),
  kind: z.enum(JOIN_REQUEST_KINDS),
  status: z.enum(JOIN_REQUEST_STATUSES),
  /**
   * Who would join: the member asking, or the member invited. Null for an invitation by e-mail, except to the
   * invitee: its owner sees only `inviteeEmail`, never whether or as whom the address is registered.
   */
  user: z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() }).nullable(),
  /** The address an invitation by e-mail went to, as its owner typed it; null otherwise. */
  inviteeEmail: z.string().nullable(),
  project: z.object({ _id: z.string(), title: z.string(), owner: z.object({ _id: z.string(), name: z.string() }) }),
  message: z.string(),
  skills: z.array(z.string()),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type JoinRequest = z.infer<typeof JoinRequest>;

export const JoinRequestList = z.object({ requests: z.array(JoinRequest), nextCursor: NextCursor });
export type JoinRequestList = z.infer<typeof JoinRequestList>;

export const ProjectSummary = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(PROJECT_CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
  status: z.enum(STATUSES),
  skillsNeeded: z.array(z.string()),
  tags: z.array(z.string()),
  duration: z.enum(PROJECT_DURATIONS).nullable(),
  visibility: z.enum(VISIBILITIES),
  maxMembers: z.number().int(),
  /** The owner and the members: what maxMembers counts. */
  teamSize: z.number().int(),
  owner: UserSummary,
  /** Members but the owner: on the list the first few (TEAM_AVATARS_SHOWN), elsewhere all of them. */
  members: z.array(ProjectMember),
  createdAt: z.string(),
});
export type ProjectSummary = z.infer<typeof ProjectSummary>;

export const ProjectList = z.object({ projects: z.array(ProjectSummary), nextCursor: NextCursor });
export type ProjectList = z.infer<typeof ProjectList>;

/** A project the member is on, with their place in it (the dashboard's Project Teams). */
export const ProjectMembership = ProjectSummary.extend({
  membership: z.object({ role: z.string(), joinedAt: z.string() }),
});
export type ProjectMembership = z.infer<typeof ProjectMembership>;

export const ProjectMembershipList = z.object({ projects: z.array(ProjectMembership), nextCursor: NextCursor });
export type ProjectMembershipList = z.infer<typeof ProjectMembershipList>;

export const ProjectDetail = ProjectSummary.extend({
  owner: UserSummary.extend({ bio: z.string().nullable() }),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  repository: Repository,
  demoUrl: z.string().nullable(),
  goals: z.string().nullable(),
  requirements: z.string().nullable(),
  tasks: z.array(Task),
  milestones: z.array(Milestone),
  progress: ProjectProgress,
  /**
   * Pending requests and invitations for the owner; for any other member, their own pending request to join (if
   * any), so a client written to the spec shows 'Request Pending'; never another member's.
   */
  joinRequests: z.array(JoinRequest),
  completionNotes: z.string().nullable(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
  viewer: z.object({
    isOwner: z.boolean(),
    isMember: z.boolean(),
    /** The viewer's own unanswered request to join, or invitation to answer. */
    pendingRequest: z.object({ _id: z.string(), kind: z.enum(JOIN_REQUEST_KINDS) }).nullable(),
  }),
  /** Why moderators hid it, for its owner only (everyone else gets a 410); null when it is not hidden. */
  removal: Removal.nullable(),
});
export type ProjectDetail = z.infer<typeof ProjectDetail>;
