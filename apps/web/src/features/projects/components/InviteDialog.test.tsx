import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { WithApp } from '../../../test/providers.tsx';
import { InviteDialog } from './InviteDialog.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const wrapper = WithApp;

/** The server's answer to every request: an invitation by e-mail as its owner sees it (no invitee), or a refusal. */
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

const invitation = { _id: 'r1', kind: 'invitation', status: 'Pending', user: null, inviteeEmail: 'asha@example.in' };

async function invite(email: string, submitName: string) {
  render(<InviteDialog isOpen onClose={() => {}} projectId="p1" />, { wrapper });
  fireEvent.change(screen.getByRole('textbox', { name: /e-mail|ईमेल/i }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: submitName }));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  await activateLanguage('en');
});

describe('InviteDialog', () => {
  it('says an address need not be registered, and names only the address once sent', async () => {
    const sent = answerWith(201, invitation);
    await invite('asha@example.in', 'Send invitation');
    expect(screen.getByText(/if not, we e-mail them an invitation to join/)).toBeTruthy();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Invitation sent to asha@example.in'));
    expect(sent).toEqual([{ email: 'asha@example.in', message: '' }]);
  });

  it('speaks Hindi, the refusal under the field included', async () => {
    await activateLanguage('hi');
    await loadNamespaces(['projects', 'messages']);
    answerWith(201, invitation);
    await invite('asha@example.in', 'न्योता भेजें');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('asha@example.in को न्योता भेज दिया गया'));

    answerWith(409, {
      message: 'This address already has a pending invitation to this project',
      code: 'addressInvitationPending',
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'न्योता भेजें' })[0] as HTMLElement);
    expect(await screen.findByText('इस पते पर इस प्रोजेक्ट का एक न्योता पहले से लंबित है')).toBeTruthy();
  });
});
