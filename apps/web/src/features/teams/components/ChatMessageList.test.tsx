import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { WithWordsAndLinks } from '../../../test/providers.tsx';
import { ChatMessageList, type ChatMessageListProps, type ChatModalMessage, HIGHLIGHT_MS } from './ChatMessageList.tsx';

const ASHA = { _id: 'asha', name: 'Asha Rao', avatar: null };
const RAVI = { _id: 'ravi', name: 'Ravi Kumar', avatar: null };
const AT = '2026-11-21T04:30:00.000Z';
const REMOVAL = { reason: 'Insults a teammate', removedAt: AT, actionId: 'action-1' };

const renderList = (messages: ChatModalMessage[], currentUserId: string) =>
  render(<ChatMessageList messages={messages} currentUserId={currentUserId} timeFallback="now" />, {
    wrapper: WithWordsAndLinks,
  });

afterEach(async () => {
  useAuthStore.setState({ user: null, isAuthenticated: false });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

const renderWith = (messages: ChatModalMessage[], props: Partial<ChatMessageListProps> = {}) =>
  render(<ChatMessageList messages={messages} currentUserId="asha" timeFallback="now" {...props} />, {
    wrapper: WithWordsAndLinks,
  });

/** The message itself in its row (which may also hold its day's heading and the New messages line). */
const messageOf = (row: HTMLElement | undefined) => row?.querySelector<HTMLElement>('[data-message-id]');

const said = (seq: number, sender = RAVI, content = `Message ${seq}`): ChatModalMessage => ({
  _id: `m${seq}`,
  seq,
  sender,
  content,
  createdAt: AT,
});

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

describe('ChatMessageList, new messages', () => {
  it('draws the line above the first message of others the reader had not read, and announces it politely', async () => {
    vi.useFakeTimers();
    const { rerender } = renderWith([said(1), said(2, ASHA), said(3), said(4)], { readSeq: 1 });
    const [line] = screen.getAllByText('New messages');
    // The reader's own later message is not news: the line sits above Ravi's third, in its row.
    expect(line?.closest('div')?.nextElementSibling?.textContent).toContain('Message 3');
    expect(line?.closest('li')?.previousElementSibling?.textContent).toContain('Message 2');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(status.textContent).toBe('New messages');

    // The reader reads on: the server's position moves, messages arrive; the line stays where they left off.
    rerender(
      <ChatMessageList
        messages={[said(1), said(2, ASHA), said(3), said(4), said(5)]}
        currentUserId="asha"
        timeFallback="now"
        readSeq={1}
      />,
    );
    expect(screen.getAllByText('New messages')[0]?.closest('div')?.nextElementSibling?.textContent).toContain(
      'Message 3',
    );
  });

  it('draws no line when the reader had read everything, nor for what arrives while the chat is open', () => {
    const { rerender } = renderWith([said(1), said(2)], { readSeq: 2 });
    rerender(
      <ChatMessageList messages={[said(1), said(2), said(3)]} currentUserId="asha" timeFallback="now" readSeq={2} />,
    );
    expect(screen.queryByText('New messages')).toBeNull();
  });
});

describe('ChatMessageList, what a message shows', () => {
  it('marks an edited message, with when in its tooltip and for a screen reader', () => {
    renderWith([{ ...said(1), editedAt: '2026-11-21T04:40:00.000Z' }]);
    const item = screen.getByRole('listitem');
    const mark = within(item).getByText('edited');
    expect(mark.parentElement?.getAttribute('title')).toMatch(/^Edited 21 Nov 2026/);
    expect(within(item).getByText(/^Edited 21 Nov 2026/).className).toContain('sr-only');
  });

  it('highlights the room’s people’s @names, the reader’s own the most', () => {
    renderWith([said(1, RAVI, 'Thanks @Asha Rao, and @Ravi Kumar will review. @Nobody here')], {
      people: [ASHA, RAVI],
    });
    const me = screen.getByText('@Asha Rao');
    const him = screen.getByText('@Ravi Kumar');
    expect(me.className).toContain('font-bold');
    expect(me.className).toContain('bg-amber-100');
    expect(him.className).toContain('font-semibold');
    expect(screen.getByRole('listitem').textContent).toContain('@Nobody here');
  });

  it('shows who reacted: chips pressed where the reader reacted, named for a screen reader, a click takes it back', async () => {
    const reacted = {
      ...said(1),
      _id: '3f0a3c8e-7d1b-4a2e-9b6c-5d4e3f2a1b0c',
      reactions: [
        {
          emoji: '👍',
          users: [
            { _id: 'ravi', name: 'Ravi Kumar' },
            { _id: 'asha', name: 'Asha Rao' },
            { _id: 'c', name: 'Chitra' },
          ],
        },
        { emoji: '🎉', users: [{ _id: 'ravi', name: 'Ravi Kumar' }] },
      ],
    };
    const onReceive = vi.fn();
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        asked.push(`${init?.method} ${url}`);
        return new Response(JSON.stringify({ ...reacted, version: 2 }), { status: 200 });
      }),
    );
    renderWith([reacted], { onReceive });
    const thumbs = screen.getByRole('button', { name: 'Ravi Kumar, Chitra and you reacted with 👍' });
    expect(thumbs.textContent).toMatch(/^👍3/);
    expect(thumbs.getAttribute('aria-pressed')).toBe('true');
    expect(thumbs.getAttribute('title')).toBe('Ravi Kumar, Chitra and you');
    const party = screen.getByRole('button', { name: 'Ravi Kumar reacted with 🎉' });
    expect(party.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(thumbs);
    await vi.waitFor(() => expect(onReceive).toHaveBeenCalled());
    expect(asked).toEqual([`DELETE /api/chat/messages/${reacted._id}/reactions/${encodeURIComponent('👍')}`]);
  });

  it('shows pictures as thumbnails opening the picture, and PDFs with their size, in the reader’s language', async () => {
    const withFiles: ChatModalMessage = {
      ...said(1),
      content: '',
      attachments: [
        {
          _id: 'a1',
          kind: 'image',
          name: 'wireframe.png',
          size: 120_000,
          width: 1600,
          height: 1200,
          url: '/api/chat/attachments/a1',
          thumbnailUrl: '/api/chat/attachments/a1/thumbnail',
        },
        {
          _id: 'a2',
          kind: 'pdf',
          name: 'Mandi price study.pdf',
          size: 2_516_582,
          width: null,
          height: null,
          url: '/api/chat/attachments/a2',
          thumbnailUrl: null,
        },
      ],
    };
    renderWith([withFiles]);
    const picture = screen.getByRole('img', { name: 'wireframe.png' });
    expect(picture.getAttribute('src')).toBe('/api/chat/attachments/a1/thumbnail');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['240', '180']);
    expect(screen.getByRole('link', { name: 'wireframe.png' }).getAttribute('href')).toBe('/api/chat/attachments/a1');
    const pdf = screen.getByRole('link', { name: /Mandi price study\.pdf/ });
    expect(pdf.getAttribute('href')).toBe('/api/chat/attachments/a2');
    expect(pdf.textContent).toContain('PDF · 2.4 MB');

    await act(() => activateLanguage('hi'));
    expect(screen.getByRole('link', { name: /Mandi price study\.pdf/ }).textContent).toContain('PDF · 2.4 MB');
  });
});

describe('ChatMessageList, replies', () => {
  const original = said(1, ASHA, 'Which API for the prices?');
  const reply: ChatModalMessage = {
    ...said(2, RAVI, 'Agmarknet'),
    replyTo: {
      _id: 'm1',
      seq: 1,
      sender: { _id: 'asha', name: 'Asha Rao' },
      excerpt: 'Which API for the prices?',
      isGone: false,
    },
  };

  it('quotes the original above the reply; a click goes to it, highlights it a moment and focuses it', async () => {
    renderWith([original, reply]);
    const quote = screen.getByRole('button', { name: 'In reply to You Which API for the prices?' });
    const first = messageOf(screen.getAllByRole('listitem')[0]);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    quote.click();
    expect(document.activeElement).toBe(first);
    expect(first?.hasAttribute('data-highlighted')).toBe(true);
    vi.advanceTimersByTime(HIGHLIGHT_MS);
    expect(first?.hasAttribute('data-highlighted')).toBe(false);
  });

  it('says when the original was deleted', () => {
    renderWith([
      {
        ...reply,
        replyTo: { ...(reply.replyTo as NonNullable<ChatModalMessage['replyTo']>), excerpt: '', isGone: true },
      },
    ]);
    expect(screen.getByRole('button', { name: 'In reply to You Original message deleted' })).toBeTruthy();
  });

  it('follows the original’s later edit and deletion, as they arrive', () => {
    const { rerender } = renderWith([original, reply]);
    const edited = { ...original, content: 'Which API for Nashik’s prices?' };
    rerender(<ChatMessageList messages={[edited, reply]} currentUserId="asha" timeFallback="now" />);
    expect(screen.getByRole('button', { name: 'In reply to You Which API for Nashik’s prices?' })).toBeTruthy();
    const deleted = { ...original, content: '', deleted: true };
    rerender(<ChatMessageList messages={[deleted, reply]} currentUserId="asha" timeFallback="now" />);
    expect(screen.getByRole('button', { name: 'In reply to You Original message deleted' })).toBeTruthy();
  });

  it('asks for an original not loaded, and goes to it once it shows', async () => {
    const onJumpTo = vi.fn();
    const { rerender } = renderWith([reply], { onJumpTo });
    await userEvent.click(screen.getByRole('button', { name: /^In reply to/ }));
    expect(onJumpTo).toHaveBeenCalledWith('m1');
    rerender(
      <ChatMessageList messages={[original, reply]} currentUserId="asha" timeFallback="now" onJumpTo={onJumpTo} />,
    );
    expect(document.activeElement).toBe(messageOf(screen.getAllByRole('listitem')[0]));
  });
});
