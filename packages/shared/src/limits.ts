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
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

/** Passkeys (issue 29): how many a member keeps, and their names. */
export const PASSKEYS_MAX = 10;
export const PASSKEY_NAME_MAX = 60;
/** How long a passkey ceremony may take, from its options to its answer (the browser's own timeout is 60 s). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

/** A problem's, project's or challenge's title and description (spec §5). */
export const WORK_TITLE_MIN = 5;
export const WORK_TITLE_MAX = 200;
export const WORK_DESCRIPTION_MIN = 20;
export const WORK_DESCRIPTION_MAX = 2000;
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
/** A chat message can be edited by its sender for this long after it was sent (issue 28). */
export const CHAT_EDIT_WINDOW_MS = 15 * 60 * 1000;
/** The largest picture or PDF a chat message carries, and how many one message carries. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_ATTACHMENTS_PER_MESSAGE = 4;
/** A chat picture's thumbnail fits in this square; the picture itself in the larger one. */
export const CHAT_THUMBNAIL_PX = 320;
export const CHAT_IMAGE_MAX_PX = 2048;
/** First messages to members who share no team with the sender (message requests), per sender per 24 hours. */
export const MESSAGE_REQUESTS_PER_DAY = 5;
/** The longest search of a room's history. */
export const CHAT_SEARCH_MAX = 200;
/** A client says it is typing at most this often; others show it for a little longer than that. */
export const CHAT_TYPING_THROTTLE_MS = 3000;
export const CHAT_TYPING_SHOWN_MS = 5000;
/** A room's unread count stops at this ('99+'): counting further would read a long-unread room's every message. */
export const CHAT_UNREAD_CAP = 99;
/** Skills shown per member in a team list before '+N more' (spec §9). */
export const MEMBER_SKILLS_SHOWN = 3;

export const SESSION_SHORT_MS = 24 * 60 * 60 * 1000;
export const SESSION_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/** A link that verifies an address works for two days (issue 29); a member asks for another at most once a minute. */
export const EMAIL_VERIFICATION_TTL_MS = 2 * 24 * 60 * 60 * 1000;
export const VERIFICATION_MAIL_INTERVAL_MS = 60_000;
export const VERIFICATION_MAILS_PER_DAY = 5;

export const RESET_REDIRECT_MS = 2000;

export const SKILL_BADGES_ON_CARD = 5;
export const SUPPORTERS_SHOWN = 5;
/** How many of a problem's newest supporters its API answers list (spec §3 `supporters[]`); `supportersCount` has them all. */
export const SUPPORTERS_LISTED = 100;
export const TEAM_AVATARS_SHOWN = 3;

export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 50;

/** The bell counts unread notifications up to this; more shows as 99+. */
export const NOTIFICATION_UNREAD_MAX = 100;

/** How often a client's presence is refreshed, and how long it lasts without one (a crashed server's members go offline). */
export const PRESENCE_HEARTBEAT_MS = 20_000;
export const PRESENCE_TTL_MS = 60_000;
/** The members one `watch-presence` names, and the most one socket watches at once (a page shows far fewer). */
export const PRESENCE_WATCH_BATCH = 100;
export const PRESENCE_WATCH_MAX = 500;
/** Reconnection of the realtime link (spec §9). */
export const REALTIME_RECONNECT_ATTEMPTS = 5;
export const REALTIME_RECONNECT_DELAY_MS = 1000;

/** The profile's own fields (issue 11). */
export const PROFILE_TITLE_MAX = 100;
export const PROFILE_LOCATION_MAX = 100;
export const PROFILE_BIO_MAX = 1000;
export const PROFILE_LONG_TEXT_MAX = 2000;
export const PROFILE_SKILLS_MAX = 30;
/** Profile pictures (spec §5, §9): at most 5 MB sent; kept as a 400 px square JPEG of quality 0.8. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 400;
export const AVATAR_JPEG_QUALITY = 0.8;
/** Larger pictures are refused before they are decoded (a decompression bomb is small on disk, huge in memory). */
export const AVATAR_MAX_INPUT_PIXELS = 40_000_000;
export const PORTFOLIO_TITLE_MAX = 120;
export const PORTFOLIO_ITEMS_MAX = 50;
/** Problem skills shown per problem on a profile (spec §9). */
export const PROFILE_PROBLEM_SKILLS_SHOWN = 4;
/** The privacy notice a member agrees to at registration; a new notice gets a new version. */
export const PRIVACY_NOTICE_VERSION = '2026-11-25';

export const SEARCH_QUERY_MAX = 200;
/** Results per group of a search page; counts stop at SEARCH_COUNT_CAP ("1000+"). */
export const SEARCH_RESULTS_PER_TYPE = 10;
export const SEARCH_COUNT_CAP = 1000;

export const RECOMMENDATIONS_MAX = 10;

/** Skill Challenges (issue 12). Prizes are whole rupees; a challenge starts at most this many days ahead. */
export const CHALLENGE_PRIZE_MAX = 1_000_000_000;
export const CHALLENGE_START_MAX_DAYS = 90;
/** Prizes by place (issue 30): 1st, 2nd, 3rd… for at most this many places, CHALLENGE_PRIZE_MAX in all. */
export const CHALLENGE_PRIZE_PLACES_MAX = 10;
/** How long each duration of spec §3 lasts, in days from the start day's midnight, India time. */
export const CHALLENGE_DURATION_DAYS = {
  '3 days': 3,
  '1 week': 7,
  '2 weeks': 14,
  '1 month': 30,
  '2 months': 60,
} as const;
export const CHALLENGE_TEXT_MAX = 2000;
export const CHALLENGE_SPONSOR_MAX = 100;
export const CHALLENGE_CRITERIA_MAX = 8;
export const CHALLENGE_CRITERION_MAX = 100;
/** Each judging criterion is scored from 0 to this. */
export const CHALLENGE_SCORE_MAX = 10;
export const CHALLENGE_FEEDBACK_MAX = 1000;
/** A question or an answer in a challenge's Q&A, in characters. */
export const CHALLENGE_QUESTION_MAX = 2000;
/** Why a certificate was revoked. */
export const CERTIFICATE_REASON_MAX = 500;
/**
 * Reputation for the first, second and third places (ties share a place, as in sports: 1, 1, 3); only a
 * submission that scored above zero can win.
 */
export const CHALLENGE_PLACE_POINTS = [25, 15, 10] as const;
/** The reputation history's reason for each of those places. */
export const CHALLENGE_PLACE_REASONS = [
  'challenge-first-place',
  'challenge-second-place',
  'challenge-third-place',
] as const;

// Moderation (issue 27): here rather than beside the schemas, so the web's dialogs count against them without zod.
export const REPORT_DETAILS_MAX = 1000;
export const DECISION_NOTE_MAX = 1000;
export const APPEAL_TEXT_MAX = 2000;
export const SUSPENSION_DAYS_MAX = 365;

// Complaints to the Grievance Officer (issue 27).
export const GRIEVANCE_ABOUT_MAX = 300;
export const GRIEVANCE_TEXT_MAX = 5000;
/** A visitor's link to confirm their complaint works this long (7 days). */
export const GRIEVANCE_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/*
 * Limits that stop abuse before it needs a moderator (issue 27). A new account (NEW_ACCOUNT_DAYS old at most, with
 * no finished work another member has credited) may post only so much in any 24 hours, and no links on its first
 * LINK_FREE_DAYS: what a spammer gets from a fresh address is small, and a real newcomer rarely meets them.
 */
export const NEW_ACCOUNT_DAYS = 3;
export const LINK_FREE_DAYS = 1;
/** What a new account may post in any 24 hours, by kind (a request is a collaboration or a join request). */
export const NEW_ACCOUNT_DAILY_LIMITS = {
  problem: 3,
  project: 3,
  challenge: 2,
  request: 10,
  invitation: 10,
  message: 100,
  /** A question or an answer in a challenge's Q&A. */
  question: 20,
} as const;
export type PostingKind = keyof typeof NEW_ACCOUNT_DAILY_LIMITS;
/**
 * Anyone's same text (case and spaces aside) is taken REPEATED_TEXT_MAX times within REPEATED_TEXT_WINDOW_MS, over
 * every kind and place: a third copy is refused. Texts shorter than REPEATED_TEXT_MIN_CHARS ("ok", "thanks!",
 * "good morning team") are left alone: said again in three team chats, they are conversation, not spam.
 */
export const REPEATED_TEXT_MAX = 2;
export const REPEATED_TEXT_WINDOW_MS = 10 * 60 * 1000;
export const REPEATED_TEXT_MIN_CHARS = 20;
