import type { CurrentUser, PublicUser, UserHit, UserSummary } from '@skillsync/shared';
import type { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
/** The columns other members may see; selected in queries that join authors, supporters and teams. */
export type PublicUserRow = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'avatar'
  | 'reputationScore'
  | 'title'
  | 'location'
  | 'bio'
  | 'skills'
  | 'github'
  | 'linkedin'
  | 'website'
>;

/** The columns of a member's own account (`currentUserColumns`). */
export type CurrentUserRow = PublicUserRow &
  Pick<UserRow, 'email' | 'language' | 'role' | 'createdAt' | 'emailVerifiedAt' | 'hasPassword'>;

/** The columns shown beside content (an avatar, a name, a reputation). */
export type UserSummaryRow = Pick<UserRow, 'id' | 'name' | 'avatar' | 'reputationScore'>;

export function presentUserSummary(row: UserSummaryRow): UserSummary {
  return { _id: row.id, id: row.id, name: row.name, avatar: row.avatar, reputation: { score: row.reputationScore } };
}

/** A member as search and matching list them: the summary, their title and skills. */
export const presentUserHit = (row: UserSummaryRow & Pick<UserRow, 'title' | 'skills'>): UserHit => ({
  ...presentUserSummary(row),
  title: row.title,
  skills: row.skills,
});

export function presentPublicUser(row: PublicUserRow): PublicUser {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    reputation: { score: row.reputationScore },
    title: row.title,
    location: row.location,
    bio: row.bio,
    skills: row.skills,
    github: row.github,
    linkedin: row.linkedin,
    website: row.website,
  };
}

export function presentCurrentUser(row: CurrentUserRow): CurrentUser {
  return {
    ...presentPublicUser(row),
    email: row.email,
    language: row.language,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    isEmailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.hasPassword,
  };
}
