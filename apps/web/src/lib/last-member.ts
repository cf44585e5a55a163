import type { CurrentUser } from '@skillsync/shared';

// The member this browser last saw signed in, so a page opened offline still knows who is reading. No token:
// the session stays in its HttpOnly cookie, and this is dropped whenever the session ends.
const KEY = 'skillsync.lastMember';

/** Runs a storage write when the page is idle (the first look into local storage reads the disk), in order. */
function whenIdle(task: () => void) {
  if (typeof window === 'undefined') return;
  if ('requestIdleCallback' in window) window.requestIdleCallback(task);
  else setTimeout(task, 0);
}

function writeStorage(value: string | null) {
  try {
    if (value === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, value);
  } catch {
    // Storage refused (private mode, quota): offline pages simply show a visitor, as before.
  }
}

/** Keeps the member the server just confirmed, for reading offline. */
export function rememberMember(user: CurrentUser) {
  const value = JSON.stringify(user);
  whenIdle(() => writeStorage(value));
}

/** Forgets the member: the session ended, so nobody may be shown signed in on this browser offline. */
export function forgetMember() {
  whenIdle(() => writeStorage(null));
}

/** The member last confirmed on this browser, or null. */
export function recallMember(): CurrentUser | null {
  try {
    const stored = localStorage.getItem(KEY);
    const user: unknown = stored ? JSON.parse(stored) : null;
    return user && typeof user === 'object' && '_id' in user ? (user as CurrentUser) : null;
  } catch {
    return null;
  }
}
