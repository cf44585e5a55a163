import type { Language } from './enums.ts';

/** User-facing texts of spec §5/§8, kept once so server and web cannot drift. */
export const MESSAGES = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  sessionExpired: 'Session expired. Please login again.',
  loginSuccess: 'Login successful!',
  registrationSuccess: 'Registration successful!',
  logoutSuccess: 'Logged out successfully',
  forgotPasswordSent:
    'If an account exists for that email, we have sent a password reset link. Check your email for reset instructions.',
  forgotPasswordDefault: 'Check your email for reset instructions.',
  forgotPasswordError: 'Error sending reset email.',
  resetSuccess: 'Password reset successful.',
  resetError: 'Error resetting password.',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetPasswordMismatch: 'Passwords do not match.',
  passwordMismatch: 'Passwords do not match',
  passwordWeak:
    'Password must be at least 8 characters and contain a lowercase letter, an uppercase letter and a number',
  nameRequired: 'Full name is required',
  nameReserved: 'This name is kept for deleted accounts. Please use your own name.',
  termsRequired: 'Please agree to the Terms of Service and Privacy Policy',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  validationFailed: 'Please correct the highlighted fields',
  notFound: 'Not found',
  unauthenticated: 'Please log in to continue',
  forbidden: 'You do not have permission to do that',
  serverError: 'Something went wrong',
  requestTooLarge: 'Request is too large',
  invalidRequest: 'Invalid request',
  invalidValue: 'Invalid value',
  tooManyWatched: 'Too many members watched at once',
  crossSiteRefused: 'Cross-site request refused',
  textHasNul: 'Text cannot contain the NUL character (U+0000)',
  textMalformed: 'Text contains a broken character (an unpaired surrogate)',

  titleTooShort: 'Title must be at least 5 characters long',
  titleTooLong: 'Title must be at most 200 characters long',
  descriptionTooShort: 'Description must be at least 20 characters long',
  descriptionTooLong: 'Description must be at most 2000 characters long',
  categoryRequired: 'Please select a category',
  skillsRequired: 'Please specify the skills needed',
  githubRepoInvalid: 'Please enter a valid GitHub repository URL (e.g., https://github.com/username/repository)',
  projectLinksInvalid: 'Please enter valid URLs (one per line)',
  additionalResourcesTooLong: 'Additional resources must be at most 1000 characters',
  completionNotesTooLong: 'Completion summary must be at most 1000 characters',
  problemNotFound: 'Problem not found',
  requestNotFound: 'Collaboration request not found',
  ownProblemCollaboration: 'You cannot collaborate on your own problem',
  alreadyCollaborator: 'You are already a collaborator on this problem',
  requestPending: 'You already have a pending request for this problem',
  requestNotPending: 'This request has already been answered',
  problemAlreadyCompleted: 'This problem is already completed',
  problemClosedToRequests: 'This problem is completed and no longer takes collaboration requests',
  problemDeleted: 'Problem deleted successfully',
  completedProblemUndeletable: "A completed problem is part of its team's record and cannot be deleted.",
  ownProblemSupport: 'You cannot support your own problem',
  userNotFound: 'User not found',
  invalidCursor: 'This page link is no longer valid. Please reload the list.',
  notProblemAuthor: 'Only the author of this problem can do that',
  notRequestSender: 'Only the sender of this request can cancel it',
  collaborationRequestSent: 'Collaboration request sent!',
  problemCompleted: 'Problem marked as completed successfully!',
  draftSaved: 'Draft saved successfully!',
  loadProblemsFailed: 'Failed to load problems. Please try again.',
  loadProblemFailed: 'Failed to load problem details. Please try again.',
  supportFailed: 'Failed to support problem. Please try again.',
  collaborateFailed: 'Failed to send collaboration request. Please try again.',
  updateProblemFailed: 'Failed to update problem. Please try again.',
  deleteProblemFailed: 'Failed to delete problem. Please try again.',
  completeProblemFailed: 'Failed to mark problem as completed. Please try again.',
  createProblemFailed: 'Failed to create problem. Please try again.',
  loginToSupport: 'Please log in to support this problem',
  loginToCollaborate: 'Please log in to collaborate on this problem',
  respondFailed: 'Failed to respond to request. Please try again.',
  cancelFailed: 'Failed to cancel request. Please try again.',
  requestCancelled: 'Request cancelled successfully!',
  cancelConfirm: 'Are you sure you want to cancel this collaboration request?',
  loginToSupportOrCollaborate: 'Please log in to support or collaborate on this problem',

  projectNotFound: 'Project not found',
  joinRequestNotFound: 'Join request not found',
  taskNotFound: 'Task not found',
  milestoneNotFound: 'Milestone not found',
  notProjectOwner: 'Only the owner of this project can do that',
  notProjectMember: 'Only members of this project can do that',
  notInvitee: 'Only the invited member can answer this invitation',
  ownProjectJoin: 'You own this project',
  alreadyProjectMember: 'You are already a member of this project',
  joinRequestPending: 'You already have a pending request for this project',
  invitationPending: 'This member already has a pending invitation or request for this project',
  addressInvitationPending: 'This address already has a pending invitation to this project',
  privateProjectJoin: 'This project is invite-only',
  teamFull: 'This team is full',
  projectClosed: 'This project is completed and its team is final',
  projectAlreadyCompleted: 'This project is already completed',
  completedProjectUndeletable: "A completed project is part of its team's record and cannot be deleted.",
  maxMembersBelowTeam: 'Max members cannot be less than the current team size',
  createMembersRange: 'Max members must be between 2 and 20',
  editMembersRange: 'Max members must be between 1 and 50',
  goalsRequired: 'Please describe the goals of the project',
  durationRequired: 'Please choose a timeline',
  urlInvalid: 'Please enter a valid URL',
  dateInvalid: 'Please enter a valid date',
  endBeforeStart: 'The end date cannot be before the start date',
  assigneeNotMember: 'The assignee must be a member of this project',
  taskTitleRequired: 'Please give the task a title',
  milestoneTitleRequired: 'Please give the milestone a title',
  tooManyTasks: 'This project has as many tasks as it can hold',
  tooManyMilestones: 'This project has as many milestones as it can hold',
  inviteeNotFound: 'No SkillSync member has this e-mail address',
  messageRequired: 'Please write a message',
  messageTooLong: 'A message can be at most 4000 characters',
  loginToCreateProject: 'You must be logged in to create a project',
  loadProjectsFailed: 'Failed to load projects. Please try again.',
  loadProjectFailed: 'Failed to load project',
  createProjectFailed: 'Failed to create project. Please try again.',
  updateProjectFailed: 'Failed to update project',
  projectUpdated: 'Project updated successfully!',
  deleteProjectFailed: 'Error deleting project. Please try again.',
  projectDeleted: 'Project deleted successfully',
  taskDeleted: 'Task deleted',
  milestoneDeleted: 'Milestone deleted',
  joinRequestFailed: 'Failed to send join request',
  joinRequestSent: 'Join request sent successfully!',
  joinResponseFailed: 'Failed to respond to project join request. Please try again.',
  sendMessageFailed: 'Failed to send message. Please try again.',
  memberNotFound: 'This member is not on the team',
  ownerCannotLeave: 'The owner cannot leave their own project',
  memberRemoved: 'Member removed from the team',
  notTeamMember: 'Only members of this team can do that',
  emailImmutable: 'The email address cannot be changed',
  githubProfileInvalid: 'Please enter a valid GitHub profile URL (e.g., https://github.com/username)',
  linkedinProfileInvalid: 'Please enter a valid LinkedIn profile URL (e.g., https://www.linkedin.com/in/username)',
  /** Any text field past its limit; `{max}` is the limit (see `tooLong`). */
  textTooLong: 'This is too long: at most {max} characters',
  /** Any list past its limit; `{max}` is the limit (see `tooMany`). */
  listTooLong: 'Too many: at most {max}',
  tooManySkills: 'List at most 30 skills',
  profileUpdated: 'Profile updated successfully!',
  updateProfileFailed: 'Failed to update profile. Please try again.',
  fileTooLarge: 'File size should be less than 5MB',
  notAnImage: 'Please select an image file',
  imageTooLarge: 'This picture has too many pixels. Please choose a smaller one.',
  avatarRequired: 'Please choose a picture to upload',
  picturesBusy: 'Many pictures are being processed right now. Please try again in a few seconds.',
  avatarUpdated: 'Profile picture updated',
  portfolioRequired: 'Please fill in at least the title and description',
  portfolioNotFound: 'Portfolio project not found',
  tooManyPortfolioItems: 'A portfolio can hold at most 50 projects',
  ownPortfolioLike: 'You cannot like your own project',
  passwordIncorrect: 'The password is incorrect',
  accountDeleted: 'Your account and personal data have been deleted',
  deleteAccountFailed: 'Failed to delete the account. Please try again.',
  searchTooLong: 'A search can be at most 200 characters',
  loadProfileFailed: 'Failed to load the profile. Please try again.',

  challengeNotFound: 'Challenge not found',
  submissionNotFound: 'Submission not found',
  notificationNotFound: 'Notification not found',
  cannotFollowSelf: 'You cannot follow yourself',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Change your e-mails in your settings instead.',
  unsubscribed: 'You will no longer get these e-mails',
  notificationSettingsSaved: 'Notification settings saved',
  quietHoursInvalid: 'Quiet hours need a start and an end hour between 0 and 23, and they cannot be the same',
  pushSubscriptionInvalid: 'This browser sent a push subscription that is not valid. Please try again.',
  pushServiceNotAllowed: 'Push notifications from this browser’s push service are not supported',
  pushSubscribed: 'Push notifications are on for this browser',
  pushUnsubscribed: 'Push notifications are off for this browser',
  difficultyRequired: 'Please choose a difficulty',
  challengeDurationRequired: 'Please choose a duration',
  prizeInvalid: 'The prize must be a whole number of rupees, 0 or more',
  startDateRequired: 'Please choose a start date',
  startDateInPast: 'The start date cannot be in the past',
  startDateTooFar: 'A challenge can start at most 90 days from today',
  technologiesRequired: 'Please list at least one technology',
  requirementsRequired: 'Please describe the requirements',
  criteriaRequired: 'Please list at least one judging criterion',
  tooManyCriteria: 'List at most 8 judging criteria',
  guidelinesRequired: 'Please describe how to submit',
  sponsorNameRequired: 'Please enter the sponsor name',
  sponsorContactInvalid: 'The sponsor contact must be an email address',
  repositoryUrlRequired: 'Please enter the repository URL',
  notChallengeHost: 'Only the host of this challenge can do that',
  ownChallengeJoin: 'You cannot join your own challenge',
  alreadyJoinedChallenge: 'You have already joined this challenge',
  challengeNotStarted: 'This challenge has not started yet',
  challengeEnded: 'This challenge has ended',
  challengeLocked: 'Members have joined this challenge, so it can no longer be changed or deleted',
  joinBeforeSubmitting: 'Join the challenge before submitting',
  submissionsClosed: 'The deadline has passed: submissions are closed',
  judgingNotOpen: 'Submissions can be judged once the deadline has passed',
  resultsAlreadyPublished: 'The results of this challenge are already published',
  scoresPerCriterion: 'Give one score from 0 to 10 for each judging criterion',
  unscoredSubmissions: 'Score every submission before publishing the results',
  challengeCreated: 'Challenge created successfully!',
  challengeUpdated: 'Challenge updated successfully!',
  challengeDeleted: 'Challenge deleted successfully',
  challengeJoined: 'You have joined the challenge. Good luck!',
  submissionSaved: 'Your submission is saved',
  scoreSaved: 'Score saved',
  resultsPublished: 'Results published',
  loadChallengesFailed: 'Failed to load challenges. Please try again.',
  loadChallengeFailed: 'Failed to load the challenge. Please try again.',

  reportSubjectRequired: 'Please say what you are reporting',
  reportReasonRequired: 'Please choose a reason',
  cannotReportOwn: 'You cannot report your own content or yourself',
  alreadyReported: 'You have already reported this. You can follow it in My reports.',
  notModerator: 'Only moderators can do that',
  caseNotFound: 'There is no open case about this',
  decisionNoteRequired: 'Please give the reason for your decision',
  ownCase: 'A case about you is decided by another moderator',
  caseDismissed: 'Case dismissed. The reporters will be told.',
  caseActioned: 'Done. The member and the reporters will be told.',
  suspensionDaysInvalid: 'A suspension lasts from 1 to 365 days',
  noMemberToAct: 'This case has no member to act on',
  accountSuspended: 'This account is suspended until {until}',
  accountBanned: 'This account is banned for breaking the community rules',
  removedByModerators: 'Removed by moderators',
  notHidden: 'This is not hidden',
  contentHidden: 'Hidden. Its author will be told why.',
  contentRestored: 'Restored. Its author will be told.',
  nothingToHide: 'A member is not content: warn, suspend or ban them instead',
  appealTextRequired: 'Please say why the decision should change',
  appealNotFound: 'There is no decision to appeal here',
  alreadyAppealed: 'You have already appealed this decision',
  appealLinkInvalid: 'This appeal link is not valid. Use the link in your latest e-mail from us.',
  appealSent: 'Appeal sent. Another moderator will decide it.',
  ownAppeal: 'Another moderator decides an appeal of your own decision',
  appealDecided: 'Decided. The member will be told.',
} as const;

/** A message's stable name: what API errors carry as `code`, and what the web app translates by. */
export type MessageCode = keyof typeof MESSAGES;

let codesByText: Map<string, MessageCode> | undefined;
let templates: [RegExp, MessageCode][] | undefined;

/** The code of one of the texts above, from the text itself (zod and AppError carry texts), a limit filled in or not. */
export function messageCode(text: string): MessageCode | undefined {
  // Built on first use, not at import, so bundles that never look a code up leave the texts out.
  codesByText ??= new Map(Object.entries(MESSAGES).map(([code, message]) => [message, code as MessageCode]));
  templates ??= Object.entries(MESSAGES)
    .filter(([, message]) => message.includes('{'))
    .map(([code, message]) => {
      const pattern = message.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '\\S+');
      return [new RegExp(`^${pattern}$`), code as MessageCode];
    });
  return codesByText.get(text) ?? templates.find(([pattern]) => pattern.test(text))?.[1];
}

/** One of the texts above with its `{name}` placeholders filled in. */
export const formatMessage = (code: MessageCode, values: Record<string, number | string>) =>
  MESSAGES[code].replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));

/** 'This is too long: at most 100 characters': a text field's message past its limit. */
export const tooLong = (max: number) => formatMessage('textTooLong', { max });

/** 'Too many: at most 20': a list's message past its limit. */
export const tooMany = (max: number) => formatMessage('listTooLong', { max });

/** The password reset e-mail, in the member's language; the link expires after `ttlMs`. */
export function resetPasswordMail({
  name,
  link,
  ttlMs,
  language,
}: {
  name: string;
  link: string;
  ttlMs: number;
  language: Language;
}) {
  const minutes = Math.round(ttlMs / 60_000);
  if (language === 'hi') {
    return {
      subject: 'अपना SkillSync पासवर्ड फिर से सेट करें',
      text: [
        `नमस्ते ${name},`,
        '',
        'किसी ने आपके SkillSync खाते का पासवर्ड फिर से सेट करने को कहा है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
        link,
        '',
        `यह लिंक एक ही बार काम करता है और ${minutes} मिनट में समाप्त हो जाता है। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर सकते हैं।`,
      ].join('\n'),
    };
  }
  return {
    subject: 'Reset your SkillSync password',
    text: [
      `Hi ${name},`,
      '',
      'Someone asked to reset the password of your SkillSync account. To choose a new password, open this link:',
      link,
      '',
      `The link works once and expires in ${minutes} minutes. If you did not ask for this, you can ignore this e-mail.`,
    ].join('\n'),
  };
}
