import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from './chat-messages.ts';
import { CATCH_UP_PAGE_SIZE, HISTORY_PAGE_SIZE } from './chat-pages.ts';
import { type ChatPage, type ChatPageQuery, createChatSession } from './chat-session.ts';
import { fakeServer } from './fake-chat-server.ts';

const sinceAsked = (queries: ChatPageQuery[]) => queries.flatMap((query) => query.since ?? []);

const ids = (messages: ChatMessage[]) => messages.map((message) => message._id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `m${from + i}`);

describe('a chat session', () => {
  it('opens on the newest page, oldest first, and loads earlier pages above it', async () => {
    const server = fakeServer(HISTORY_PAGE_SIZE + 5);
    const session = createChatSession(server.transport);
    await session.loadHistory();
    expect(session.getSnapshot().isLoading).toBe(false);
    expect(ids(session.getSnapshot().messages)).toEqual(range(6, HISTORY_PAGE_SIZE + 5));
    expect(session.getSnapshot().olderCursor).not.toBeNull();

    await session.loadOlder();
    expect(ids(session.getSnapshot().messages)).toEqual(range(1, HISTORY_PAGE_SIZE + 5));
    expect(session.getSnapshot().olderCursor).toBeNull();
  });

  it('keeps a message that arrived live while the history was loading, in its place', async () => {
    const server = fakeServer(3);
    const session = createChatSession(server.transport);
    const loading = session.loadHistory();
    session.receive([server.write('said while loading')]);
    await loading;
    expect(ids(session.getSnapshot().messages)).toEqual(range(1, 4));
  });

  it('shows a sent message once, though its live event comes too', async () => {
    const server = fakeServer(1);
    const session = createChatSession(server.transport);
    await session.loadHistory();
    const sent = await session.send('Pushed the fix');
    session.receive([sent]);
    expect(ids(session.getSnapshot().messages)).toEqual(['m1', 'm2']);
  });

  it('sends a message again with the same clientId, so a retry never stores it twice', async () => {
    const server = fakeServer();
    const post = vi.spyOn(server.transport, 'postMessage').mockRejectedValueOnce(new Error('offline'));
    const session = createChatSession(server.transport);
    await session.loadHistory();
    await expect(session.send('Are we done?')).rejects.toThrow('offline');
    await session.send('Are we done?');
    await session.send('Next one');
    const clientIds = post.mock.calls.map(([body]) => body.clientId);
    expect(clientIds[0]).toBe(clientIds[1]);
    expect(clientIds[2]).not.toBe(clientIds[1]);
    expect(clientIds[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('catches up after a reconnect from the last message seen, page after page, each message once and in order', async () => {
    const server = fakeServer(5);
    const session = createChatSession(server.transport);
    await session.loadHistory();
    await session.setJoined(true);
    // Offline for a while: the others wrote more than a catch-up page.
    await session.setJoined(false);
    for (let i = 0; i < CATCH_UP_PAGE_SIZE + 7; i += 1) server.write(`missed ${i}`);
    // One of them came live just before the link dropped.
    session.receive([server.stored[5] as ChatMessage]);

    await session.setJoined(true);

    expect(ids(session.getSnapshot().messages)).toEqual(range(1, CATCH_UP_PAGE_SIZE + 12));
    expect(sinceAsked(server.queries)).toEqual([5, 6, 6 + CATCH_UP_PAGE_SIZE]);
  });

  it('catches up after a reconnect from before a live message that came first: the messages between show once, in order', async () => {
    const server = fakeServer(5);
    const session = createChatSession(server.transport);
    await session.loadHistory();
    await session.setJoined(true);
    await session.setJoined(false);
    // Said while the link was down.
    for (let i = 0; i < 3; i += 1) server.write(`missed ${i}`);
    // Joined again; a message sent just now arrives live before the catch-up asks for anything.
    const rejoined = session.setJoined(true);
    const live = server.write('said after the rejoin');
    const delivered = session.receive([live]);
    await Promise.all([rejoined, delivered]);

    expect(ids(session.getSnapshot().messages)).toEqual(range(1, 9));
    expect(sinceAsked(server.queries)).toEqual([5, 5]);
  });

  it('fills a hole when a live event jumps ahead in the numbers', async () => {
    const server = fakeServer(3);
    const session = createChatSession(server.transport);
    await session.loadHistory();
    await session.setJoined(true);
    // m4's live event was lost (say, sent through another instance that died); m5's comes.
    server.write('lost live');
    const next = server.write('came live');
    await session.receive([next]);

    expect(ids(session.getSnapshot().messages)).toEqual(range(1, 5));
    expect(sinceAsked(server.queries)).toEqual([3, 3]);
    // A repeat of the same event leaves no hole and asks for nothing.
    await session.receive([next]);
    expect(sinceAsked(server.queries)).toHaveLength(2);
  });

  it('catches up once per live event that leaves a hole, even when the catch-up finds nothing', async () => {
    const server = fakeServer(3);
    const session = createChatSession(server.transport);
    await session.loadHistory();
    // A message the server's catch-up cannot see yet.
    const ahead: ChatMessage = { ...(server.stored[2] as ChatMessage), _id: 'm5', seq: 5, version: 5 };
    await session.receive([ahead]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sinceAsked(server.queries)).toEqual([3]);
    expect(ids(session.getSnapshot().messages)).toEqual(['m1', 'm2', 'm3', 'm5']);
  });

  it('shows an edit live, and one whose event was lost after the catch-up, each message once as last changed', async () => {
    const server = fakeServer(3);
    const session = createChatSession(server.transport);
    await session.loadHistory();
    await session.setJoined(true);
    await session.receive([server.edit('m2', 'fixed typo')]);
    expect(session.getSnapshot().messages.map((message) => message.content)).toEqual([
      'message 1',
      'fixed typo',
      'message 3',
    ]);
    // The edit of m1 never arrived live; a new message after it does: the catch-up brings the edit.
    server.edit('m1', 'first, edited');
    await session.receive([server.write('fourth')]);
    expect(session.getSnapshot().messages.map((message) => message.content)).toEqual([
      'first, edited',
      'fixed typo',
      'message 3',
      'fourth',
    ]);
    // An older copy arriving late (a slow event) never undoes a later change.
    await session.receive([{ ...(server.stored[1] as ChatMessage), content: 'stale', version: 1 }]);
    expect(session.getSnapshot().messages[1]?.content).toBe('fixed typo');
  });

  it('leaves a change to a message older than those shown for the page that will show it', async () => {
    const server = fakeServer(HISTORY_PAGE_SIZE + 2);
    const session = createChatSession(server.transport);
    await session.loadHistory();
    await session.receive([server.edit('m1', 'old, edited')]);
    expect(ids(session.getSnapshot().messages)).toEqual(range(3, HISTORY_PAGE_SIZE + 2));
    await session.loadOlder();
    expect(session.getSnapshot().messages[0]?.content).toBe('old, edited');
  });

  it('catches up once the history is here when the room was joined first', async () => {
    const server = fakeServer(2);
    let answer: (page: ChatPage) => void = () => {};
    const fetchPage = vi
      .spyOn(server.transport, 'fetchPage')
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const session = createChatSession(server.transport);
    const loading = session.loadHistory();
    void session.setJoined(true);
    // The page was read before the join: a message written in between is in neither.
    const page = { messages: [...server.stored].reverse(), nextCursor: null, version: 2, blockedSenderIds: [] };
    server.write('between the read and the join');
    answer(page);
    await loading;
    expect(ids(session.getSnapshot().messages)).toEqual(['m1', 'm2', 'm3']);
    expect(fetchPage).toHaveBeenLastCalledWith({ since: 2, limit: CATCH_UP_PAGE_SIZE }, expect.anything());
  });

  it('notes the senders the reader blocked, as each page names them, once each', async () => {
    const server = fakeServer(HISTORY_PAGE_SIZE + 5, ['ravi']);
    const session = createChatSession(server.transport);
    expect(session.getSnapshot().blockedSenderIds).toEqual([]);
    await session.loadHistory();
    await session.loadOlder();
    await session.setJoined(true);
    expect(session.getSnapshot().blockedSenderIds).toEqual(['ravi']);
  });

  it('catches up an empty chat with its newest page', async () => {
    const server = fakeServer();
    const session = createChatSession(server.transport);
    await session.loadHistory();
    server.write('first ever');
    await session.setJoined(true);
    expect(ids(session.getSnapshot().messages)).toEqual(['m1']);
  });

  it('says a failed catch-up and tries it again on retry', async () => {
    const server = fakeServer(1);
    const session = createChatSession(server.transport);
    await session.loadHistory();
    server.write('missed');
    vi.spyOn(server.transport, 'fetchPage').mockRejectedValueOnce(new Error('offline'));
    await session.catchUp();
    expect(session.getSnapshot().error).toBe('catch-up');
    await session.retry();
    expect(session.getSnapshot().error).toBeNull();
    expect(ids(session.getSnapshot().messages)).toEqual(['m1', 'm2']);
  });

  it('says a failed first page, and loads it on retry', async () => {
    const server = fakeServer(1);
    vi.spyOn(server.transport, 'fetchPage').mockRejectedValueOnce(new Error('offline'));
    const session = createChatSession(server.transport);
    await session.loadHistory();
    expect(session.getSnapshot()).toMatchObject({ isLoading: false, error: 'history', messages: [] });
    await session.retry();
    expect(ids(session.getSnapshot().messages)).toEqual(['m1']);
  });

  it('forgets everything once closed: a late answer changes nothing', async () => {
    const server = fakeServer(2);
    const session = createChatSession(server.transport);
    const listener = vi.fn();
    session.subscribe(listener);
    const loading = session.loadHistory();
    session.dispose();
    await loading;
    session.receive([server.write('late')]);
    expect(session.getSnapshot().messages).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
