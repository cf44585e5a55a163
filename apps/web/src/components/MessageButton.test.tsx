import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../lib/auth-store.ts';
import { toast } from '../lib/toast.ts';
import { conversationWith, ME, RAVI, renderAt, stubApi } from '../test/conversation-fixtures.tsx';
import { MessageButton } from './MessageButton.tsx';

vi.mock('../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const renderOnProfile = (isOwn = false) =>
  renderAt(<MessageButton userId={RAVI._id} name={RAVI.name} isOwn={isOwn} />, {
    path: '/profile/ravi',
    route: '/profile/:id',
  });

const signIn = () =>
  useAuthStore.setState({
    user: { ...ME, email: 'asha@example.in' } as never,
    isAuthenticated: true,
    isLoading: false,
  });

beforeEach(signIn);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

describe('the Message button', () => {
  it('opens the conversation with the member, found or started', async () => {
    const writes = stubApi([{ method: 'POST', path: /\/api\/conversations$/, answer: { body: conversationWith() } }]);
    renderOnProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Message Ravi Kumar' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/messages/c1'));
    expect(writes).toEqual(['POST /api/conversations']);
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ userId: 'ravi' });
  });

  it('says in a toast, in the server’s words, why it was refused, and stays where it is', async () => {
    stubApi([
      {
        method: 'POST',
        path: /\/api\/conversations$/,
        answer: {
          status: 429,
          body: { message: 'You can send 5 message requests a day. Try again later.', code: 'messageRequestsPerDay' },
        },
      },
    ]);
    renderOnProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Message Ravi Kumar' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('You can send 5 message requests a day. Try again later.'),
    );
    expect(screen.getByTestId('address').textContent).toBe('/profile/ravi');
    expect(screen.getByRole('button', { name: 'Message Ravi Kumar' })).toHaveProperty('disabled', false);
  });

  it('sends a visitor to sign in first, to come back to the profile', () => {
    useAuthStore.setState({ user: null, isAuthenticated: false });
    renderOnProfile();
    const link = screen.getByRole('link', { name: 'Message Ravi Kumar' });
    expect(link.getAttribute('href')).toBe('/login');
  });

  it('is not offered on the member’s own profile', () => {
    renderOnProfile(true);
    expect(screen.queryByRole('button', { name: /Message/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Message/ })).toBeNull();
  });
});
