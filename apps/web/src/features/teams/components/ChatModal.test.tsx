import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { WithWords } from '../../../test/providers.tsx';
import { ChatModal, type ChatModalMessage } from './ChatModal.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const wrapper = WithWords;

const ME = { _id: 'me', name: 'Asha Rao', avatar: null };
const RAVI = { _id: 'ravi', name: 'Ravi Kumar', avatar: null };
const MESSAGES: ChatModalMessage[] = [
  { _id: 'm1', sender: RAVI, content: 'Morning! Standup at 10?', createdAt: '2026-11-21T04:30:00.000Z' },
  { _id: 'm2', sender: ME, content: 'Yes, see you there', createdAt: null },
];

function renderChat(props: Partial<Parameters<typeof ChatModal>[0]> = {}) {
  const onSend = vi.fn<(content: string) => Promise<unknown>>().mockResolvedValue(undefined);
  render(
    <ChatModal
      isOpen
      onClose={vi.fn()}
      title="Team chat: Water tracker"
      memberCount={3}
      messages={MESSAGES}
      currentUserId="me"
      onSend={onSend}
      {...props}
    />,
    { wrapper },
  );
  return { onSend, box: screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement };
}

afterEach(() => vi.restoreAllMocks());

describe('ChatModal', () => {
  it('folds a message from a member the reader blocked until they ask to see it', async () => {
    const folded = { ...MESSAGES[0], isFromBlocked: true } as ChatModalMessage;
    renderChat({ messages: [folded, MESSAGES[1] as ChatModalMessage] });
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Message from a member you blocked')).toBeTruthy();
    expect(within(log).queryByText('Morning! Standup at 10?')).toBeNull();
    await userEvent.click(within(log).getByRole('button', { name: 'Show' }));
    expect(within(log).getByText('Morning! Standup at 10?')).toBeTruthy();
    expect(within(log).queryByText('Message from a member you blocked')).toBeNull();
  });

  it('shows the member count and the history, the reader’s own messages marked as theirs', () => {
    renderChat();
    expect(screen.getByText('3 members')).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Messages' });
    const items = within(log).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Ravi Kumar');
    expect(items[1]?.textContent).toContain('You');
    // A message without a time yet reads 'Now'.
    expect(items[1]?.textContent).toContain('Now');
    expect(items[1]?.querySelector('[data-message-id]')?.className).toContain('flex-row-reverse');
  });

  it('sends the trimmed text with Enter and clears the draft', async () => {
    const { onSend, box } = renderChat();
    await userEvent.type(box, '  Pushed the fix  {Enter}');
    expect(onSend).toHaveBeenCalledWith('Pushed the fix', {});
    expect(box.value).toBe('');
  });

  it('adds a new line with Shift+Enter and sends nothing', async () => {
    const { onSend, box } = renderChat();
    await userEvent.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box.value).toBe('line one\nline two');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends nothing when the message is only spaces', async () => {
    const { onSend, box } = renderChat();
    await userEvent.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends once while a send is under way', async () => {
    let finish = () => {};
    const onSend = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { box } = renderChat({ onSend });
    await userEvent.type(box, 'hello{Enter}{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(box.value).toBe(''));
  });

  it('keeps the draft and says so when sending fails', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('offline'));
    const { box } = renderChat({ onSend });
    await userEvent.type(box, 'Are we done?{Enter}');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to send message. Please try again.'));
    expect(box.value).toBe('Are we done?');
    // Said inside the dialog as well, where the member is looking.
    expect(screen.getByRole('alert').textContent).toBe('Failed to send message. Please try again.');
  });

  it("asks for a link with 'Enter URL:' and adds it to the draft", async () => {
    const prompt = vi.fn(() => ' https://github.com/skillsync ');
    Object.defineProperty(window, 'prompt', { value: prompt, configurable: true });
    const { box } = renderChat();
    await userEvent.type(box, 'Repo:');
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(prompt).toHaveBeenCalledWith('Enter URL:');
    expect(box.value).toBe('Repo: https://github.com/skillsync');
  });

  it('inserts a sample code block on a line of its own', async () => {
    const { box } = renderChat();
    await userEvent.type(box, 'Try:');
    await userEvent.click(screen.getByRole('button', { name: 'Code block' }));
    expect(box.value).toBe('Try:\n```\n// your code here\n```');
  });

  it('says when there are no messages yet', () => {
    renderChat({ messages: [] });
    expect(screen.getByRole('heading', { name: 'No messages yet' })).toBeTruthy();
  });

  it('counts the members online beside the team', () => {
    renderChat({ onlineCount: 2 });
    expect(screen.getByText('3 members').parentElement?.textContent).toBe('3 members·, 2 online');
  });

  it("reads 'Just now' for a message without a time where the chat says so", () => {
    renderChat({ timeFallback: 'justNow' });
    const items = within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('listitem');
    expect(items[1]?.textContent).toContain('Just now');
  });

  it('says when the live link is lost, and offers to reconnect once it gave up', async () => {
    const onReconnect = vi.fn();
    const { unmount } = render(
      <ChatModal
        isOpen
        onClose={vi.fn()}
        title="Team chat"
        memberCount={2}
        messages={MESSAGES}
        currentUserId="me"
        onSend={vi.fn()}
        liveState="reconnecting"
      />,
      { wrapper },
    );
    expect(screen.getByText('Connection lost. Reconnecting…')).toBeTruthy();
    unmount();
    renderChat({ liveState: 'offline', onReconnect });
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(onReconnect).toHaveBeenCalled();
  });

  it('shows nothing about the link while it is live', () => {
    renderChat({ liveState: 'live' });
    expect(screen.queryByText(/Reconnect|Live updates are off/)).toBeNull();
  });

  it('offers to try again when the history failed to load', async () => {
    const onRetry = vi.fn();
    renderChat({ messages: [], isError: true, onRetry });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('ChatModal days', () => {
  // Local times on the test machine's own calendar, whatever its zone: 'today' is the day of the faked clock.
  const at = (day: number, hour: number, minute: number) => new Date(2026, 10, day, hour, minute).toISOString();
  const ACROSS_DAYS: ChatModalMessage[] = [
    { _id: 'd1', sender: RAVI, content: 'Draft is up', createdAt: at(20, 14, 11) },
    { _id: 'd2', sender: ME, content: 'Reviewing now', createdAt: at(21, 15, 10) },
    { _id: 'd3', sender: RAVI, content: 'Merged', createdAt: at(22, 1, 18) },
    { _id: 'd4', sender: ME, content: 'Thanks!', createdAt: null },
  ];

  afterEach(async () => {
    vi.useRealTimers();
    await activateLanguage('en');
  });

  it("heads each day's messages with the day, in the reader's language", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 10, 30));
    renderChat({ messages: ACROSS_DAYS });
    const log = screen.getByRole('log', { name: 'Messages' });
    const days = within(log).getAllByRole('heading', { level: 3 });
    expect(days.map((heading) => heading.textContent)).toEqual(['Friday', 'Yesterday', 'Today']);
    // Each heading sits right above its own day's first message; the one still being sent is today's.
    expect(days[2]?.nextElementSibling?.textContent).toContain('Merged');
    const rows = within(log).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('h3')?.textContent ?? null)).toEqual([
      'Friday',
      'Yesterday',
      'Today',
      null,
    ]);

    await act(() => activateLanguage('hi'));
    expect(
      within(log)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['शुक्रवार', 'कल', 'आज']);
  });
});
