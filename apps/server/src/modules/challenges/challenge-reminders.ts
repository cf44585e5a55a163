import type { AppContext } from '../../lib/context.ts';
import { notify } from '../notifications/index.ts';
import { markParticipantsToRemind } from './challenges.repository.ts';

/** How long before a deadline a participant without an entry is reminded. */
const REMIND_BEFORE_MS = 24 * 60 * 60 * 1000;

/**
 * Reminds, once, each participant of a challenge ending within a day who has sent no entry: they are marked and
 * told in one transaction, so several instances looking at once remind nobody twice.
 */
export async function remindDeadlines(ctx: AppContext) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const due = await markParticipantsToRemind(tx, now, REMIND_BEFORE_MS);
    const notices = due.map(({ userId, challengeId }) => ({
      userId,
      kind: 'challenge-deadline' as const,
      actorId: null,
      subject: { challengeId },
    }));
    await notify(tx, notices, now);
  });
}

/** Looks for deadlines a day away every `intervalMs`. */
export function scheduleDeadlineReminders(ctx: AppContext, intervalMs: number) {
  const look = () => ctx.background.run('remind challenge deadlines', () => remindDeadlines(ctx));
  const timer = setInterval(look, intervalMs);
  timer.unref();
  look();
  return () => clearInterval(timer);
}
