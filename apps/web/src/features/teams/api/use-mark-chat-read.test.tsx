import type { ChatRoomInfo, ChatUnread } from '@skillsync/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatKeys } from './chat-keys.ts';
import { MARK_READ_DELAY_MS, useMarkChatRead } from './use-mark-chat-read.ts';

const ME = 'me';
const room = { kind: 'project', id: 'p1' } as const;
const from = (sender: string, seq: number) => ({ seq, sender: { _id: sender } });

/** The server's read position: every PUT it was sent, answered with the room's info as the server would. */
function stubServer() {
  const marks: { path: string; seq: number }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const { seq } = JSON.parse(String(init?.body)) as { seq: number };
      marks.push({ path, seq });
      const info: ChatRoomInfo = { room, people: [], readSeq: seq, unread: 0 };
      return new Response(JSON.stringify(info), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return marks;
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

type Options = Parameters<typeof useMarkChatRead>[1];

function renderMarkRead(initial: Options, queryClient = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook((options: Options) => useMarkChatRead(room, options), { initialProps: initial, wrapper });
}

/** Lets the delay pass and the PUT's answer arrive. */
const waitPastDelay = () => act(() => vi.advanceTimersByTimeAsync(MARK_READ_DELAY_MS));

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('marking an open chat read', () => {
  it('marks it read up to the newest message once someone else’s has been in view a moment', async () => {
    const marks = stubServer();
    renderMarkRead({ messages: [from('ravi', 4), from(ME, 5)], currentUserId: ME, readSeq: 3, isAtEnd: true });
    await act(() => vi.advanceTimersByTimeAsync(MARK_READ_DELAY_MS - 1));
    expect(marks).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(marks).toEqual([{ path: '/api/projects/p1/messages/read', seq: 5 }]);
  });

  it('marks again as new messages arrive while the reader is at the end, and only when the number grows', async () => {
    const marks = stubServer();
    const messages = [from('ravi', 4)];
    const chat = renderMarkRead({ messages, currentUserId: ME, readSeq: 3, isAtEnd: true });
    await waitPastDelay();
    chat.rerender({ messages: [...messages], currentUserId: ME, readSeq: 3, isAtEnd: true });
    await waitPastDelay();
    chat.rerender({
      messages: [...messages, from('asha', 6), from('ravi', 7)],
      currentUserId: ME,
      readSeq: 3,
      isAtEnd: true,
    });
    await waitPastDelay();
    expect(marks.map((mark) => mark.seq)).toEqual([4, 7]);
  });

  it('waits while the reader is scrolled up or the page is in the background', async () => {
    const marks = stubServer();
    const options = { messages: [from('ravi', 4)], currentUserId: ME, readSeq: 3 };
    const chat = renderMarkRead({ ...options, isAtEnd: false });
    await waitPastDelay();
    act(() => setVisibility('hidden'));
    chat.rerender({ ...options, isAtEnd: true });
    await waitPastDelay();
    expect(marks).toEqual([]);

    act(() => setVisibility('visible'));
    await waitPastDelay();
    expect(marks.map((mark) => mark.seq)).toEqual([4]);
  });

  it('leaves a room alone that holds nothing new of others’, or whose read position is not known yet', async () => {
    const marks = stubServer();
    const chat = renderMarkRead({
      messages: [from('ravi', 3), from(ME, 4), from(ME, 5)],
      currentUserId: ME,
      readSeq: 3,
      isAtEnd: true,
    });
    await waitPastDelay();
    chat.rerender({ messages: [from('ravi', 6)], currentUserId: ME, readSeq: undefined, isAtEnd: true });
    await waitPastDelay();
    expect(marks).toEqual([]);
  });

  it('takes the room off the unread figures at once with the server’s answer', async () => {
    stubServer();
    const queryClient = new QueryClient();
    const unread: ChatUnread = {
      total: 5,
      rooms: [
        { room, unread: 2, title: 'Build Room one' },
        { room: { kind: 'direct', id: 'c1' }, unread: 3, title: 'Asha Rao' },
      ],
      requests: 1,
    };
    queryClient.setQueryData(chatKeys.unread(), unread);
    renderMarkRead({ messages: [from('ravi', 4)], currentUserId: ME, readSeq: 2, isAtEnd: true }, queryClient);
    await waitPastDelay();
    expect(queryClient.getQueryData(chatKeys.unread())).toEqual({
      total: 3,
      rooms: [{ room: { kind: 'direct', id: 'c1' }, unread: 3, title: 'Asha Rao' }],
      requests: 1,
    });
  });
});
