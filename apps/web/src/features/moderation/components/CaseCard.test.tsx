import type { ModerationCase } from '@skillsync/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { WithWordsAndLinks } from '../../../test/providers.tsx';
import { CaseCard } from './CaseCard.tsx';

/**
 * Two reports about one problem, the second giving an urgent reason: first reported 10:30 am India time on
 * 25 Nov 2026, to be removed by 10:30 am the next day, decided by 10 Dec.
 */
const moderationCase: ModerationCase = {
  subject: { type: 'problem', _id: 'p1', title: 'Fake flood relief fund', path: '/problems/p1' },
  member: { _id: 'u1', name: 'Asha Verma' },
  reports: [
    {
      _id: 'r1',
      reference: 'R-1001',
      reason: 'spam',
      details: 'Asks for UPI payments',
      reporter: { _id: 'u2', name: 'Bilal Khan' },
      createdAt: '2026-11-25T05:00:00.000Z',
    },
    {
      _id: 'r2',
      reference: 'R-1002',
      reason: 'impersonation',
      details: null,
      reporter: null,
      createdAt: '2026-11-25T06:15:00.000Z',
    },
  ],
  firstReportedAt: '2026-11-25T05:00:00.000Z',
  deadlines: {
    acknowledgeBy: '2026-11-26T05:00:00.000Z',
    decideBy: '2026-12-10T05:00:00.000Z',
    removeBy: '2026-11-26T05:00:00.000Z',
  },
  isOverdue: false,
};
const now = new Date('2026-11-25T12:00:00.000Z');

function renderCard(overrides: Partial<ModerationCase> = {}, isOwn = false) {
  const onDecide = vi.fn();
  render(
    <CaseCard moderationCase={{ ...moderationCase, ...overrides }} now={now} isOwn={isOwn} onDecide={onDecide} />,
    { wrapper: WithWordsAndLinks },
  );
  return { onDecide };
}

const machineZone = process.env.TZ;
// A reader far from India: the deadlines must still read in India time.
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(async () => {
  process.env.TZ = machineZone;
  await activateLanguage('en');
});

describe('a moderation case', () => {
  it('gives its deadlines in India time whatever the reader’s time zone', async () => {
    await activateLanguage('en');
    expect(new Date(moderationCase.firstReportedAt).getHours()).toBe(21);
    renderCard();
    expect(screen.getByText(/^25 Nov 2026, 10:30\sam IST, on receipt$/)).toBeTruthy();
    expect(screen.getByText(/^26 Nov 2026, 10:30\sam IST$/)).toBeTruthy();
    expect(screen.getByText(/^10 Dec 2026, 10:30\sam IST$/)).toBeTruthy();
  });

  it('says what it is about, whose it is, and lists every report with its reference', async () => {
    await activateLanguage('en');
    renderCard();
    expect(screen.getByRole('link', { name: 'Fake flood relief fund' }).getAttribute('href')).toBe('/problems/p1');
    expect(screen.getByRole('link', { name: 'Asha Verma' }).getAttribute('href')).toBe('/profile/u1');
    const reports = screen.getAllByRole('listitem');
    expect(within(reports[0] as HTMLElement).getByText('R-1001')).toBeTruthy();
    expect(within(reports[0] as HTMLElement).getByText('Spam')).toBeTruthy();
    expect(within(reports[0] as HTMLElement).getByText('Asks for UPI payments')).toBeTruthy();
    expect(within(reports[1] as HTMLElement).getByText('Impersonation')).toBeTruthy();
    expect(within(reports[1] as HTMLElement).getByText('by a former member')).toBeTruthy();
  });

  it('asks for removal within 24 hours while an urgent case is on time, and says Overdue once it is not', async () => {
    await activateLanguage('en');
    renderCard();
    expect(screen.getByText('Remove within 24 h')).toBeTruthy();
    expect(screen.queryByText('Overdue')).toBeNull();
    cleanup();
    renderCard({ isOverdue: true });
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect(screen.getByText(/^26 Nov 2026, 10:30\sam IST \(passed\)$/)).toBeTruthy();
  });

  it('names a subject that is gone, and leaves a case about the moderator to another', async () => {
    await activateLanguage('en');
    renderCard({ subject: { type: 'message', _id: 'm1', title: null, path: null } }, true);
    expect(screen.getByText('No longer available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(screen.getByText('This case is about you, so another moderator decides it.')).toBeTruthy();
  });

  it('reads in Hindi with the dates in India time', async () => {
    await activateLanguage('hi');
    renderCard();
    expect(screen.getByText('24 घंटे में हटाएँ')).toBeTruthy();
    expect(screen.getByText(/^10 दिस॰ 2026, 10:30\sam IST$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'खारिज करें' })).toBeTruthy();
  });

  it('offers to hide content first of the actions on it, and never a member', async () => {
    await activateLanguage('en');
    const { onDecide } = renderCard();
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Dismiss', 'Hide', 'Warn', 'Suspend', 'Ban']);
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(onDecide).toHaveBeenCalledWith({ moderationCase: expect.anything(), action: 'hide' });
    cleanup();
    renderCard({ subject: { type: 'member', _id: 'u1', title: 'Asha Verma', path: '/profile/u1' } });
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ban' })).toBeTruthy();
  });

  it('still offers to hide content whose author’s account is gone', async () => {
    await activateLanguage('en');
    renderCard({ member: null });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Dismiss', 'Hide']);
  });

  it('offers a decision on the member, and none on a member that is gone', async () => {
    await activateLanguage('en');
    const { onDecide } = renderCard();
    for (const name of ['Dismiss', 'Warn', 'Suspend', 'Ban']) expect(screen.getByRole('button', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(onDecide).toHaveBeenCalledWith(expect.objectContaining({ action: 'suspend' }));
    cleanup();
    renderCard({ member: null });
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });
});
