import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadNamespaces } from '../lib/i18n.ts';
import { toast } from '../lib/toast.ts';
import { WithApp } from '../test/providers.tsx';
import { ReportDialog } from './ReportDialog.tsx';

vi.mock('../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PROBLEM_ID = '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60';

/** The server's answer to every request, and what was sent to it. */
function answerWith(status: number, body: object) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

const report = {
  _id: 'r1',
  reference: 'R-1001',
  subject: { type: 'problem', _id: PROBLEM_ID, title: 'Tanks overflow at night', path: `/problems/${PROBLEM_ID}` },
  reason: 'harassment',
  details: 'Insults in the description',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  decisionNote: null,
};

function openDialog(onClose = () => {}) {
  render(
    <ReportDialog
      isOpen
      onClose={onClose}
      target={{ type: 'problem', id: PROBLEM_ID, title: 'Tanks overflow at night' }}
    />,
    { wrapper: WithApp },
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  await activateLanguage('en');
});

describe('ReportDialog', () => {
  it('asks for a reason before sending anything', async () => {
    const sent = answerWith(201, report);
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Please choose a reason')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(
      screen.getByRole('group', { name: 'Why are you reporting it?' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
  });

  it('says the urgent reasons are acted on within 24 hours', () => {
    answerWith(201, report);
    openDialog();
    expect(screen.getByRole('radio', { name: 'Sexual content' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText(/Acted on within 24 hours/)).toHaveLength(2);
  });

  it('sends the reason and details, closes, and gives the reference to follow', async () => {
    const sent = answerWith(201, report);
    const onClose = vi.fn();
    openDialog(onClose);
    fireEvent.click(screen.getByRole('radio', { name: 'Harassment or bullying' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Details (optional)' }), {
      target: { value: '  Insults in the description ' },
    });
    expect(screen.getByText('29/1000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Report R-1001 received. We will tell you what the moderators decide; follow it in My reports.',
      ),
    );
    expect(onClose).toHaveBeenCalled();
    expect(sent).toEqual([
      { subjectType: 'problem', subjectId: PROBLEM_ID, reason: 'harassment', details: 'Insults in the description' },
    ]);
  });

  it('shows in the dialog, in the reader’s language, that it was already reported', async () => {
    await activateLanguage('hi');
    await loadNamespaces(['reports', 'messages']);
    answerWith(409, {
      message: 'You have already reported this. You can follow it in My reports.',
      code: 'alreadyReported',
    });
    const onClose = vi.fn();
    openDialog(onClose);
    fireEvent.click(screen.getByRole('radio', { name: 'उत्पीड़न या धमकाना' }));
    fireEvent.click(screen.getByRole('button', { name: 'रिपोर्ट भेजें' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'आप इसकी रिपोर्ट पहले ही कर चुके हैं। उस पर क्या हुआ, यह "मेरी रिपोर्टें" में देखें।',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
