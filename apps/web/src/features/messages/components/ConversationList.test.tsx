import type { Conversation } from '@skillsync/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { conversationWith, ME, renderAt, stubApi } from '../../../test/conversation-fixtures.tsx';
import type { ConversationBox } from '../api/conversation-keys.ts';
import { ConversationList } from './ConversationList.tsx';

const NEHA = { _id: 'neha', id: 'neha', name: 'Neha Singh', avatar: null, reputation: { score: 3 } };

const page = (conversations: Conversation[], nextCursor: string | null = null) => ({
  body: { conversations, nextCursor },
});

function renderList(box: ConversationBox = 'inbox', selectedId?: string) {
  const onSelectBox = vi.fn();
  renderAt(<ConversationList box={box} onSelectBox={onSelectBox} selectedId={selectedId} />, {
    path: '/messages',
    route: '/messages',
  });
  return onSelectBox;
}

beforeEach(() => useAuthStore.setState({ user: ME as never, isAuthenticated: true, isLoading: false }));
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

describe('the list of conversations', () => {
  it('shows placeholders, announced, while the conversations load', () => {
    stubApi([{ path: /box=/, answer: 'never' }]);
    renderList();
    expect(screen.getByRole('status', { name: 'Loading your conversations…' })).toBeTruthy();
  });

  it('offers ways to find someone to write to when there is no conversation yet', async () => {
    stubApi([{ path: /box=/, answer: page([]) }]);
    renderList();
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find people' }).getAttribute('href')).toBe('/search?type=users');
    expect(screen.getByRole('link', { name: 'Collab Matching' }).getAttribute('href')).toBe(
      '/dashboard#people-to-collaborate-title',
    );
  });

  it('shows each conversation’s other member, last message and unread count, and a request still waiting', async () => {
    const unread = conversationWith({ unread: 3 });
    const waiting = conversationWith({
      _id: 'c2',
      other: NEHA,
      status: 'request',
      isStartedByMe: true,
      lastMessage: { excerpt: 'Hello from Pune!', createdAt: '2026-11-20T10:00:00.000Z', senderId: 'me' },
    });
    stubApi([
      { path: /box=inbox/, answer: page([unread, waiting]) },
      { path: /box=requests/, answer: page([]) },
    ]);
    renderList('inbox', 'c2');
    const ravi = await screen.findByRole('link', { name: /Ravi Kumar/ });
    expect(ravi.getAttribute('href')).toBe('/messages/c1');
    expect(ravi.textContent).toContain('Shall we pair on the sensor code?');
    expect(within(ravi).getByText('3 unread messages')).toBeTruthy();
    expect(ravi.textContent).not.toContain('Waiting');

    const neha = screen.getByRole('link', { name: /Neha Singh/ });
    expect(neha.textContent).toContain('You: Hello from Pune!');
    expect(neha.textContent).toContain('Waiting');
    expect(neha.getAttribute('aria-current')).toBe('page');
  });

  it('counts the requests on their tab, and lists them there', async () => {
    const request = conversationWith({ status: 'request', isStartedByMe: false });
    stubApi([
      { path: /box=inbox/, answer: page([]) },
      { path: /box=requests/, answer: page([request, conversationWith({ _id: 'c2', other: NEHA })]) },
    ]);
    const onSelectBox = renderList('inbox');
    const tab = await screen.findByRole('tab', { name: /Requests.*2 requests/ });
    await userEvent.click(tab);
    expect(onSelectBox).toHaveBeenCalledWith('requests');
  });

  it('lists the requests on their tab, whose links keep the tab open beside the conversation', async () => {
    stubApi([
      { path: /box=inbox/, answer: page([]) },
      { path: /box=requests/, answer: page([conversationWith({ status: 'request' })]) },
    ]);
    renderList('requests');
    const ravi = await screen.findByRole('link', { name: /Ravi Kumar/ });
    expect(ravi.getAttribute('href')).toBe('/messages/c1?box=requests');
  });

  it('says what the requests tab is for when none waits', async () => {
    stubApi([{ path: /box=/, answer: page([]) }]);
    renderList('requests');
    expect(await screen.findByRole('heading', { name: 'No message requests' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Requests' })).toBeTruthy();
  });
});
