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

/** The languages SkillSync speaks: English and Hindi. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
