import type { ChatMessageList, ChatRoomInfo, ChatUnread } from '@skillsync/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { WithWords } from '../../../test/providers.tsx';
import { chatKeys } from '../api/chat-keys.ts';
import { UnreadMessages } from './UnreadMessages.tsx';

const ME = 'me';
const unread: ChatUnread = {
  total: 9,
  rooms: [
    { room: { kind: 'project', id: 'p1' }, unread: 3, title: 'Clinic queue app' },
    { room: { kind: 'collaboration', id: 'q1' }, unread: 1, title: 'Flood alerts by SMS' },
    { room: { kind: 'direct', id: 'c1' }, unread: 5, title: 'Asha Rao' },
  ],
  requests: 2,
};

/** The server an opened team chat asks: its people and read position, and its (empty) history. */
function stubRoomServer() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      const people = [{ _id: ME, name: 'Kavya Nair', avatar: null }];
      const answer: ChatRoomInfo | ChatMessageList = path.endsWith('/chat')
        ? { room: { kind: 'project', id: 'p1' }, people, readSeq: 0, unread: 3 }
        : { messages: [], nextCursor: null, version: 0, blockedSenderIds: [] };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

function renderCard(figures: ChatUnread) {
  useAuthStore.setState({ isAuthenticated: true, isLoading: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(chatKeys.unread(), figures);
  render(
    <WithWords>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <UnreadMessages userId={ME} />
        </MemoryRouter>
      </QueryClientProvider>
    </WithWords>,
  );
}

afterEach(() => {
  useAuthStore.setState({ isAuthenticated: false });
  vi.unstubAllGlobals();
});

describe('the dashboard’s unread messages', () => {
  it('lists each room with unread messages, what kind it is and how many, and the requests waiting', () => {
    renderCard(unread);
    const card = screen.getByRole('region', { name: 'Unread messages' });
    expect(within(card).getByRole('button', { name: 'Clinic queue app Build Room 3 unread messages' })).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'Flood alerts by SMS Problem team 1 unread message' }),
    ).toBeTruthy();
    const direct = within(card).getByRole('link', { name: 'Asha Rao Direct message 5 unread messages' });
    expect(direct.getAttribute('href')).toBe('/messages/c1');
    const requests = within(card).getByRole('link', { name: '2 message requests waiting for your answer' });
    expect(requests.getAttribute('href')).toBe('/messages?box=requests');
    expect(within(card).getByRole('link', { name: 'All messages' }).getAttribute('href')).toBe('/messages');
  });

  it('is not there when nothing is unread', () => {
    renderCard({ total: 0, rooms: [], requests: 0 });
    expect(screen.queryByRole('region', { name: 'Unread messages' })).toBeNull();
  });

  it('opens a team’s chat in place, its room read from the server', async () => {
    const asked = stubRoomServer();
    renderCard(unread);
    await userEvent.click(screen.getByRole('button', { name: /^Clinic queue app/ }));
    const chat = await screen.findByRole('dialog', { name: 'Team chat: Clinic queue app' });
    expect(await within(chat).findByText('No messages yet')).toBeTruthy();
    expect(within(chat).getByText('1 member')).toBeTruthy();
    expect(asked).toEqual(expect.arrayContaining(['/api/projects/p1/chat']));
  });
});
