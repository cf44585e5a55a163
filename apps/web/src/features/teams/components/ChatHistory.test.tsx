import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WithWordsAndLinks } from '../../../test/providers.tsx';
import { ChatHistory, type ChatHistoryProps } from './ChatHistory.tsx';
import type { ChatModalMessage } from './chat-list-types.ts';

// A DOM without layout: the history's rows keep their estimated heights, and its log is as tall as the virtualizer
// takes a log without a height to be. What is tested is which rows exist, not where they are drawn.

const ASHA = { _id: 'asha', name: 'Asha Rao', avatar: null };
const RAVI = { _id: 'ravi', name: 'Ravi Kumar', avatar: null };
const AT = '2026-11-21T04:30:00.000Z';

const said = (seq: number, sender = seq % 2 === 0 ? ASHA : RAVI): ChatModalMessage => ({
  _id: `m${seq}`,
  seq,
  sender,
  content: `Message ${seq}`,
  createdAt: AT,
});
/** `count` messages from number `first` on, oldest first. */
const history = (count: number, first = 1) => Array.from({ length: count }, (_, index) => said(first + index));

function renderHistory(props: Partial<ChatHistoryProps> = {}) {
  const all: ChatHistoryProps = { messages: history(5000), currentUserId: 'asha', onReply: vi.fn(), ...props };
  const view = render(<ChatHistory {...all} />, { wrapper: WithWordsAndLinks });
  const log = screen.getByRole('log', { name: 'Messages' });
  return {
    ...view,
    log,
    rerenderWith: (more: Partial<ChatHistoryProps>) => view.rerender(<ChatHistory {...all} {...more} />),
  };
}

const rows = (log: HTMLElement) => within(log).getAllByRole('listitem');
const shownIds = (log: HTMLElement) =>
  [...log.querySelectorAll<HTMLElement>('[data-message-id]')].map((item) => item.dataset.messageId);

/** Scrolls the log as a reader would: to `top`, then the scroll event the virtualizer listens to. */
function scrollLogTo(log: HTMLElement, top: number) {
  act(() => {
    log.scrollTop = top;
    fireEvent.scroll(log);
  });
}
/** Scrolls the log by the reader's own hand: a wheel turned, then the scrolling it makes. */
function readerScrollsTo(log: HTMLElement, top: number) {
  fireEvent.wheel(log);
  scrollLogTo(log, top);
}
const totalHeight = (log: HTMLElement) => Number.parseFloat(log.querySelector('ol')?.style.height ?? '0');

describe('ChatHistory, virtual', () => {
  it('puts only the rows near the view in the DOM, however long the history, and others as it scrolls', () => {
    const { log } = renderHistory();
    const first = rows(log);
    expect(first.length).toBeGreaterThan(3);
    expect(first.length).toBeLessThan(40);
    // The list is as tall as all its rows, drawn or not.
    expect(totalHeight(log)).toBeGreaterThan(5000 * 60);

    scrollLogTo(log, totalHeight(log));
    const last = rows(log);
    expect(last.length).toBeLessThan(40);
    expect(shownIds(log)).toContain('m5000');
    expect(shownIds(log)).not.toContain('m1');
  });

  it('announces nothing as rows come and go; a polite region says each message of others that arrives, once', () => {
    const messages = history(40);
    const { log, rerenderWith } = renderHistory({ messages });
    expect(log.getAttribute('aria-live')).toBe('off');
    const region = document.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(region.textContent).toBe('');

    rerenderWith({ messages: [...messages, said(41, RAVI), { ...said(42, ASHA), content: 'Mine' }] });
    expect(region.textContent).toBe('Ravi Kumar: Message 41');
    // An earlier page loaded above is not news.
    rerenderWith({ messages: [said(0, RAVI), ...messages, said(41, RAVI), said(42, ASHA)] });
    expect(region.textContent).toBe('Ravi Kumar: Message 41');
    // Nor a later page loaded below after a jump.
    rerenderWith({ messages: [...messages, said(41, RAVI), said(42, ASHA), said(43, RAVI)], hasNewer: true });
    expect(region.textContent).toBe('Ravi Kumar: Message 41');
  });

  it('jumps to a message far from the view: its row renders, focused and highlighted, the rest still bounded', () => {
    const { log, rerenderWith } = renderHistory();
    rerenderWith({ jumpTarget: { messageId: 'm4000', serial: 1 } });
    const item = log.querySelector<HTMLElement>('[data-message-id="m4000"]');
    expect(item).toBeTruthy();
    expect(document.activeElement).toBe(item);
    expect(item?.dataset.highlighted).toBe('');
    expect(rows(log).length).toBeLessThan(40);
  });

  it('goes to a reply’s original far above it from its quote', async () => {
    const messages = history(3000);
    const reply: ChatModalMessage = {
      ...said(3001, RAVI),
      content: 'Agmarknet',
      replyTo: { _id: 'm2', seq: 2, sender: { _id: 'asha', name: 'Asha Rao' }, excerpt: 'Message 2', isGone: false },
    };
    const { log } = renderHistory({ messages: [...messages, reply] });
    scrollLogTo(log, totalHeight(log));
    expect(shownIds(log)).not.toContain('m2');
    await userEvent.click(within(log).getByRole('button', { name: /^In reply to You/ }));
    const original = log.querySelector<HTMLElement>('[data-message-id="m2"]');
    expect(document.activeElement).toBe(original);
  });

  it('keeps the row holding focus while the history scrolls away from it', () => {
    const { log } = renderHistory();
    const reply = within(rows(log)[0] as HTMLElement).getByRole('button', { name: 'Reply' });
    act(() => reply.focus());
    scrollLogTo(log, totalHeight(log));
    expect(shownIds(log)).toContain('m1');
    expect(document.activeElement).toBe(reply);
    expect(rows(log).length).toBeLessThan(40);
  });

  it('keeps a blocked member’s message shown once the reader asked, when its row comes back', async () => {
    const messages = history(500).map((message, index) =>
      index === 0 ? { ...message, isFromBlocked: true } : message,
    );
    const { log } = renderHistory({ messages });
    await userEvent.click(within(log).getByRole('button', { name: 'Show' }));
    expect(within(log).getByText('Message 1')).toBeTruthy();
    // Show is gone, and focus with it: the row is free to go as the history scrolls.
    scrollLogTo(log, totalHeight(log));
    expect(shownIds(log)).not.toContain('m1');
    scrollLogTo(log, 0);
    expect(within(log).getByText('Message 1')).toBeTruthy();
    expect(within(log).queryByText('Message from a member you blocked')).toBeNull();
  });
});

describe('ChatHistory, earlier pages', () => {
  /** A log of this height, its content scrolled to `top`. */
  function sizeLog(log: HTMLElement, height: number) {
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: height });
  }

  it('loads them as the reader scrolls up near the first message, not as the history scrolls by itself nor down', () => {
    const onLoadOlder = vi.fn();
    const { log } = renderHistory({ messages: history(60), hasOlder: true, onLoadOlder });
    sizeLog(log, 500);
    expect(onLoadOlder).not.toHaveBeenCalled();
    // Opening at the end, then up to a New messages line known a moment later: the history's doing, not the reader's.
    scrollLogTo(log, 3000);
    scrollLogTo(log, 100);
    expect(onLoadOlder).not.toHaveBeenCalled();
    readerScrollsTo(log, 3000);
    readerScrollsTo(log, 1200);
    expect(onLoadOlder).not.toHaveBeenCalled();
    readerScrollsTo(log, 300);
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
    readerScrollsTo(log, 400);
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
  });

  it('keeps the button for a keyboard, loads on while the reader is still near the top, says where the history starts', async () => {
    const onLoadOlder = vi.fn();
    const props = { hasOlder: true, onLoadOlder };
    const { log, rerenderWith } = renderHistory({ messages: history(60, 31), ...props });
    await userEvent.click(within(log).getByRole('button', { name: 'Load earlier messages' }));
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
    rerenderWith({ messages: history(60, 31), ...props, isLoadingOlder: true });
    sizeLog(log, 500);
    scrollLogTo(log, 100);
    // A short page lands, and the reader, kept where they were, is still near the top: the next one comes.
    rerenderWith({ messages: history(62, 29), ...props, isLoadingOlder: false });
    expect(onLoadOlder).toHaveBeenCalledTimes(2);
    rerenderWith({ messages: history(90, 1), hasOlder: false, onLoadOlder });
    expect(within(log).queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
    expect(within(log).getByText('This is where the chat begins')).toBeTruthy();
  });

  it('refuses to load on by itself after a failure: Try again is the way', () => {
    const onLoadOlder = vi.fn();
    const { log } = renderHistory({
      messages: history(60),
      hasOlder: true,
      onLoadOlder,
      isError: true,
      onRetry: vi.fn(),
    });
    sizeLog(log, 500);
    readerScrollsTo(log, 3000);
    readerScrollsTo(log, 100);
    expect(onLoadOlder).not.toHaveBeenCalled();
    expect(within(log).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
