/** Enumerations of spec §3, in the order the spec lists them. */
export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const STATUSES = ['Planning', 'Active', 'On Hold', 'Completed', 'Cancelled'] as const;
export type Status = (typeof STATUSES)[number];

export const PROBLEM_CATEGORIES = [
  'Technology',
  'Education',
  'Healthcare',
  'Environment',
  'Social Impact',
  'Business',
  'Agriculture',
  'Infrastructure',
  'Arts & Culture',
  'Other',
] as const;
export type ProblemCategory = (typeof PROBLEM_CATEGORIES)[number];

export const ESTIMATED_TIMES = ['1-2 hours', '1-3 days', '1-2 weeks', '1+ months'] as const;
export type EstimatedTime = (typeof ESTIMATED_TIMES)[number];

export const PROJECT_TYPES = ['New Project', 'Existing Project', 'Open Source', 'Research', 'Prototype'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PROPOSED_ROLES = ['Collaborator', 'Developer', 'Designer', 'Researcher', 'Advisor', 'Other'] as const;
export type ProposedRole = (typeof PROPOSED_ROLES)[number];

export const REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * Every project category, one list for creating, editing, filtering and the database (spec §3 gives 8 for create and
 * these 12 for edit and the filter; one list, so a project can be created in any category it can later be moved to).
 */
export const PROJECT_CATEGORIES = [
  'Web Development',
  'Mobile App',
  'AI/ML',
  'Design',
  'Data Science',
  'Game Development',
  'IoT',
  'Other',
  'Blockchain',
  'Research',
  'Open Source',
  'Startup',
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const PROJECT_DURATIONS = ['1-2 weeks', '1-2 months', '3-6 months', '6+ months'] as const;
export type ProjectDuration = (typeof PROJECT_DURATIONS)[number];

/** Public: listed, anyone may ask to join. Private: seen by its members only, grows by the owner's invitation. */
export const VISIBILITIES = ['Public', 'Private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const REPOSITORY_PLATFORMS = ['GitHub', 'GitLab', 'Bitbucket', 'Other'] as const;
export type RepositoryPlatform = (typeof REPOSITORY_PLATFORMS)[number];

export const TASK_STATUSES = ['Todo', 'In Progress', 'Review', 'Done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITIES = ['High', 'Medium', 'Low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const JOIN_REQUEST_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/** A member asked to join (the owner answers), or the owner invited a member (the invitee answers). */
export const JOIN_REQUEST_KINDS = ['request', 'invitation'] as const;
export type JoinRequestKind = (typeof JOIN_REQUEST_KINDS)[number];

/**
 * Where a member's consent to the privacy notice was collected: our own pages (the terms box, sent as
 * `acceptTerms: true` from our origin) or another client (spec §5 has it gate sign-up on its own terms box).
 */
export const CONSENT_CHANNELS = ['web-app', 'api-client'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** A portfolio project's state (spec §3). */
export const PORTFOLIO_STATUSES = ['In Progress', 'Completed', 'Planning', 'On Hold'] as const;
export type PortfolioStatus = (typeof PORTFOLIO_STATUSES)[number];

/** What a member can earn, each once, from real events (issue 11). */
export const ACHIEVEMENTS = [
  'first-problem',
  'first-project',
  'first-collaboration',
  'first-completion',
  'first-challenge-win',
  'reputation-50',
  'reputation-100',
  'reputation-500',
] as const;
export type AchievementKind = (typeof ACHIEVEMENTS)[number];
/** The reputation scores that earn an achievement, lowest first. */
export const REPUTATION_ACHIEVEMENTS = [
  { score: 50, kind: 'reputation-50' },
  { score: 100, kind: 'reputation-100' },
  { score: 500, kind: 'reputation-500' },
] as const satisfies readonly { score: number; kind: AchievementKind }[];

/** What a search looks through; `type` narrows it to one. */
export const SEARCH_TYPES = ['users', 'problems', 'projects', 'skills'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Skill Challenges (spec §3). A challenge's status follows its dates: before the start, between, after the end. */
export const CHALLENGE_STATUSES = ['Active', 'Upcoming', 'Completed'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

export const CHALLENGE_CATEGORIES = [
  'Web Development',
  'Mobile Development',
  'AI/ML',
  'Design',
  'Data Science',
  'Game Development',
  'Algorithm',
  'Other',
] as const;
export type ChallengeCategory = (typeof CHALLENGE_CATEGORIES)[number];

export const CHALLENGE_DURATIONS = ['3 days', '1 week', '2 weeks', '1 month', '2 months'] as const;
export type ChallengeDuration = (typeof CHALLENGE_DURATIONS)[number];

/** A moderator acts on reports (issue 27); everyone else is a member. */
/** Third-party sign-in providers the server can be configured for (issue 29). */
export const SIGN_IN_PROVIDERS = ['google', 'github'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export const ROLES = ['member', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

/** What a moderator may do to a reported thing's member: a warning, a suspension for some days, a ban. */
export const MEMBER_ACTIONS = ['warn', 'suspend', 'ban'] as const;
/** The moderation actions a member may appeal, once each: those on them or on what they posted. */
export const APPEALABLE_ACTIONS = ['hide', 'warn', 'suspend', 'ban'] as const;
/** Whether a decision told to a member is one they may appeal (an appeal's outcome or a restore is not). */
export const isAppealableAction = (action: string | undefined) =>
  (APPEALABLE_ACTIONS as readonly string[]).includes(action ?? '');
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/**
 * A direct conversation (issue 28): `open` between members who may write freely; a `request` while the other has
 * not accepted a first message from someone who shares no team with them; `ignored` when they set it aside (its
 * starter is not told, and their messages wait unseen).
 */
export const CONVERSATION_STATUSES = ['open', 'request', 'ignored'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** The kinds of room a chat message lives in: a project's team, a problem's team, a direct conversation. */
export const CHAT_ROOM_KINDS = ['project', 'collaboration', 'direct'] as const;
export type ChatRoomKind = (typeof CHAT_ROOM_KINDS)[number];

/** What may be attached to a chat message: a picture (re-encoded) or a PDF. */
export const CHAT_ATTACHMENT_KINDS = ['image', 'pdf'] as const;
export type ChatAttachmentKind = (typeof CHAT_ATTACHMENT_KINDS)[number];

/** The small set of reactions a chat message can get. */
export const CHAT_REACTIONS = ['👍', '❤️', '😂', '🎉', '😮', '🙏'] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];
