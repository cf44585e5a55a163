/**
 * Roots of the cached server data. Features never import each other, yet a write in one makes
 * another's cache stale (accepting a request changes a problem's team), so the roots live here.
 */
export const queryRoots = {
  problems: ['problems'],
  collaborationRequests: ['collaboration-requests'],
  collaborations: ['collaborations'],
} as const;
