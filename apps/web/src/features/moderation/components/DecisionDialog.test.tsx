import type { ModerationCase } from '@skillsync/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { WithApp } from '../../../test/providers.tsx';
import { type CaseAction, DecisionDialog } from './DecisionDialog.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const moderationCase: ModerationCase = {
  subject: { type: 'problem', _id: 'p1', title: 'Fake flood relief fund', path: '/problems/p1' },
  member: { _id: 'u1', name: 'Asha Verma' },
  reports: [
    {
      _id: 'r1',
      reference: 'R-1001',
      reason: 'spam',
      details: null,
      reporter: { _id: 'u2', name: 'Bilal Khan' },
      createdAt: '2026-11-25T05:00:00.000Z',
    },
  ],
  firstReportedAt: '2026-11-25T05:00:00.000Z',
  deadlines: {
    acknowledgeBy: '2026-11-26T05:00:00.000Z',
    decideBy: '2026-12-10T05:00:00.000Z',
    removeBy: null,
  },
  isOverdue: false,
};

/** The server's answer to every request, and what was sent where. */
function answerWith(status: number, body: object) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

function decideWith(action: CaseAction, note: string, confirmName: string) {
  const onClose = vi.fn();
  render(<DecisionDialog decision={{ moderationCase, action }} onClose={onClose} returnFocusTo={() => null} />, {
    wrapper: WithApp,
  });
  fireEvent.change(screen.getByRole('textbox'), { target: { value: note } });
  fireEvent.click(screen.getByRole('button', { name: confirmName }));
  return { onClose };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  await activateLanguage('en');
});

describe('DecisionDialog', () => {
  it('sends the reason for the case, says it is done and closes', async () => {
    const sent = answerWith(200, { message: 'Case dismissed. The reporters will be told.' });
    const { onClose } = decideWith('dismiss', 'A real relief fund run by the district', 'Dismiss case');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Case dismissed. The reporters will be told.'));
    expect(onClose).toHaveBeenCalled();
    expect(sent).toEqual([
      { url: '/api/moderation/cases/problem/p1/dismiss', body: { note: 'A real relief fund run by the district' } },
    ]);
  });

  it('hides the content with the reason, says its author will be told, and warns that others see it removed', async () => {
    const sent = answerWith(200, { message: 'Hidden. Its author will be told why.' });
    const { onClose } = decideWith('hide', 'Advertising, not a problem', 'Hide content');
    expect(screen.getByRole('dialog', { name: 'Hide this content' }).textContent).toContain(
      'Everyone but its author will see “Removed by moderators” instead of Fake flood relief fund. Its author reads your reason and may appeal.',
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Hidden. Its author will be told why.'));
    expect(onClose).toHaveBeenCalled();
    expect(sent).toEqual([
      { url: '/api/moderation/cases/problem/p1/hide', body: { note: 'Advertising, not a problem' } },
    ]);
  });

  it('says hiding in Hindi', async () => {
    await activateLanguage('hi');
    await loadNamespaces(['moderation', 'messages']);
    answerWith(200, { message: 'Hidden. Its author will be told why.' });
    decideWith('hide', 'विज्ञापन है, समस्या नहीं', 'सामग्री छिपाएँ');
    expect(screen.getByRole('dialog', { name: 'यह सामग्री छिपाएँ' }).textContent).toContain('“मॉडरेटरों ने हटाया”');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('छिपा दिया गया। इसके लेखक को कारण बताया जाएगा।'));
  });

  it('asks for a reason before sending anything', async () => {
    const sent = answerWith(200, {});
    decideWith('dismiss', '   ', 'Dismiss case');
    expect(await screen.findByText('Please give the reason for your decision')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says in the dialog, in the reader’s language, that another moderator decided the case meanwhile', async () => {
    await activateLanguage('hi');
    await loadNamespaces(['moderation', 'messages']);
    answerWith(404, { message: 'There is no open case about this', code: 'caseNotFound' });
    const { onClose } = decideWith('dismiss', 'असली राहत कोष है', 'मामला खारिज करें');
    expect((await screen.findByRole('alert')).textContent).toBe('इसके बारे में कोई खुला मामला नहीं है');
    expect(onClose).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says a case about the moderator is for another moderator', async () => {
    answerWith(403, { message: 'A case about you is decided by another moderator', code: 'ownCase' });
    decideWith('dismiss', 'Not for me to decide', 'Dismiss case');
    expect((await screen.findByRole('alert')).textContent).toBe('A case about you is decided by another moderator');
  });

  it('suspends the member for the days chosen, a week unless changed', async () => {
    const sent = answerWith(200, { message: 'Done. The member and the reporters will be told.' });
    const { onClose } = decideWith('suspend', 'Fake fund collecting money', 'Suspend');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Done. The member and the reporters will be told.'));
    expect(onClose).toHaveBeenCalled();
    expect(sent).toEqual([
      { url: '/api/moderation/cases/problem/p1/suspend', body: { note: 'Fake fund collecting money', days: 7 } },
    ]);
  });

  it('refuses a suspension of no days before sending it', async () => {
    const sent = answerWith(200, {});
    render(
      <DecisionDialog decision={{ moderationCase, action: 'suspend' }} onClose={vi.fn()} returnFocusTo={() => null} />,
      { wrapper: WithApp },
    );
    fireEvent.change(screen.getByRole('spinbutton', { name: /Days of suspension/ }), { target: { value: '0' } });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('A suspension lasts from 1 to 365 days')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
