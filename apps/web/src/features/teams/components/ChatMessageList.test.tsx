import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { WithWordsAndLinks } from '../../../test/providers.tsx';
import { ChatMessageList, type ChatModalMessage } from './ChatMessageList.tsx';

const ASHA = { _id: 'asha', name: 'Asha Rao', avatar: null };
const RAVI = { _id: 'ravi', name: 'Ravi Kumar', avatar: null };
const AT = '2026-11-21T04:30:00.000Z';
const REMOVAL = { reason: 'Insults a teammate', removedAt: AT, actionId: 'action-1' };

const renderList = (messages: ChatModalMessage[], currentUserId: string) =>
  render(<ChatMessageList messages={messages} currentUserId={currentUserId} timeFallback="now" />, {
    wrapper: WithWordsAndLinks,
  });

afterEach(() => useAuthStore.setState({ user: null, isAuthenticated: false }));

describe('ChatMessageList', () => {
  it('shows a message moderators removed as a muted line to the team, in its place', () => {
    renderList(
      [
        { _id: 'm1', sender: RAVI, content: '', createdAt: AT, removed: true, removal: null },
        { _id: 'm2', sender: ASHA, content: 'Back to work', createdAt: AT },
      ],
      'asha',
    );
    const [removed, next] = screen.getAllByRole('listitem');
    expect(removed?.textContent).toContain('Ravi Kumar');
    expect(removed?.textContent).toContain('Removed by moderators');
    expect(next?.textContent).toContain('Back to work');
  });

  it('shows its sender their removed text with the reason and the way to appeal', async () => {
    renderList(
      [{ _id: 'm1', sender: RAVI, content: 'Something rude', createdAt: AT, removed: true, removal: REMOVAL }],
      'ravi',
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('Something rude');
    const note = await within(item).findByRole('note');
    expect(note.textContent).toContain('Moderators removed this: Insults a teammate. Only you can see it.');
    expect(within(note).getByRole('link', { name: 'Appeal' }).getAttribute('href')).toBe('/appeal/action-1');
  });

  it('offers a member Report on each message of others, named for a screen reader, and none on their own', async () => {
    useAuthStore.setState({ isAuthenticated: true, isLoading: false });
    renderList(
      [
        { _id: 'm1', sender: RAVI, content: 'Morning!', createdAt: AT },
        { _id: 'm2', sender: ASHA, content: 'Hello', createdAt: AT },
      ],
      'asha',
    );
    const [theirs, mine] = screen.getAllByRole('listitem');
    if (!theirs || !mine) throw new Error('messages missing');
    expect(await within(theirs).findByRole('button', { name: 'Report this message' })).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: 'Report this message' })).toBeNull();
  });
});
