import type { ChatMessage } from '@skillsync/shared';
import { CHAT_EDIT_WINDOW_MS } from '@skillsync/shared/constants';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../components/Modal.tsx';
import { WithWordsAndLinks } from '../../../test/providers.tsx';
import { ChatMessageList, type ChatMessageListProps, type ChatModalMessage } from './ChatMessageList.tsx';

const ASHA = { _id: 'asha', name: 'Asha Rao', avatar: null };
const RAVI = { _id: 'ravi', name: 'Ravi Kumar', avatar: null };
const MESSAGE_ID = '0c8f8f5e-2f6b-4c39-9d7e-4b1f9a3c2d10';

/** A stored message as the API answers it, sent a minute ago. */
const stored = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: MESSAGE_ID,
  sender: ASHA,
  content: 'Pushed the scraper',
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  seq: 4,
  version: 9,
  removed: false,
  removal: null,
  editedAt: null,
  deleted: false,
  replyTo: null,
  reactions: [],
  attachments: [],
  ...overrides,
});

/** The server's answer to every request, and what was asked of it. */
function answerWith(status: number, body: object) {
  const asked: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      asked.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

function renderList(messages: ChatModalMessage[], props: Partial<ChatMessageListProps> = {}) {
  const onReceive = vi.fn();
  const onReply = vi.fn();
  render(
    <ChatMessageList
      messages={messages}
      currentUserId="asha"
      timeFallback="now"
      onReceive={onReceive}
      onReply={onReply}
      {...props}
    />,
    { wrapper: WithWordsAndLinks },
  );
  const items = screen.getAllByRole('listitem');
  return { onReceive, onReply, item: items[0] as HTMLElement, items };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('message actions', () => {
  it('offers Reply, React, Edit and Delete on the reader’s own message, each named', () => {
    const { item } = renderList([stored()]);
    for (const name of ['Reply', 'Add a reaction', 'Edit', 'Delete']) {
      expect(within(item).getByRole('button', { name })).toBeTruthy();
    }
  });

  it('starts a reply with the message itself', async () => {
    const message = stored({ sender: RAVI });
    const { item, onReply } = renderList([message]);
    await userEvent.click(within(item).getByRole('button', { name: 'Reply' }));
    expect(onReply).toHaveBeenCalledWith(message);
  });

  it('offers neither Edit nor Delete on others’ messages, unless the reader owns the room (Delete only)', () => {
    const theirs = stored({ sender: RAVI });
    const { item } = renderList([theirs]);
    expect(within(item).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Delete' })).toBeNull();
    document.body.innerHTML = '';
    const owned = renderList([theirs], { canDeleteAny: true });
    expect(within(owned.item).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(owned.item).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('stops offering Edit once the edit window has passed', () => {
    const old = stored({ createdAt: new Date(Date.now() - CHAT_EDIT_WINDOW_MS - 1000).toISOString() });
    const { item } = renderList([old]);
    expect(within(item).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(item).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('edits in the bubble: Enter saves through the API and merges the answer into the chat', async () => {
    const edited = stored({
      content: 'Pushed the scraper, with tests',
      editedAt: new Date().toISOString(),
      version: 10,
    });
    const asked = answerWith(200, edited);
    const { item, onReceive } = renderList([stored()]);
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    const box = within(item).getByRole('textbox', { name: 'Edit message' }) as HTMLTextAreaElement;
    expect(document.activeElement).toBe(box);
    await userEvent.type(box, ', with tests{Enter}');
    await vi.waitFor(() => expect(onReceive).toHaveBeenCalledWith(edited));
    expect(asked).toEqual([
      {
        method: 'PATCH',
        url: `/api/chat/messages/${MESSAGE_ID}`,
        body: { content: 'Pushed the scraper, with tests' },
      },
    ]);
    expect(within(item).queryByRole('textbox')).toBeNull();
  });

  it('keeps the edit and says why when the server refuses it; Escape then cancels without closing the chat', async () => {
    answerWith(403, { message: 'Messages can be edited for 15 minutes after sending', code: 'chatEditWindowPassed' });
    const { item, onReceive } = renderList([stored()]);
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    const box = within(item).getByRole('textbox', { name: 'Edit message' }) as HTMLTextAreaElement;
    await userEvent.type(box, '!{Enter}');
    expect((await within(item).findByRole('alert')).textContent).toBe(
      'Messages can be edited for 15 minutes after sending',
    );
    expect(box.value).toBe('Pushed the scraper!');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(onReceive).not.toHaveBeenCalled();

    const pressEscape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    box.dispatchEvent(pressEscape);
    expect(pressEscape.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(within(item).queryByRole('textbox')).toBeNull());
    expect(item.textContent).toContain('Pushed the scraper');
    expect(within(item).queryByRole('alert')).toBeNull();
  });

  it('asks before deleting, deletes through the API and merges the tombstone', async () => {
    const tombstone = stored({ content: '', deleted: true, version: 10 });
    const asked = answerWith(200, tombstone);
    const { item, onReceive } = renderList([stored()]);
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    await vi.waitFor(() => expect(onReceive).toHaveBeenCalledWith(tombstone));
    expect(asked).toEqual([{ method: 'DELETE', url: `/api/chat/messages/${MESSAGE_ID}`, body: undefined }]);
  });

  it('keeps the dialog open with the reason when the deletion is refused, and Keep it closes it', async () => {
    answerWith(403, { message: 'Only its sender or the room’s owner can delete a message', code: 'nope' });
    const { item, onReceive } = renderList([stored({ sender: RAVI })], { canDeleteAny: true });
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    expect(dialog.textContent).toContain('As the room’s owner you are deleting Ravi Kumar’s message.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only its sender or the room’s owner can delete a message',
    );
    expect(onReceive).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog', { name: 'Delete this message?' })).toBeNull();
  });

  it('closes only its own dialog, not the chat’s around it', async () => {
    const onCloseChat = vi.fn();
    render(
      <Modal isOpen onClose={onCloseChat} title="Team chat">
        <ChatMessageList messages={[stored()]} currentUserId="asha" timeFallback="now" onReceive={vi.fn()} />
      </Modal>,
      { wrapper: WithWordsAndLinks },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog', { name: 'Delete this message?' })).toBeNull();
    expect(onCloseChat).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Team chat' })).toBeTruthy();
  });

  it('reacts from a popover a keyboard can use, and merges the answer', async () => {
    const reacted = stored({ reactions: [{ emoji: '🎉', users: [{ _id: 'asha', name: 'Asha Rao' }] }], version: 10 });
    const asked = answerWith(200, reacted);
    const { item, onReceive } = renderList([stored()]);
    const react = within(item).getByRole('button', { name: 'Add a reaction' });
    react.focus();
    await userEvent.keyboard('{Enter}');
    expect(react.getAttribute('aria-expanded')).toBe('true');
    const picker = within(item).getByRole('toolbar', { name: 'Reactions' });
    expect(document.activeElement).toBe(within(picker).getByRole('button', { name: 'React with 👍' }));
    // Arrows move along the reactions; Escape closes the popover and goes back to React.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(within(picker).getByRole('button', { name: 'React with 🎉' }));
    await userEvent.keyboard('{Escape}');
    expect(within(item).queryByRole('toolbar')).toBeNull();
    expect(document.activeElement).toBe(react);

    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(item).getByRole('button', { name: 'React with 🎉' }));
    await vi.waitFor(() => expect(onReceive).toHaveBeenCalledWith(reacted));
    expect(asked).toEqual([
      { method: 'PUT', url: `/api/chat/messages/${MESSAGE_ID}/reactions/${encodeURIComponent('🎉')}`, body: undefined },
    ]);
    expect(document.activeElement).toBe(react);
  });

  it('says so under the message when a reaction fails', async () => {
    answerWith(500, {});
    const { item } = renderList([stored()]);
    await userEvent.click(within(item).getByRole('button', { name: 'Add a reaction' }));
    await userEvent.click(within(item).getByRole('button', { name: 'React with 👍' }));
    expect((await within(item).findByRole('alert')).textContent).toBe(
      'Could not update your reaction. Please try again.',
    );
  });

  it('shows a deleted message as a tombstone with nothing to do', () => {
    const { item } = renderList([stored({ content: '', deleted: true, sender: RAVI })], { canDeleteAny: true });
    expect(item.textContent).toContain('This message was deleted');
    expect(within(item).queryAllByRole('button')).toEqual([]);
  });

  it('offers no actions but Report without a chat to merge answers into', () => {
    const { item } = renderList([stored()], { onReceive: undefined, onReply: undefined });
    expect(within(item).queryAllByRole('button')).toEqual([]);
  });
});
