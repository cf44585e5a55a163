import { queryRoots } from '../../../lib/query-keys.ts';

/**
 * The dashboard's project data, under the projects root: a join request answered anywhere (inbox, project page)
 * invalidates that root, and the teams listed here follow.
 */
export const projectTeamKeys = {
  all: queryRoots.projects,
  /** The projects the viewer is a member of (not those they own). */
  joined: () => [...projectTeamKeys.all, 'joined'] as const,
};
