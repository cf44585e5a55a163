import type { BlockedMember } from '@skillsync/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithApp } from '../../../test/providers.tsx';
import { BlockedMembersSection } from './BlockedMembersSection.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const blockedMember = (id: string, name: string): BlockedMember => ({
  _id: id,
  user: { _id: id, id, name, avatar: null, reputation: { score: 0 } },
  blockedAt: '2026-11-21T04:30:00.000Z',
});

/** The server's list of the members blocked, which an unblock shortens. */
function stubServer(members: BlockedMember[]) {
  let list = [...members];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        list = list.filter((entry) => !path.endsWith(`/blocks/${entry._id}`));
        return json({ isBlocked: false });
      }
      return json({ members: list, nextCursor: null });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('BlockedMembersSection', () => {
  it('says nobody is blocked yet, and where blocking is done', async () => {
    stubServer([]);
    render(<BlockedMembersSection />, { wrapper: WithApp });
    expect(screen.getByRole('status', { name: 'Loading the members you blocked' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: "You haven't blocked anyone" })).toBeTruthy();
  });

  it('lists the members blocked, and unblocks one', async () => {
    stubServer([blockedMember('u1', 'Ravi Kumar'), blockedMember('u2', 'Sana Iqbal')]);
    render(<BlockedMembersSection />, { wrapper: WithApp });
    const ravi = await screen.findByRole('link', { name: 'Ravi Kumar' });
    expect(ravi.getAttribute('href')).toBe('/profile/u1');
    expect(screen.getAllByText('Blocked 21 Nov 2026')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Unblock Ravi Kumar' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ravi Kumar' })).toBeNull());
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: 'Sana Iqbal' })).toBeTruthy();
  });
});
