/** Business constants of spec §9. */
export const REPUTATION_FOR_COMPLETER = 15;
export const REPUTATION_FOR_COLLABORATOR = 10;
/** Reputation a member can earn from completions in one India day (Asia/Kolkata, UTC+05:30). */
export const REPUTATION_DAILY_MAX = 45;
/** The same author credits the same collaborator at most once in this many days. */
export const REPUTATION_REPEAT_CREDIT_DAYS = 30;
/** Why an award gave fewer points than it is worth. */
export const REPUTATION_LIMITS = ['daily-limit', 'repeat-credit'] as const;
export type ReputationLimit = (typeof REPUTATION_LIMITS)[number];

export const REGISTER_PASSWORD_MIN = 8;
export const RESET_PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const PROBLEM_TITLE_MIN = 5;
export const PROBLEM_TITLE_MAX = 200;
export const PROBLEM_DESCRIPTION_MIN = 20;
export const PROBLEM_DESCRIPTION_MAX = 2000;
export const ADDITIONAL_RESOURCES_MAX = 1000;
export const COMPLETION_NOTES_MAX = 1000;
export const REQUEST_MESSAGE_MAX = 1000;
export const LIST_ITEM_MAX = 50;
export const LIST_MAX_ITEMS = 20;

/** A project's team counts its owner: create offers 2–20 (default 5), edit 1–50 (spec §5, §9). */
export const PROJECT_CREATE_MEMBERS_MIN = 2;
export const PROJECT_CREATE_MEMBERS_MAX = 20;
export const PROJECT_CREATE_MEMBERS_DEFAULT = 5;
export const PROJECT_EDIT_MEMBERS_MIN = 1;
export const PROJECT_EDIT_MEMBERS_MAX = 50;
export const PROJECT_EDIT_MEMBERS_DEFAULT = 10;
export const PROJECT_TEXT_MAX = 2000;
export const URL_MAX = 500;
export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 2000;
/** Enough for a real plan, few enough to show a project's board in one answer. */
export const TASKS_PER_PROJECT_MAX = 200;
export const MILESTONES_PER_PROJECT_MAX = 50;
export const CHAT_MESSAGE_MAX = 4000;
/** Skills shown per member in a team list before '+N more' (spec §9). */
export const MEMBER_SKILLS_SHOWN = 3;

export const SESSION_SHORT_MS = 24 * 60 * 60 * 1000;
export const SESSION_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export const NOTIFICATION_POLL_MS = 30_000;
export const BADGE_CAP = 99;
export const RESET_REDIRECT_MS = 2000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;
export const STALE_TIME_MS = 5 * 60 * 1000;
export const FILTER_DEBOUNCE_MS = 300;

export const SKILL_BADGES_ON_CARD = 5;
export const SUPPORTERS_SHOWN = 5;
export const TEAM_AVATARS_SHOWN = 3;

export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 50;

/** How often a client's presence is refreshed, and how long it lasts without one (a crashed server's members go offline). */
export const PRESENCE_HEARTBEAT_MS = 20_000;
export const PRESENCE_TTL_MS = 60_000;
/** Reconnection of the realtime link (spec §9). */
export const REALTIME_RECONNECT_ATTEMPTS = 5;
export const REALTIME_RECONNECT_DELAY_MS = 1000;
