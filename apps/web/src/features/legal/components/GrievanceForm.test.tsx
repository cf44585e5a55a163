import type { CurrentUser } from '@skillsync/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { activateLanguage, loadNamespaces } from '../../../lib/i18n.ts';
import { WithApp } from '../../../test/providers.tsx';
import { GrievanceConfirmation } from './GrievanceConfirmation.tsx';
import { GrievanceForm } from './GrievanceForm.tsx';

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

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillComplaint() {
  fill('What is it about?', 'A profile using my photographs');
  fill('Your complaint', 'It shows pictures of me that I never shared.');
}

afterEach(async () => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null, isAuthenticated: false });
  await activateLanguage('en');
});

describe('GrievanceForm', () => {
  it('sends a visitor’s complaint with the page’s language and asks them to confirm it from their e-mail', async () => {
    const sent = answerWith(201, { status: 'unverified', reference: null, message: 'Almost done' });
    render(<GrievanceForm />, { wrapper: WithApp });
    fill('Your name', 'Kavya Rao');
    fill('Your e-mail', 'kavya@example.in');
    fillComplaint();
    fireEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'We sent a link to kavya@example.in. Open it within 7 days to confirm your complaint',
    );
    expect(sent).toEqual([
      {
        url: '/api/grievances',
        body: {
          name: 'Kavya Rao',
          email: 'kavya@example.in',
          about: 'A profile using my photographs',
          details: 'It shows pictures of me that I never shared.',
          language: 'en',
        },
      },
    ]);
  });

  it('fills in a member’s name and fixes their e-mail, and shows the reference at once', async () => {
    useAuthStore.setState({
      user: { _id: 'u1', id: 'u1', name: 'Arjun Mehta', email: 'arjun@example.in' } as unknown as CurrentUser,
      isAuthenticated: true,
    });
    answerWith(201, { status: 'open', reference: 'G-1001', message: 'Received. Your reference is G-1001.' });
    render(<GrievanceForm />, { wrapper: WithApp });
    const email = screen.getByLabelText<HTMLInputElement>('Your e-mail');
    expect([email.value, email.readOnly]).toEqual(['arjun@example.in', true]);
    expect(screen.getByLabelText<HTMLInputElement>('Your name').value).toBe('Arjun Mehta');
    fillComplaint();
    fireEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect((await screen.findByRole('status')).textContent).toContain('Received: your reference is G-1001');
  });

  it('asks for what the complaint is about before sending anything', async () => {
    const sent = answerWith(201, {});
    render(<GrievanceForm />, { wrapper: WithApp });
    fill('Your name', 'Kavya Rao');
    fill('Your e-mail', 'kavya@example.in');
    fireEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByText('Please say what your complaint is about')).toBeTruthy();
    expect(screen.getByText('Please describe your complaint')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('GrievanceConfirmation', () => {
  it('confirms the link once as it opens, in the page’s language, and shows the reference', async () => {
    await activateLanguage('hi');
    await loadNamespaces(['legal', 'messages']);
    const sent = answerWith(200, { status: 'open', reference: 'G-1002', message: 'Received.' });
    render(<GrievanceConfirmation token="t0ken" />, { wrapper: WithApp });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('G-1002'));
    expect(screen.getByRole('status').textContent).toContain('शिकायत मिल गई');
    expect(sent).toEqual([{ url: '/api/grievances/confirm', body: { token: 't0ken', language: 'hi' } }]);
  });

  it('says a used link is used, in the reader’s language', async () => {
    await activateLanguage('hi');
    await loadNamespaces(['legal', 'messages']);
    answerWith(400, { message: 'This confirmation link is invalid', code: 'grievanceLinkInvalid' });
    render(<GrievanceConfirmation token="used" />, { wrapper: WithApp });
    expect((await screen.findByRole('alert')).textContent).toContain('पुष्टि का यह लिंक सही नहीं है');
  });
});
