import type { CurrentUser, ProblemDetail } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { withSupport } from './toggle-support.ts';

const member = {
  _id: 'u1',
  id: 'u1',
  name: 'Asha Verma',
  avatar: null,
  reputation: { score: 10 },
} as unknown as CurrentUser;
const other = { user: { _id: 'u2', id: 'u2', name: 'Ravi Kumar', avatar: null, reputation: { score: 0 } } };

const problem = (isSupporter: boolean, supporters: ProblemDetail['supporters']) =>
  ({ supportersCount: supporters.length, supporters, viewer: { isSupporter } }) as unknown as ProblemDetail;

describe('withSupport', () => {
  it('adds the member in front of the supporters and counts them', () => {
    const next = withSupport(problem(false, [other]), true, member);
    expect(next.supportersCount).toBe(2);
    expect(next.supporters.map((s) => s.user.name)).toEqual(['Asha Verma', 'Ravi Kumar']);
    expect(next.viewer.isSupporter).toBe(true);
  });

  it('takes the member out again when they withdraw their support', () => {
    const supported = withSupport(problem(false, [other]), true, member);
    const next = withSupport(supported, false, member);
    expect(next.supportersCount).toBe(1);
    expect(next.supporters.map((s) => s.user.name)).toEqual(['Ravi Kumar']);
  });

  it('changes nothing when the screen already shows that choice', () => {
    const current = problem(true, [other]);
    expect(withSupport(current, true, member)).toBe(current);
  });
});
