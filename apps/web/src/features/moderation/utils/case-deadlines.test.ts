import type { ModerationCase } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { deadlinesOf, urgencyOf } from './case-deadlines.ts';

/** A case first reported at 10:30 India time on 25 Nov 2026: decide within 15 days. */
const reported: ModerationCase = {
  subject: { type: 'problem', _id: 'p1', title: 'Fake relief fund', path: '/problems/p1' },
  member: { _id: 'u1', name: 'Asha Verma' },
  reports: [],
  firstReportedAt: '2026-11-25T05:00:00.000Z',
  deadlines: {
    acknowledgeBy: '2026-11-26T05:00:00.000Z',
    decideBy: '2026-12-10T05:00:00.000Z',
    removeBy: null,
  },
  isOverdue: false,
};
const urgent: ModerationCase = {
  ...reported,
  deadlines: { ...reported.deadlines, removeBy: '2026-11-26T05:00:00.000Z' },
};
const dayAfter = new Date('2026-11-26T04:00:00.000Z');

describe('a case’s deadlines', () => {
  it('shows the acknowledgement as done when the first report arrived, and the decision still ahead', () => {
    expect(deadlinesOf(reported, dayAfter)).toEqual([
      { kind: 'acknowledge', at: '2026-11-25T05:00:00.000Z', state: 'done' },
      { kind: 'decide', at: '2026-12-10T05:00:00.000Z', state: 'due' },
    ]);
    expect(urgencyOf(reported)).toBeNull();
  });

  it('puts the 24-hour removal of urgent content before the decision and marks the case urgent', () => {
    expect(deadlinesOf(urgent, dayAfter).map(({ kind, state }) => [kind, state])).toEqual([
      ['acknowledge', 'done'],
      ['remove', 'due'],
      ['decide', 'due'],
    ]);
    expect(urgencyOf(urgent)).toBe('urgent');
  });

  it('marks a deadline passed by the reader’s clock', () => {
    const later = new Date('2026-11-27T00:00:00.000Z');
    expect(deadlinesOf(urgent, later).map(({ state }) => state)).toEqual(['done', 'passed', 'due']);
  });

  it('trusts the server that the nearest deadline passed, whatever the reader’s clock says', () => {
    const overdue = { ...urgent, isOverdue: true };
    expect(deadlinesOf(overdue, dayAfter).map(({ state }) => state)).toEqual(['done', 'passed', 'due']);
    expect(urgencyOf(overdue)).toBe('overdue');
    expect(urgencyOf({ ...reported, isOverdue: true })).toBe('overdue');
  });

  it('lists the deadlines in the order they fall due, a late urgent report’s removal after the decision', () => {
    const late = { ...reported, deadlines: { ...reported.deadlines, removeBy: '2026-12-11T05:00:00.000Z' } };
    expect(deadlinesOf(late, dayAfter).map(({ kind }) => kind)).toEqual(['acknowledge', 'decide', 'remove']);
  });
});
