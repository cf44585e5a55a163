import type { OpenAppeal, OpenAppealList } from '@skillsync/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { WithApp } from '../../../test/providers.tsx';
import { AppealQueue } from './AppealQueue.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const MODERATOR_ID = 'm-reader';

/** Asha's problem, hidden by Kiran at 10:30 am India time on 25 Nov 2026; Asha appealed the next day. */
const hiddenProblem: OpenAppeal = {
  _id: 'a1',
  text: 'The fund is registered with the district collector',
  status: 'open',
  createdAt: '2026-11-26T06:00:00.000Z',
  decidedAt: null,
  decisionNote: null,
  decision: {
    actionId: 'act1',
    action: 'hide',
    note: 'Asks for UPI payments to a private account',
    days: null,
    subject: { type: 'problem', _id: 'p1', title: 'Fake flood relief fund', path: '/problems/p1' },
    createdAt: '2026-11-25T05:00:00.000Z',
  },
  moderator: { _id: 'm-kiran', name: 'Kiran Rao' },
  member: { _id: 'u1', name: 'Asha Verma' },
};

/** Bilal's suspension for a week, decided by the moderator reading the queue. */
const ownSuspension: OpenAppeal = {
  ...hiddenProblem,
  _id: 'a2',
  text: 'I was quoting the harassment, not writing it',
  decision: {
    actionId: 'act2',
    action: 'suspend',
    note: 'Abusive messages',
    days: 7,
    subject: { type: 'member', _id: 'u2', title: 'Bilal Khan', path: '/profile/u2' },
    createdAt: '2026-11-27T05:00:00.000Z',
  },
  moderator: { _id: MODERATOR_ID, name: 'Meera Iyer' },
  member: { _id: 'u2', name: 'Bilal Khan' },
};

type Answer = { status: number; body: object };

/** The server: the open appeals for every GET, `decision` for every POST (a decided appeal is no longer open). */
function stubServer(open: OpenAppealList, decision: Answer = { status: 200, body: { message: 'ok' } }) {
  const sent: { url: string; body: unknown }[] = [];
  let list = open;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const isPost = init?.method === 'POST';
      if (isPost) sent.push({ url, body: JSON.parse(String(init?.body)) });
      if (isPost && decision.status === 200) {
        const appeals = list.appeals.filter((appeal) => !url.includes(`/${appeal._id}/`));
        list = { appeals, total: appeals.length };
      }
      const { status, body } = isPost ? decision : { status: 200, body: list };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

const renderQueue = () => render(<AppealQueue moderatorId={MODERATOR_ID} />, { wrapper: WithApp });

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  await activateLanguage('en');
});

describe('the open appeals', () => {
  it('shows each decision appealed, who took it and why, and the member’s words', async () => {
    stubServer({ appeals: [hiddenProblem, ownSuspension], total: 2 });
    renderQueue();
    expect(await screen.findByRole('heading', { level: 2, name: '2 open appeals' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Fake flood relief fund' });
    expect(within(card).getByText('Hidden')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Fake flood relief fund' }).getAttribute('href')).toBe(
      '/problems/p1',
    );
    expect(within(card).getByRole('link', { name: 'Kiran Rao' })).toBeTruthy();
    expect(within(card).getByText('Asks for UPI payments to a private account')).toBeTruthy();
    expect(within(card).getByText(/^25 Nov 2026, 10:30\sam IST$/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Asha Verma' })).toBeTruthy();
    expect(within(card).getByText('The fund is registered with the district collector')).toBeTruthy();
    expect(within(card).getByText(/^26 Nov 2026, 11:30\sam IST$/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Uphold' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Overturn' })).toBeTruthy();
  });

  it('leaves an appeal of the reader’s own decision to another moderator', async () => {
    stubServer({ appeals: [ownSuspension], total: 1 });
    renderQueue();
    const card = await screen.findByRole('article', { name: 'Bilal Khan' });
    expect(within(card).getByText('Suspended for 7 days')).toBeTruthy();
    expect(within(card).getByText('You took this decision, so another moderator decides its appeal.')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('upholds with a reason: the appeal leaves the list and the member is told', async () => {
    const sent = stubServer({ appeals: [hiddenProblem], total: 1 }, { status: 200, body: { message: 'Decided.' } });
    renderQueue();
    fireEvent.click(await screen.findByRole('button', { name: 'Uphold' }));
    const dialog = screen.getByRole('dialog', { name: 'Uphold the decision' });
    expect(dialog.textContent).toContain('The decision stands, and Asha Verma is told your reason.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uphold decision' }));
    expect(await within(dialog).findByText('Please give the reason for your decision')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'The account is not the district’s' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uphold decision' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Decided. The member will be told.'));
    expect(sent).toEqual([
      { url: '/api/moderation/appeals/a1/uphold', body: { note: 'The account is not the district’s' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Fake flood relief fund' })).toBeNull());
  });

  it('says what overturning undoes: the content shown again, a suspension lifted', async () => {
    stubServer({
      appeals: [hiddenProblem, { ...ownSuspension, moderator: { _id: 'm-kiran', name: 'Kiran Rao' } }],
      total: 2,
    });
    renderQueue();
    const problem = await screen.findByRole('article', { name: 'Fake flood relief fund' });
    fireEvent.click(within(problem).getByRole('button', { name: 'Overturn' }));
    expect(screen.getByRole('dialog', { name: 'Overturn the decision' }).textContent).toContain(
      'Overturning undoes the decision: Fake flood relief fund shows again to everyone. Asha Verma is told your reason.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const member = screen.getByRole('article', { name: 'Bilal Khan' });
    fireEvent.click(within(member).getByRole('button', { name: 'Overturn' }));
    expect(screen.getByRole('dialog', { name: 'Overturn the decision' }).textContent).toContain(
      'the suspension of Bilal Khan is lifted, so they can sign in again',
    );
  });

  it('says in the dialog, in Hindi, that another moderator decided the appeal meanwhile', async () => {
    await activateLanguage('hi');
    await loadNamespaces(['moderation', 'messages']);
    const sent = stubServer(
      { appeals: [hiddenProblem], total: 1 },
      { status: 404, body: { message: 'There is no decision to appeal here', code: 'appealNotFound' } },
    );
    renderQueue();
    fireEvent.click(await screen.findByRole('button', { name: 'पलटें' }));
    const dialog = screen.getByRole('dialog', { name: 'फ़ैसला पलटें' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'फ़ंड असली है' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'फ़ैसला पलटें' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('यहाँ अपील करने लायक कोई फ़ैसला नहीं है');
    expect(sent).toHaveLength(1);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says when there is no appeal to decide', async () => {
    stubServer({ appeals: [], total: 0 });
    renderQueue();
    expect(await screen.findByRole('heading', { name: 'No open appeals' })).toBeTruthy();
  });
});
