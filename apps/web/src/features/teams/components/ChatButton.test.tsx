import type { ChatUnread } from '@skillsync/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { WithWords } from '../../../test/providers.tsx';
import { chatKeys } from '../api/chat-keys.ts';
import { setRoomUnread } from '../api/chat-unread.ts';
import { ChatButton } from './ChatButton.tsx';

const unread: ChatUnread = {
  total: 127,
  rooms: [
    { room: { kind: 'project', id: 'p1' }, unread: 3, title: 'Clinic queue app' },
    { room: { kind: 'collaboration', id: 'p1' }, unread: 4, title: 'Same id, other kind' },
    { room: { kind: 'project', id: 'p2' }, unread: 120, title: 'Busy room' },
  ],
  requests: 0,
};

/** Chat buttons of a member whose unread figures the server already answered. */
function renderButtons(buttons: ReactNode) {
  useAuthStore.setState({ isAuthenticated: true, isLoading: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(chatKeys.unread(), unread);
  render(
    <WithWords>
      <QueryClientProvider client={queryClient}>{buttons}</QueryClientProvider>
    </WithWords>,
  );
  return queryClient;
}

afterEach(() => useAuthStore.setState({ isAuthenticated: false }));

describe('a team’s Chat button', () => {
  it('says how many of its own room’s messages are unread, capped at 99+', () => {
    renderButtons(
      <>
        <ChatButton room={{ kind: 'project', id: 'p1' }} label="Open chat" />
        <ChatButton room={{ kind: 'project', id: 'p2' }} label="Team chat" />
        <ChatButton room={{ kind: 'project', id: 'p3' }} label="Quiet chat" />
      </>,
    );
    const first = screen.getByRole('button', { name: 'Open chat 3 unread messages' });
    expect(first.textContent).toBe(' Open chat3');
    expect(first.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.getByRole('button', { name: 'Team chat 120 unread messages' }).textContent).toContain('99+');
    expect(screen.getByRole('button', { name: 'Quiet chat' }).textContent).toBe(' Quiet chat');
  });

  it('loses its count once the room is read', async () => {
    const queryClient = renderButtons(<ChatButton room={{ kind: 'project', id: 'p1' }} label="Open chat" />);
    act(() => setRoomUnread(queryClient, { kind: 'project', id: 'p1' }, 0));
    expect(await screen.findByRole('button', { name: 'Open chat' })).toBeTruthy();
    expect(queryClient.getQueryData<ChatUnread>(chatKeys.unread())?.total).toBe(124);
  });
});
