import type { Conversation } from '@skillsync/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';
import { conversationWith, ME, renderAt, stubApi } from '../../../test/conversation-fixtures.tsx';
import { ConversationView } from './ConversationView.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const detail = (conversation: Conversation) => ({ path: /\/api\/conversations\/c1$/, answer: { body: conversation } });

function renderConversation() {
  renderAt(<ConversationView id="c1" backTo="/messages" />, { path: '/messages/c1', route: '/messages/:id' });
}

const composer = () => screen.queryByRole('textbox', { name: 'Message' });

beforeEach(() => useAuthStore.setState({ user: ME as never, isAuthenticated: true, isLoading: false }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

describe('a conversation', () => {
  it('names the other member, linked to their profile, with the composer when it is open', async () => {
    stubApi([detail(conversationWith())]);
    renderConversation();
    const name = await screen.findByRole('link', { name: 'Ravi Kumar' });
    expect(name.getAttribute('href')).toBe('/profile/ravi');
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeTruthy();
    expect(document.title).toBe('Messages with Ravi Kumar · SkillSync');
  });

  it('asks the member a request was sent to to accept or ignore it before any composer shows', async () => {
    const routes: Parameters<typeof stubApi>[0] = [detail(conversationWith({ status: 'request' }))];
    const writes = stubApi(routes);
    renderConversation();
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar wants to message you' })).toBeTruthy();
    expect(composer()).toBeNull();

    // Accepted, the server answers the conversation open and the composer takes the bar's place.
    const open = conversationWith({ status: 'open' });
    routes.splice(0, 1, detail(open), { ...detail(open), method: 'POST', path: /\/c1\/accept$/ });
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(composer()).toBeTruthy());
    // Focus moves to it, not lost with the buttons.
    await waitFor(() => expect(document.activeElement).toBe(composer()));
    expect(writes).toEqual(['POST /api/conversations/c1/accept']);
    expect(toast.success).toHaveBeenCalledWith('You can now write to Ravi Kumar');
    expect(screen.queryByRole('button', { name: 'Ignore' })).toBeNull();
  });

  it('goes back to the list once a request is ignored, saying its sender is not told', async () => {
    const writes = stubApi([
      { method: 'POST', path: /\/c1\/ignore$/, answer: { body: conversationWith({ status: 'ignored' }) } },
      detail(conversationWith({ status: 'request' })),
    ]);
    renderConversation();
    await userEvent.click(await screen.findByRole('button', { name: 'Ignore' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/messages'));
    expect(writes).toEqual(['POST /api/conversations/c1/ignore']);
    expect(toast.success).toHaveBeenCalledWith('Request ignored. Ravi Kumar is not told.');
  });

  it('lets the member asking write one first message, saying it arrives as a request', async () => {
    stubApi([detail(conversationWith({ status: 'request', isStartedByMe: true, lastMessage: null }))]);
    renderConversation();
    expect(await screen.findByText(/your first message reaches them as a request/)).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeTruthy();
  });

  it('waits for an answer once the request’s first message is sent, with no composer', async () => {
    const sent = { excerpt: 'Hello!', createdAt: '2026-11-21T04:30:00.000Z', senderId: 'me' };
    stubApi([detail(conversationWith({ status: 'request', isStartedByMe: true, lastMessage: sent }))]);
    renderConversation();
    expect(await screen.findByText('Waiting for Ravi Kumar to accept — you can send more once they do.')).toBeTruthy();
    expect(composer()).toBeNull();
  });

  it('says why the reader cannot write to a member they blocked', async () => {
    stubApi([{ path: /\/api\/blocks\/ravi$/, answer: { body: { isBlocked: true } } }, detail(conversationWith())]);
    renderConversation();
    expect(await screen.findByText(/You blocked Ravi Kumar, so neither of you can write here/)).toBeTruthy();
    expect(composer()).toBeNull();
  });

  it('says a conversation that is not the reader’s does not exist, with the way back', async () => {
    stubApi([
      {
        path: /\/api\/conversations\/c1$/,
        answer: { status: 404, body: { message: 'This conversation does not exist', code: 'conversationNotFound' } },
      },
    ]);
    renderConversation();
    expect(await screen.findByRole('heading', { name: 'This conversation does not exist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All messages' }).getAttribute('href')).toBe('/messages');
  });
});
