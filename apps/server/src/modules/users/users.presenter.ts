import type {
  Achievement,
  CurrentUser,
  PortfolioItem,
  ProfileProblem,
  ProfileProject,
  ProfileUser,
  PublicUser,
  UserHit,
  UserSummary,
} from '@skillsync/shared';
import type { portfolioItems, userAchievements, users } from '../../db/schema/index.ts';

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
export type CurrentUserRow = PublicUserRow & Pick<UserRow, 'email' | 'language' | 'createdAt'>;

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
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentProfileUser(row: UserRow): ProfileUser {
  return {
    ...presentPublicUser(row),
    experience: row.experience,
    education: row.education,
    createdAt: row.createdAt.toISOString(),
  };
}

type PortfolioRow = { item: typeof portfolioItems.$inferSelect; likes: number; isLiked: boolean };

export function presentPortfolioItem({ item, likes, isLiked }: PortfolioRow): PortfolioItem {
  return {
    _id: item.id,
    title: item.title,
    description: item.description,
    technologies: item.technologies,
    status: item.status,
    githubUrl: item.githubUrl,
    liveUrl: item.liveUrl,
    likes,
    isLiked,
    createdAt: item.createdAt.toISOString(),
  };
}

export const presentAchievement = (row: typeof userAchievements.$inferSelect): Achievement => ({
  kind: row.kind,
  earnedAt: row.earnedAt.toISOString(),
});

type ListedWork = { id: string; createdAt: Date };

export const presentProfileProblem = <Row extends ListedWork & Omit<ProfileProblem, '_id' | 'createdAt'>>({
  id,
  createdAt,
  ...rest
}: Row): ProfileProblem => ({ _id: id, ...rest, createdAt: createdAt.toISOString() });

export const presentProfileProject = <Row extends ListedWork & Omit<ProfileProject, '_id' | 'createdAt'>>({
  id,
  createdAt,
  ...rest
}: Row): ProfileProject => ({ _id: id, ...rest, createdAt: createdAt.toISOString() });
