import type { SessionInfo } from './auth.ts';
import type { AppContext } from './context.ts';

/**
 * How long an instance answers a token from memory before asking the database again. Every signed-in request
 * looks its session up, and a page asks several things at once: a moment's memory saves most of those lookups.
 * A session that ends is forgotten at once on every instance (`forget`); what a member changes of their own
 * account too. Only changes others make (reputation) may show this much later in the member's own session.
 */
export const SESSION_CACHE_MS = 2000;
/** More tokens than this seen within SESSION_CACHE_MS: the expired ones are swept before another is kept. */
const MAX_ENTRIES = 10_000;

/** Which cached lookups to forget: one session's, or every session of a member. */
export type SessionScope = { sessionId: string } | { userId: string };

type Entry = { info: SessionInfo; since: number; until: number };

export type SessionCache = ReturnType<typeof createSessionCache>;

/** Session lookups by token hash, kept for SESSION_CACHE_MS and never past the session's own expiry. */
export function createSessionCache() {
  const entries = new Map<string, Entry>();
  // Moves on every forget: a lookup that started before one may have read what was just ended, so is not kept.
  let generation = 0;

  function sweep(now: number) {
    for (const [tokenHash, entry] of entries) if (entry.until <= now || entry.since > now) entries.delete(tokenHash);
    if (entries.size >= MAX_ENTRIES) entries.clear();
  }

  return {
    get(tokenHash: string, now: number): SessionInfo | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      // A clock set back (tests move it) must not stretch a moment into days.
      if (entry.since <= now && now < entry.until) return entry.info;
      entries.delete(tokenHash);
      return undefined;
    },
    /** Taken before a database lookup and handed to `set`. */
    ticket: () => generation,
    set(tokenHash: string, info: SessionInfo, sessionExpiresAt: number, now: number, ticket: number) {
      if (ticket !== generation) return;
      if (entries.size >= MAX_ENTRIES) sweep(now);
      entries.set(tokenHash, { info, since: now, until: Math.min(now + SESSION_CACHE_MS, sessionExpiresAt) });
    },
    forget(scope: SessionScope) {
      generation += 1;
      for (const [tokenHash, { info }] of entries) {
        if ('sessionId' in scope ? info.sessionId === scope.sessionId : info.user.id === scope.userId) {
          entries.delete(tokenHash);
        }
      }
    },
  };
}

/**
 * After a commit that ends sessions or changes what they carry (the member's own account): every instance
 * forgets its cached lookups of them, so the next request reads the database.
 */
export function forgetSessions(ctx: Pick<AppContext, 'sessions' | 'realtime'>, scope: SessionScope) {
  ctx.sessions.forget(scope);
  ctx.realtime.forgetSessions(scope);
}
