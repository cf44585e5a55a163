import type { ChatUnread, CurrentUser } from '@skillsync/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store.ts';
import { WithApp } from '../../test/providers.tsx';
import { NavLinks } from '../NavLinks.tsx';

const member = { _id: 'm1', id: 'm1', name: 'Kavya Nair', language: 'en', avatar: null } as unknown as CurrentUser;

/** The server's unread figures (and no collaboration requests), and every path the page asked for. */
function stubServer(figures: ChatUnread) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      const stats = {
        received: { pending: 0, accepted: 0, rejected: 0 },
        sent: { pending: 0, accepted: 0, rejected: 0 },
      };
      const body = path === '/api/chat/unread' ? figures : stats;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

function renderLinks(user: CurrentUser | null) {
  useAuthStore.setState({ user, isAuthenticated: user !== null, isLoading: false });
  render(<NavLinks user={user} layout="row" />, { wrapper: WithApp });
}

afterEach(() => {
  useAuthStore.setState({ user: null, isAuthenticated: false });
  vi.unstubAllGlobals();
});

describe('the Messages link’s badge', () => {
  it('counts every room’s unread messages and the requests waiting', async () => {
    stubServer({
      total: 5,
      rooms: [
        { room: { kind: 'project', id: 'p1' }, unread: 3, title: 'Clinic queue app' },
        { room: { kind: 'direct', id: 'c1' }, unread: 2, title: 'Asha Rao' },
      ],
      requests: 1,
    });
    renderLinks(member);
    const link = await screen.findByRole('link', { name: 'Messages 6 unread messages' });
    expect(link.getAttribute('href')).toBe('/messages');
    expect(within(link).getByRole('img').textContent).toBe('6');
  });

  it('shows nothing when all is read', async () => {
    const asked = stubServer({ total: 0, rooms: [], requests: 0 });
    renderLinks(member);
    await waitFor(() => expect(asked).toContain('/api/chat/unread'));
    expect(screen.getByRole('link', { name: 'Messages' }).textContent).toBe('Messages');
  });

  it('never asks for a visitor, who has no Messages link', async () => {
    const asked = stubServer({ total: 1, rooms: [], requests: 1 });
    renderLinks(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
    expect(asked).toEqual([]);
  });
});
