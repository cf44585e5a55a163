import { z } from 'zod';
import { memberName, PublicUser } from './auth.schemas.ts';
import { UserIdParams } from './collaboration.schemas.ts';
import {
  ACHIEVEMENTS,
  DIFFICULTIES,
  PORTFOLIO_STATUSES,
  PROBLEM_CATEGORIES,
  PROJECT_CATEGORIES,
  STATUSES,
} from './enums.ts';
import {
  LIST_ITEM_MAX,
  PASSWORD_MAX,
  PORTFOLIO_TITLE_MAX,
  PROFILE_BIO_MAX,
  PROFILE_LOCATION_MAX,
  PROFILE_LONG_TEXT_MAX,
  PROFILE_SKILLS_MAX,
  PROFILE_TITLE_MAX,
  REPUTATION_LIMITS,
  URL_MAX,
} from './limits.ts';
import { MESSAGES, tooLong } from './messages.ts';
import { Removal } from './moderation.schemas.ts';
import { NextCursor } from './pagination.schemas.ts';
import { text } from './text.schemas.ts';
import { HTTP_URL_PATTERN } from './validation.ts';

const GITHUB_PROFILE_PATTERN = /^https:\/\/(www\.)?github\.com\/[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/?$/;
const LINKEDIN_PROFILE_PATTERN = /^https:\/\/([a-z]{2,3}\.)?(www\.)?linkedin\.com\/(in|pub|company)\/[^\s/?#]+\/?$/;

/** Free text of at most `max` characters; empty means none. */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, tooLong(max))
    .nullable()
    .transform((value) => value || null);

/** A link matching `pattern`; empty means none. */
const optionalLink = (pattern: RegExp, message: string) =>
  text()
    .trim()
    .max(URL_MAX, tooLong(URL_MAX))
    .nullable()
    .transform((value) => value || null)
    .refine((value) => value === null || pattern.test(value), message);

/** The profile of spec §3, every field optional: an edit sends what changed. The e-mail is never one of them. */
export const UpdateProfileBody = z
  .object({
    name: memberName,
    title: optionalText(PROFILE_TITLE_MAX),
    location: optionalText(PROFILE_LOCATION_MAX),
    bio: optionalText(PROFILE_BIO_MAX),
    skills: z
      .array(text().trim().min(1).max(LIST_ITEM_MAX, tooLong(LIST_ITEM_MAX)))
      .max(PROFILE_SKILLS_MAX, MESSAGES.tooManySkills)
      // The same skill twice, in any letter case, is one skill.
      .transform((skills) =>
        skills.filter((skill, i) => skills.findIndex((other) => other.toLowerCase() === skill.toLowerCase()) === i),
      ),
    experience: optionalText(PROFILE_LONG_TEXT_MAX),
    education: optionalText(PROFILE_LONG_TEXT_MAX),
    github: optionalLink(GITHUB_PROFILE_PATTERN, MESSAGES.githubProfileInvalid),
    linkedin: optionalLink(LINKEDIN_PROFILE_PATTERN, MESSAGES.linkedinProfileInvalid),
    website: optionalLink(HTTP_URL_PATTERN, MESSAGES.urlInvalid),
  })
  .partial()
  .extend({ email: z.never({ error: MESSAGES.emailImmutable }).optional() });
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;
export type UpdateProfileInput = z.input<typeof UpdateProfileBody>;

/** A member's profile as everyone sees it: the public fields plus their story. */
export const ProfileUser = PublicUser.extend({
  experience: z.string().nullable(),
  education: z.string().nullable(),
  createdAt: z.string(),
});
export type ProfileUser = z.infer<typeof ProfileUser>;

/** The four counters of spec §2, from real data. */
export const ProfileCounters = z.object({
  problemsPosted: z.number().int(),
  /** Problems and projects the member took part in (author, owner, collaborator or member) that are completed. */
  completed: z.number().int(),
  /** Places on problem teams and project teams. */
  collaborations: z.number().int(),
  achievements: z.number().int(),
  /** Challenges in which the member placed among the winners. */
  challengesWon: z.number().int(),
});
export type ProfileCounters = z.infer<typeof ProfileCounters>;

const portfolioFields = {
  title: text({ error: MESSAGES.portfolioRequired })
    .trim()
    .min(1, MESSAGES.portfolioRequired)
    .max(PORTFOLIO_TITLE_MAX, tooLong(PORTFOLIO_TITLE_MAX)),
  description: text({ error: MESSAGES.portfolioRequired })
    .trim()
    .min(1, MESSAGES.portfolioRequired)
    .max(PROFILE_LONG_TEXT_MAX, tooLong(PROFILE_LONG_TEXT_MAX)),
  technologies: z
    .array(text().trim().min(1).max(LIST_ITEM_MAX, tooLong(LIST_ITEM_MAX)))
    .max(PROFILE_SKILLS_MAX, MESSAGES.tooManySkills),
  status: z.enum(PORTFOLIO_STATUSES),
  githubUrl: optionalLink(HTTP_URL_PATTERN, MESSAGES.urlInvalid),
  liveUrl: optionalLink(HTTP_URL_PATTERN, MESSAGES.urlInvalid),
};

/** A portfolio project (spec §3 "Local portfolio project", kept on the server). */
export const PortfolioItemBody = z.object({
  ...portfolioFields,
  technologies: portfolioFields.technologies.default([]),
  status: portfolioFields.status.default('In Progress'),
  githubUrl: portfolioFields.githubUrl.optional().default(null),
  liveUrl: portfolioFields.liveUrl.optional().default(null),
});
export type PortfolioItemBody = z.infer<typeof PortfolioItemBody>;
export type PortfolioItemInput = z.input<typeof PortfolioItemBody>;
export const UpdatePortfolioItemBody = z.object(portfolioFields).partial();
export type UpdatePortfolioItemBody = z.infer<typeof UpdatePortfolioItemBody>;

export const PortfolioItemParams = z.object({ itemId: z.uuid({ error: MESSAGES.portfolioNotFound }) });
export const PortfolioLikeParams = UserIdParams.extend({ itemId: z.uuid({ error: MESSAGES.portfolioNotFound }) });

export const PortfolioItem = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  technologies: z.array(z.string()),
  status: z.enum(PORTFOLIO_STATUSES),
  githubUrl: z.string().nullable(),
  liveUrl: z.string().nullable(),
  /** How many members like it; the viewer's own like is `isLiked`. */
  likes: z.number().int(),
  isLiked: z.boolean(),
  createdAt: z.string(),
  /** Why moderators hid it, for its owner only (nobody else is shown it); null when it is not hidden. */
  removal: Removal.nullable(),
});
export type PortfolioItem = z.infer<typeof PortfolioItem>;

export const PortfolioLikeResponse = z.object({ likes: z.number().int(), isLiked: z.boolean() });
export type PortfolioLikeResponse = z.infer<typeof PortfolioLikeResponse>;

export const Achievement = z.object({ kind: z.enum(ACHIEVEMENTS), earnedAt: z.string() });
export type Achievement = z.infer<typeof Achievement>;

/** A problem as a profile or dashboard lists it. */
export const ProfileProblem = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(PROBLEM_CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
  status: z.enum(STATUSES),
  skillsNeeded: z.array(z.string()),
  createdAt: z.string(),
});
export type ProfileProblem = z.infer<typeof ProfileProblem>;

/** A project as a profile or dashboard lists it. */
export const ProfileProject = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(PROJECT_CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
  status: z.enum(STATUSES),
  skillsNeeded: z.array(z.string()),
  teamSize: z.number().int(),
  maxMembers: z.number().int(),
  createdAt: z.string(),
});
export type ProfileProject = z.infer<typeof ProfileProject>;

/** `GET /api/users/{id}`: what spec §2's profile shows. Private projects appear only to their team. */
export const UserProfile = z.object({
  user: ProfileUser,
  counters: ProfileCounters,
  portfolio: z.array(PortfolioItem),
  achievements: z.array(Achievement),
  problems: z.array(ProfileProblem),
  projects: z.array(ProfileProject),
  isOnline: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfile>;

export const AvatarResponse = z.object({ avatar: z.string().nullable() });
export type AvatarResponse = z.infer<typeof AvatarResponse>;

/** One reputation award: what, when, how many points, and the limit that made it fewer (spec §9, issue 11). */
export const ReputationEventView = z.object({
  _id: z.string(),
  points: z.number().int(),
  reason: z.string(),
  source: z.object({
    type: z.string(),
    _id: z.string(),
    /** Null when the source is gone or private to the viewer. */
    title: z.string().nullable(),
  }),
  limitedBy: z.enum(REPUTATION_LIMITS).nullable(),
  createdAt: z.string(),
});
export type ReputationEventView = z.infer<typeof ReputationEventView>;
export const ReputationHistory = z.object({
  score: z.number().int(),
  events: z.array(ReputationEventView),
  nextCursor: NextCursor,
});
export type ReputationHistory = z.infer<typeof ReputationHistory>;

/** `GET /api/users/me/dashboard`: the greeting's figures and lists, from the member's real data. */
export const Dashboard = z.object({
  stats: z.object({
    /** Problems the member posted. */
    problemsCreated: z.number().int(),
    /** Project teams the member joined (their own projects are not counted). */
    projectsJoined: z.number().int(),
    /** Challenges in which the member placed among the winners. */
    challengesWon: z.number().int(),
    /** Problem teams the member is on: as a collaborator, or as the author of a problem with a collaborator. */
    collaborations: z.number().int(),
  }),
  /** The newest problems the member posted (what problemsCreated counts). */
  recentProblems: z.array(ProfileProblem),
  /** Projects the member owns or joined that are neither completed nor cancelled, newest first. */
  activeProjects: z.array(ProfileProject),
});
export type Dashboard = z.infer<typeof Dashboard>;

/** Deleting an account asks for the password again. */
export const DeleteAccountBody = z.object({
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;
