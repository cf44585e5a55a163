import type { ModerationLog, ModerationLogEntry } from '@skillsync/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { WithApp } from '../../../test/providers.tsx';
import { AuditLog } from './AuditLog.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const MODERATOR_ID = 'm-reader';

const entry = (overrides: Partial<ModerationLogEntry>): ModerationLogEntry => ({
  _id: 'l1',
  action: 'hide',
  moderator: { _id: 'm-kiran', name: 'Kiran Rao' },
  subject: { type: 'problem', _id: 'p1', title: 'Fake flood relief fund', path: '/problems/p1' },
  member: { _id: 'u1', name: 'Asha Verma' },
  note: 'Asks for UPI payments to a private account',
  days: null,
  reportCount: 2,
  createdAt: '2026-11-25T05:00:00.000Z',
  ...overrides,
});

/** Asha's problem hidden; the reader's own message hidden by another moderator; an appeal decided each way. */
const log: ModerationLog = {
  entries: [
    entry({ _id: 'l4', action: 'overturn', subject: { type: 'member', _id: 'u2', title: 'Bilal Khan', path: null } }),
    entry({
      _id: 'l3',
      action: 'uphold',
      subject: { type: 'project', _id: 'r1', title: 'Exam papers before the exam', path: '/projects/r1' },
      reportCount: 0,
    }),
    entry({
      _id: 'l2',
      subject: { type: 'message', _id: 'c1', title: 'Buy followers here', path: null },
      member: { _id: MODERATOR_ID, name: 'Meera Iyer' },
    }),
    entry({}),
  ],
  nextCursor: null,
};

/** The server: the log for every GET, `restore` for every POST; what was sent where. */
function stubServer(restore: { status: number; body: object }) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const isPost = init?.method === 'POST';
      if (isPost) sent.push({ url, body: JSON.parse(String(init?.body)) });
      const { status, body } = isPost ? restore : { status: 200, body: log };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

const renderLog = () => render(<AuditLog moderatorId={MODERATOR_ID} />, { wrapper: WithApp });

async function openRestore() {
  const hidden = await screen.findByRole('article', { name: /Fake flood relief fund$/ });
  fireEvent.click(within(hidden).getByRole('button', { name: 'Restore' }));
  return screen.getByRole('dialog', { name: 'Restore this content' });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  await activateLanguage('en');
});

describe('the audit log', () => {
  it('names hiding, restoring and appeals decided, and offers Restore only on content hidden from another', async () => {
    stubServer({ status: 200, body: {} });
    renderLog();
    const entries = await screen.findAllByRole('article');
    const badges = ['Decision overturned', 'Decision upheld', 'Hidden', 'Hidden'];
    for (const [index, article] of entries.entries())
      expect(within(article).getByText(badges[index] ?? '')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Restore' })).toHaveLength(1);
    expect(within(entries[3] as HTMLElement).getByRole('button', { name: 'Restore' })).toBeTruthy();
  });

  it('restores with a reason: the author will be told', async () => {
    const sent = stubServer({ status: 200, body: { message: 'Restored. Its author will be told.' } });
    renderLog();
    const dialog = await openRestore();
    expect(dialog.textContent).toContain('Fake flood relief fund shows again to everyone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByText('Please give the reason for your decision')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'The district confirmed the fund' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Restored. Its author will be told.'));
    expect(sent).toEqual([
      { url: '/api/moderation/content/problem/p1/restore', body: { note: 'The district confirmed the fund' } },
    ]);
  });

  it('says in the dialog, in Hindi, that the content is no longer hidden', async () => {
    await activateLanguage('hi');
    await loadNamespaces(['moderation', 'messages']);
    stubServer({ status: 404, body: { message: 'This is not hidden', code: 'notHidden' } });
    renderLog();
    const hidden = await screen.findByRole('article', { name: /Fake flood relief fund$/ });
    expect(within(hidden).getByText('छिपाया')).toBeTruthy();
    fireEvent.click(within(hidden).getByRole('button', { name: 'वापस दिखाएँ' }));
    const dialog = screen.getByRole('dialog', { name: 'यह सामग्री वापस दिखाएँ' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'ज़िले ने फ़ंड की पुष्टि की' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'वापस दिखाएँ' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('यह छिपाया नहीं गया है');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
