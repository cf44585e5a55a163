import type { ChatMessage } from '@skillsync/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithApp } from '../../../test/providers.tsx';
import { ChatPanel, type ChatPanelProps } from './ChatPanel.tsx';
import { ChatSearch } from './ChatSearch.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ROOM = { kind: 'project' as const, id: 'p1' };
const ASHA = { _id: 'asha', name: 'Asha Rao', avatar: null };
const RAVI = { _id: 'ravi', name: 'Ravi Kumar', avatar: null };

const found = (id: string, sender: typeof ASHA, content: string): ChatMessage => ({
  _id: id,
  sender,
  content,
  createdAt: '2026-11-20T09:15:00.000Z',
  seq: 3,
  version: 3,
  removed: false,
  removal: null,
  editedAt: null,
  deleted: false,
  replyTo: null,
  reactions: [],
  attachments: [],
});

/** The server's search: the pages asked for in turn, and what was asked. */
function searchAnswers(...pages: { messages: ChatMessage[]; nextCursor: string | null }[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const page = pages[Math.min(asked.length - 1, pages.length - 1)];
      return new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

function renderSearch() {
  const onClose = vi.fn();
  const onPick = vi.fn();
  render(<ChatSearch room={ROOM} currentUserId="asha" onClose={onClose} onPick={onPick} />, { wrapper: WithApp });
  return { onClose, onPick, field: screen.getByRole('searchbox', { name: 'Search messages' }) };
}

const results = () => within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('button');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ChatSearch', () => {
  it('searches the room as the member types, newest first, each result’s sender, time and words marked', async () => {
    const asked = searchAnswers({
      messages: [
        found('m9', RAVI, 'Mandi prices for onions went up again today'),
        found('m4', ASHA, 'Scraping the mandi site every morning'),
      ],
      nextCursor: null,
    });
    const { field } = renderSearch();
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('status').textContent).toBe("Type words to find them in this chat's messages.");
    await userEvent.type(field, 'mandi');
    await vi.waitFor(() => expect(results()).toHaveLength(2));
    expect(asked).toEqual(['/api/projects/p1/messages/search?q=mandi&limit=20']);
    expect(screen.getByRole('status').textContent).toBe('2 messages found');
    const [first, second] = results();
    expect(first?.textContent).toContain('Ravi Kumar');
    expect(first?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T09:15:00.000Z');
    expect([...(first?.querySelectorAll('mark') ?? [])].map((mark) => mark.textContent)).toEqual(['Mandi']);
    expect(second?.textContent).toContain('You');
  });

  it('finds Hindi words and marks them whole', async () => {
    const asked = searchAnswers({ messages: [found('m2', RAVI, 'आज मंडी में टमाटर सस्ता है')], nextCursor: null });
    const { field } = renderSearch();
    await userEvent.type(field, 'टमाटर');
    await vi.waitFor(() => expect(results()).toHaveLength(1));
    expect(new URL(asked[0] ?? '', 'http://x').searchParams.get('q')).toBe('टमाटर');
    expect(results()[0]?.querySelector('mark')?.textContent).toBe('टमाटर');
  });

  it('pages with More results', async () => {
    const asked = searchAnswers(
      { messages: [found('m9', RAVI, 'deploy tonight')], nextCursor: 'c2' },
      { messages: [found('m1', ASHA, 'first deploy went fine')], nextCursor: null },
    );
    const { field } = renderSearch();
    await userEvent.type(field, 'deploy{Enter}');
    await vi.waitFor(() => expect(results()).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('1 message shown, more below');
    await userEvent.click(screen.getByRole('button', { name: 'More results' }));
    await vi.waitFor(() => expect(results()).toHaveLength(2));
    expect(asked.at(-1)).toBe('/api/projects/p1/messages/search?q=deploy&limit=20&cursor=c2');
    expect(screen.queryByRole('button', { name: 'More results' })).toBeNull();
  });

  it('says when nothing matches', async () => {
    searchAnswers({ messages: [], nextCursor: null });
    const { field } = renderSearch();
    await userEvent.type(field, 'zebra');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('No messages match “zebra”.'));
  });

  it('goes to a result chosen, and closes with Escape', async () => {
    searchAnswers({ messages: [found('m9', RAVI, 'deploy tonight')], nextCursor: null });
    const { field, onPick, onClose } = renderSearch();
    await userEvent.type(field, 'deploy');
    await vi.waitFor(() => expect(results()).toHaveLength(1));
    await userEvent.click(results()[0] as HTMLElement);
    expect(onPick).toHaveBeenCalledWith('m9');
    await userEvent.type(field, '{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect((field as HTMLInputElement).value).toBe('deploy');
  });
});

describe('ChatPanel search and jumps', () => {
  const MESSAGES = [found('m1', RAVI, 'Standup at 10?'), found('m2', ASHA, 'Yes')];
  function renderPanel(props: Partial<ChatPanelProps> = {}) {
    const onJumpTo = vi.fn();
    render(
      <ChatPanel
        room={ROOM}
        memberCount={2}
        messages={MESSAGES}
        currentUserId="asha"
        onSend={vi.fn()}
        onJumpTo={onJumpTo}
        {...props}
      />,
      { wrapper: WithApp },
    );
    return { onJumpTo };
  }

  it('opens the search from its header, and Escape brings focus back to Search', async () => {
    searchAnswers({ messages: [found('m1', RAVI, 'Standup at 10?')], nextCursor: null });
    const { onJumpTo } = renderPanel();
    const button = screen.getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(document.activeElement).toBe(button);

    await userEvent.click(button);
    await userEvent.type(screen.getByRole('searchbox'), 'standup');
    await vi.waitFor(() => expect(results()).toHaveLength(1));
    await userEvent.click(results()[0] as HTMLElement);
    expect(onJumpTo).toHaveBeenCalledWith('m1');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('brings the message jumped to into view, highlighted and focused', () => {
    renderPanel({ jumpTarget: { messageId: 'm1', serial: 1 } });
    const item = document.querySelector<HTMLElement>('[data-message-id="m1"]');
    expect(document.activeElement).toBe(item);
    expect(item?.dataset.highlighted).toBe('');
  });

  it('away from the newest messages, offers the later ones and Jump to latest', async () => {
    const onLoadNewer = vi.fn();
    const onJumpToLatest = vi.fn();
    renderPanel({ hasNewer: true, onLoadNewer, onJumpToLatest });
    await userEvent.click(screen.getByRole('button', { name: 'Load later messages' }));
    expect(onLoadNewer).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Jump to latest' }));
    expect(onJumpToLatest).toHaveBeenCalled();
  });

  it('offers no search without a room to search', () => {
    render(<ChatPanel memberCount={2} messages={MESSAGES} currentUserId="asha" onSend={vi.fn()} />, {
      wrapper: WithApp,
    });
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
  });
});
