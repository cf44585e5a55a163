import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../components/Modal.tsx';
import { WithWords } from '../../../test/providers.tsx';
import { ChatComposer, type ChatComposerProps } from './ChatComposer.tsx';
import type { ChatModalMessage } from './ChatMessageList.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PEOPLE = [
  { _id: 'me', name: 'Asha Rao', avatar: null },
  { _id: 'ravi', name: 'Ravi Kumar', avatar: null },
  { _id: 'kiran', name: 'Kiran Asha Mehta', avatar: null },
  { _id: 'priya', name: 'प्रिया शर्मा', avatar: null },
];
const QUESTION: ChatModalMessage = {
  _id: '0c8f8f5e-2f6b-4c39-9d7e-4b1f9a3c2d10',
  sender: { _id: 'ravi', name: 'Ravi Kumar', avatar: null },
  content: 'Who can review the mandi price scraper before Friday?',
  createdAt: '2026-11-21T04:30:00.000Z',
};

/** The composer in a dialog, as the chat shows it: Escape there must close no more than it means to. */
function renderComposer(props: Partial<ChatComposerProps> = {}) {
  const onSend = vi.fn<ChatComposerProps['onSend']>().mockResolvedValue(undefined);
  const onClose = vi.fn();
  render(
    <Modal isOpen onClose={onClose} title="Team chat">
      <ChatComposer onSend={onSend} people={PEOPLE} currentUserId="me" {...props} />
    </Modal>,
    { wrapper: WithWords },
  );
  const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  return { onSend, onClose, box };
}

const options = () => within(screen.getByRole('listbox', { name: 'People to mention' })).getAllByRole('option');
/** An option's name as read (its avatar's initials are hidden). */
const nameOf = (option: Element | null | undefined) => option?.lastElementChild?.textContent;
const activeOption = (box: HTMLTextAreaElement) =>
  document.getElementById(box.getAttribute('aria-activedescendant') ?? '');

afterEach(() => vi.restoreAllMocks());

describe('ChatComposer mentions', () => {
  it('offers the room’s people but the reader at an @, narrowed as the name is typed, and said to a screen reader', async () => {
    const { box } = renderComposer();
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    await userEvent.type(box, 'Thanks @');
    expect(options().map(nameOf)).toEqual(['Ravi Kumar', 'Kiran Asha Mehta', 'प्रिया शर्मा']);
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(screen.getByRole('status').textContent).toBe('3 people found. Up and down arrows to choose, Enter to pick.');

    await userEvent.type(box, 'as');
    expect(options().map(nameOf)).toEqual(['Kiran Asha Mehta']);
    await userEvent.type(box, 'x');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('moves with the arrows and picks with Enter, writing the whole name: Enter does not send', async () => {
    const { box, onSend } = renderComposer();
    await userEvent.type(box, 'Can @');
    expect(nameOf(activeOption(box))).toBe('Ravi Kumar');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(nameOf(activeOption(box))).toBe('प्रिया शर्मा');
    expect(activeOption(box)?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('प्रिया शर्मा, 3 of 3');
    await userEvent.keyboard('{ArrowDown}');
    expect(nameOf(activeOption(box))).toBe('Ravi Kumar');
    await userEvent.keyboard('{Enter}');
    expect(box.value).toBe('Can @Ravi Kumar ');
    expect(box.selectionStart).toBe(box.value.length);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box, 'review this?{Enter}');
    expect(onSend).toHaveBeenCalledWith('Can @Ravi Kumar review this?', {});
  });

  it('picks with Tab, and in the middle of the text', async () => {
    const { box } = renderComposer();
    await userEvent.type(box, 'Ask  today');
    box.setSelectionRange(4, 4);
    await userEvent.type(box, '@ki', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    await userEvent.keyboard('{Tab}');
    expect(box.value).toBe('Ask @Kiran Asha Mehta today');
    expect(document.activeElement).toBe(box);
  });

  it('closes the list with Escape, and the dialog stays open', async () => {
    const { box, onClose } = renderComposer();
    await userEvent.type(box, '@r');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    // Closed for that @; typing on does not bring it back, a new @ does.
    await userEvent.type(box, 'a');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.type(box, ' @');
    expect(options()).toHaveLength(3);
  });

  it('picks with the mouse, the textarea keeping focus', async () => {
    const { box } = renderComposer();
    await userEvent.type(box, 'cc @');
    await userEvent.hover(options()[1] as HTMLElement);
    expect(nameOf(activeOption(box))).toBe('Kiran Asha Mehta');
    await userEvent.click(options()[1] as HTMLElement);
    expect(box.value).toBe('cc @Kiran Asha Mehta ');
    expect(document.activeElement).toBe(box);
  });

  it('leaves the keys that end an IME composition (Hindi typing) to it', async () => {
    const { box, onSend } = renderComposer();
    await userEvent.type(box, '@प्रि');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'ArrowDown', isComposing: true });
    expect(box.value).toBe('@प्रि');
    expect(options()).toHaveLength(1);
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(box.value).toBe('@प्रिया शर्मा ');
  });

  it('offers nothing for an @ inside a word (an e-mail address)', async () => {
    const { box } = renderComposer();
    await userEvent.type(box, 'mail ravi@');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('ChatComposer replies', () => {
  it('says what is answered, sends it as replyToId and lets it go once sent', async () => {
    const onCancelReply = vi.fn();
    const { box, onSend } = renderComposer({ replyTo: QUESTION, onCancelReply });
    expect(screen.getByText('Replying to Ravi Kumar:').parentElement?.textContent).toBe(
      'Replying to Ravi Kumar: Who can review the mandi price scraper before Friday?',
    );
    // Reply was pressed on the message: the member writes the answer next.
    expect(document.activeElement).toBe(box);
    await userEvent.type(box, 'I can{Enter}');
    expect(onSend).toHaveBeenCalledWith('I can', { replyToId: QUESTION._id });
    expect(onCancelReply).toHaveBeenCalledTimes(1);
  });

  it('cancels with its button and with Escape, leaving the dialog open', async () => {
    const onCancelReply = vi.fn();
    const { box, onClose } = renderComposer({ replyTo: QUESTION, onCancelReply });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel reply' }));
    expect(onCancelReply).toHaveBeenCalledTimes(1);
    await userEvent.type(box, 'draft{Escape}');
    expect(onCancelReply).toHaveBeenCalledTimes(2);
    expect(onClose).not.toHaveBeenCalled();
    expect(box.value).toBe('draft');
  });

  it('keeps the answer, its quote and the draft when the send fails', async () => {
    const onCancelReply = vi.fn();
    const onSend = vi.fn<ChatComposerProps['onSend']>().mockRejectedValue(new Error('offline'));
    const { box } = renderComposer({ replyTo: QUESTION, onCancelReply, onSend });
    await userEvent.type(box, 'I can{Enter}');
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to send message. Please try again.'),
    );
    expect(box.value).toBe('I can');
    expect(onCancelReply).not.toHaveBeenCalled();
  });
});
