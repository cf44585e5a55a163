import type {
  Achievement,
  PortfolioItem,
  ProfileProblem,
  ProfileProject,
  ProfileUser,
  Removal,
} from '@skillsync/shared';
import type { portfolioItems, userAchievements } from '../../db/schema/index.ts';
import { presentPublicUser, type UserRow } from '../users/index.ts';

export function presentProfileUser(row: UserRow): ProfileUser {
  return {
    ...presentPublicUser(row),
    experience: row.experience,
    education: row.education,
    createdAt: row.createdAt.toISOString(),
  };
}

type PortfolioRow = {
  item: typeof portfolioItems.$inferSelect;
  likes: number;
  isLiked: boolean;
  /** Why moderators hid it, for its owner. */
  removal?: Removal | null;
};

export function presentPortfolioItem({ item, likes, isLiked, removal = null }: PortfolioRow): PortfolioItem {
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
    removal,
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
