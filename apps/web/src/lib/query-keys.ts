/**
 * Roots of the cached server data. Every feature builds its keys from one of these in a `<domain>-keys.ts`
 * factory (`problemKeys.detail(id)`). Features never import each other, yet a write in one makes another's
 * cache stale (accepting a request changes a problem's team), so the roots live here.
 *
 * No key holds the viewer's id: the whole cache is cleared whenever someone signs in or out (auth-store.ts),
 * so what one member saw is never shown to the next.
 */
export const queryRoots = {
  auth: ['auth'],
  blocks: ['blocks'],
  problems: ['problems'],
  projects: ['projects'],
  challenges: ['challenges'],
  chat: ['chat'],
  collaborationRequests: ['collaboration-requests'],
  collaborations: ['collaborations'],
  communityStats: ['community-stats'],
  conversations: ['conversations'],
  dashboard: ['dashboard'],
  follows: ['follows'],
  feed: ['feed'],
  search: ['search'],
  matching: ['matching'],
  moderation: ['moderation'],
  notifications: ['notifications'],
  profiles: ['profiles'],
  reports: ['reports'],
  site: ['site'],
} as const;
