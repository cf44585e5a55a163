/**
 * The users module's public entry: a member's account row, how other modules select and present a member, and
 * what a member earns (reputation, achievements, the skills the community knows). Users depends on no module.
 */
export { grantAchievements, rememberSkills } from './achievements.repository.ts';
export { announceReputation, awardReputation } from './reputation.service.ts';
export {
  type PublicUserRow,
  presentCurrentUser,
  presentPublicUser,
  presentUserHit,
  presentUserSummary,
  type UserRow,
  type UserSummaryRow,
} from './users.presenter.ts';
export {
  anonymizeUser,
  currentUserColumns,
  deleteEarnedBy,
  findEarnedBy,
  findLiveUser,
  findUserByEmail,
  hasUser,
  hasWorkCreditedByOthers,
  insertUser,
  LAST_ACTIVE_STEP_MS,
  lockUsers,
  publicUserColumns,
  setRoleByEmail,
  touchLastActive,
  updateUserLanguage,
  updateUserPassword,
  userSummaryColumns,
} from './users.repository.ts';
export { requireLiveUser } from './users.service.ts';
