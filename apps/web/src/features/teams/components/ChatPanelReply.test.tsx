import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WithWordsAndLinks } from '../../../test/providers.tsx';
import type { ChatModalMessage } from './ChatMessageList.tsx';
import { ChatPanel } from './ChatPanel.tsx';

const RAVI = { _id: 'ravi', name: 'Ravi Kumar', avatar: null };
const ASHA = { _id: 'asha', name: 'Asha Rao', avatar: null };
const MESSAGES: ChatModalMessage[] = [
  { _id: 'm1', seq: 1, sender: RAVI, content: 'Which API for the prices?', createdAt: '2026-11-21T04:30:00.000Z' },
  { _id: 'm2', seq: 2, sender: ASHA, content: 'Looking', createdAt: '2026-11-21T04:31:00.000Z' },
];

function renderPanel() {
  const onSend = vi.fn().mockResolvedValue(undefined);
  render(<ChatPanel messages={MESSAGES} currentUserId="asha" onSend={onSend} onReceive={vi.fn()} />, {
    wrapper: WithWordsAndLinks,
  });
  return { onSend, box: screen.getByRole('textbox', { name: 'Message' }) };
}

describe('ChatPanel, replies', () => {
  it('answers a message from the keyboard: Reply quotes it in the composer, Enter sends it as the answer', async () => {
    const { onSend, box } = renderPanel();
    const [theirs] = within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('listitem');
    if (!theirs) throw new Error('message missing');
    within(theirs).getByRole('button', { name: 'Reply' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Replying to Ravi Kumar:')).toBeTruthy();
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard('Agmarknet{Enter}');
    expect(onSend).toHaveBeenCalledWith('Agmarknet', { replyToId: 'm1' });
    // Sent, the answer is done: the quote goes, and the next message answers nothing.
    await vi.waitFor(() => expect(screen.queryByText('Replying to Ravi Kumar:')).toBeNull());
  });

  it('drops the answer with Cancel reply', async () => {
    const { onSend, box } = renderPanel();
    await userEvent.click(screen.getAllByRole('button', { name: 'Reply' })[1] as HTMLElement);
    expect(screen.getByText('Replying to You:')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel reply' }));
    expect(screen.queryByText('Replying to You:')).toBeNull();
    await userEvent.type(box, 'Standup at 10?{Enter}');
    expect(onSend).toHaveBeenCalledWith('Standup at 10?', {});
  });
});
