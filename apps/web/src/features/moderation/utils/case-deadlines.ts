import type { ModerationCase } from '@skillsync/shared';

/** The IT Rules' clocks on a case: acknowledge the complaint, remove urgent content, decide. */
export type DeadlineKind = 'acknowledge' | 'remove' | 'decide';

/** Done (acknowledgement happens on receipt), still ahead, or passed. */
export type DeadlineState = 'done' | 'due' | 'passed';

/** `at`: when it falls due, or for the acknowledgement, when it was done. */
export type CaseDeadline = { kind: DeadlineKind; at: string; state: DeadlineState };

/** The badge that says how pressing a case is: overdue, or urgent content to remove within 24 hours. */
export type CaseUrgency = 'overdue' | 'urgent' | null;

/**
 * A case's deadlines in the order they fall due, each done, due or passed at `now`. The server's `isOverdue`
 * (its clock) is trusted for the nearest one, so a card never says "Overdue" beside deadlines that all look ahead.
 */
export function deadlinesOf(moderationCase: ModerationCase, now: Date): CaseDeadline[] {
  const { decideBy, removeBy } = moderationCase.deadlines;
  const ahead = [
    ...(removeBy ? [{ kind: 'remove' as const, at: removeBy }] : []),
    { kind: 'decide' as const, at: decideBy },
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const nearest = ahead[0];
  return [
    // Every report is acknowledged with its reference the moment it is made: the first one, when the case opened.
    { kind: 'acknowledge', at: moderationCase.firstReportedAt, state: 'done' },
    ...ahead.map(({ kind, at }) => {
      const hasPassed = Date.parse(at) <= now.getTime() || (moderationCase.isOverdue && kind === nearest?.kind);
      return { kind, at, state: hasPassed ? ('passed' as const) : ('due' as const) };
    }),
  ];
}

/** Overdue beats urgent: once the removal deadline has passed, that it was urgent is what made it overdue. */
export function urgencyOf(moderationCase: ModerationCase): CaseUrgency {
  if (moderationCase.isOverdue) return 'overdue';
  return moderationCase.deadlines.removeBy ? 'urgent' : null;
}
