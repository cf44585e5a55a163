import type { ChallengeStatus } from '@skillsync/shared';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type TimeLeft =
  | { kind: 'ended' }
  | { kind: 'startsIn' | 'left'; unit: 'days' | 'hours' | 'minutes'; count: number };

/**
 * How long until a challenge starts (Upcoming) or ends (Active), in the largest whole unit that fits: days from
 * one day on, then hours, then minutes (at least one while any time is left). `ms` is the server's count, so a
 * browser with a wrong clock still says the right thing.
 */
export function splitTimeLeft(status: ChallengeStatus, ms: number | null): TimeLeft {
  if (status === 'Completed' || ms === null || (status === 'Active' && ms <= 0)) return { kind: 'ended' };
  const kind = status === 'Upcoming' ? 'startsIn' : 'left';
  const rest = Math.max(ms, 0);
  if (rest >= DAY_MS) return { kind, unit: 'days', count: Math.round(rest / DAY_MS) };
  if (rest >= HOUR_MS) return { kind, unit: 'hours', count: Math.min(23, Math.round(rest / HOUR_MS)) };
  return { kind, unit: 'minutes', count: Math.min(59, Math.max(1, Math.ceil(rest / MINUTE_MS))) };
}
