import { describe, expect, it } from 'vitest';
import { splitTimeLeft } from './time-left.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('splitTimeLeft', () => {
  it('counts whole days until an upcoming challenge starts', () => {
    expect(splitTimeLeft('Upcoming', 2 * DAY)).toEqual({ kind: 'startsIn', unit: 'days', count: 2 });
  });

  it('calls a 3-day challenge that just started "3 days left", not 2', () => {
    expect(splitTimeLeft('Active', 3 * DAY - 5000)).toEqual({ kind: 'left', unit: 'days', count: 3 });
  });

  it('turns to hours, then minutes, on the last day', () => {
    expect(splitTimeLeft('Active', 5 * HOUR + 10 * 60 * 1000)).toEqual({ kind: 'left', unit: 'hours', count: 5 });
    expect(splitTimeLeft('Active', 23.9 * HOUR)).toEqual({ kind: 'left', unit: 'hours', count: 23 });
    expect(splitTimeLeft('Active', 90 * 1000)).toEqual({ kind: 'left', unit: 'minutes', count: 2 });
    expect(splitTimeLeft('Active', 1000)).toEqual({ kind: 'left', unit: 'minutes', count: 1 });
  });

  it('says a completed challenge, or an active one out of time, has ended', () => {
    expect(splitTimeLeft('Completed', null)).toEqual({ kind: 'ended' });
    expect(splitTimeLeft('Active', 0)).toEqual({ kind: 'ended' });
    expect(splitTimeLeft('Active', null)).toEqual({ kind: 'ended' });
  });
});
