import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from './chat-messages.ts';
import { HISTORY_PAGE_SIZE } from './chat-pages.ts';
import { type ChatPage, type ChatPageQuery, createChatSession } from './chat-session.ts';
import { fakeServer } from './fake-chat-server.ts';

const ids = (messages: ChatMessage[]) => messages.map((message) => message._id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `m${from + i}`);
const half = Math.floor(HISTORY_PAGE_SIZE / 2);

/** A chat of `count` messages, open on its newest page and joined. */
async function openChat(count: number) {
  const server = fakeServer(count);
  const session = createChatSession(server.transport);
  await session.loadHistory();
  await session.setJoined(true);
  return { server, session, snapshot: () => session.getSnapshot() };
}

/** A promise the test settles: a request held on its way. */
function held<T>() {
  let settle: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('a chat session jumping to a message', () => {
  it('holds the page around a message not loaded, away from the newest, and earlier pages still load above', async () => {
    const { server, session, snapshot } = await openChat(100);
    await session.jumpTo('m20');

    expect(ids(snapshot().messages)).toEqual(range(20 - half, 20 - half + HISTORY_PAGE_SIZE - 1));
    expect(snapshot()).toMatchObject({ isDetached: true, isJumping: false, jumpTarget: { messageId: 'm20' } });
    expect(server.queries.at(-1)).toEqual({ around: 'm20', limit: HISTORY_PAGE_SIZE });

    await session.loadOlder();
    expect(ids(snapshot().messages)).toEqual(range(1, 20 - half + HISTORY_PAGE_SIZE - 1));
  });

  it('asks for nothing to jump to a message it holds, and tells each jump from the last', async () => {
    const { server, session, snapshot } = await openChat(40);
    const asked = server.queries.length;
    await session.jumpTo('m35');
    const first = snapshot().jumpTarget;
    await session.jumpTo('m35');
    expect(server.queries).toHaveLength(asked);
    expect(first?.messageId).toBe('m35');
    expect(snapshot().jumpTarget?.serial).toBeGreaterThan(first?.serial ?? 0);
    expect(snapshot().isDetached).toBe(false);
  });

  it('is not away from the newest when the page around the message reaches it', async () => {
    const { session, snapshot } = await openChat(HISTORY_PAGE_SIZE + 10);
    await session.jumpTo('m5');
    expect(snapshot().isDetached).toBe(true);
    await session.jumpTo(`m${HISTORY_PAGE_SIZE + 8}`);
    expect(snapshot().isDetached).toBe(false);
    expect(snapshot().messages.at(-1)?._id).toBe(`m${HISTORY_PAGE_SIZE + 10}`);
  });

  it('while away from the newest, leaves new messages out but applies changes to those held', async () => {
    const { server, session, snapshot } = await openChat(100);
    await session.jumpTo('m20');
    const before = ids(snapshot().messages);

    await session.receive([server.write('said while reading old messages')]);
    await session.receive([server.edit('m20', 'the answer, edited')]);

    expect(ids(snapshot().messages)).toEqual(before);
    expect(snapshot().messages.find((message) => message._id === 'm20')?.content).toBe('the answer, edited');
  });

  it('loads later pages as the reader scrolls down, until one is not full: then new messages show live again', async () => {
    const { server, session, snapshot } = await openChat(100);
    await session.jumpTo('m40');
    expect(ids(snapshot().messages)).toEqual(range(25, 54));
    await session.receive([server.write('said while away')]);

    await session.loadNewer();
    expect(server.queries.at(-1)).toEqual({ after: 'm54', limit: HISTORY_PAGE_SIZE });
    expect(snapshot().isDetached).toBe(true);
    await session.loadNewer();
    expect(server.queries.at(-1)).toEqual({ after: 'm84', limit: HISTORY_PAGE_SIZE });
    expect(snapshot().isDetached).toBe(false);
    expect(ids(snapshot().messages)).toEqual(range(25, 101));

    await session.receive([server.write('live again')]);
    expect(snapshot().messages.at(-1)?.content).toBe('live again');
    // Attached, a later page is never asked for.
    const asked = server.queries.length;
    await session.loadNewer();
    expect(server.queries).toHaveLength(asked);
  });

  it('goes back to the newest page on Jump to latest, live again', async () => {
    const { server, session, snapshot } = await openChat(100);
    await session.jumpTo('m20');
    await session.receive([server.write('said while away')]);
    await session.jumpToLatest();
    expect(ids(snapshot().messages)).toEqual(range(101 - HISTORY_PAGE_SIZE + 1, 101));
    expect(snapshot()).toMatchObject({ isDetached: false, jumpTarget: { messageId: null } });
    expect(snapshot().olderCursor).not.toBeNull();
  });

  it('goes back to the newest messages when the reader sends while away from them', async () => {
    const { session, snapshot } = await openChat(100);
    await session.jumpTo('m20');
    await session.send('Found it, see above');
    await vi.waitFor(() => expect(snapshot().isDetached).toBe(false));
    expect(snapshot().messages.at(-1)?.content).toBe('Found it, see above');
  });

  it('drops an earlier page that was on its way when the jump landed: no gap opens', async () => {
    const { server, session, snapshot } = await openChat(100);
    const older = held<ChatPage>();
    const fetchPage = server.transport.fetchPage;
    vi.spyOn(server.transport, 'fetchPage').mockImplementationOnce(async (query, signal) => {
      const page = await fetchPage(query, signal);
      await older.promise;
      return page;
    });
    const loading = session.loadOlder();
    await session.jumpTo('m20');
    older.settle({} as ChatPage);
    await loading;
    expect(ids(snapshot().messages)).toEqual(range(20 - half, 20 - half + HISTORY_PAGE_SIZE - 1));
    expect(snapshot().isLoadingOlder).toBe(false);
  });

  it('hears again a change that came live while a later page was on its way, to a message of that page', async () => {
    const { server, session, snapshot } = await openChat(100);
    await session.jumpTo('m20');
    const newer = held<void>();
    const fetchPage = server.transport.fetchPage;
    vi.spyOn(server.transport, 'fetchPage').mockImplementationOnce(async (query: ChatPageQuery, signal) => {
      const page = await fetchPage(query, signal);
      await newer.promise;
      return page;
    });
    const loading = session.loadNewer();
    // Read before this edit; the edit's live event comes first, while its message is not held yet.
    const target = `m${20 - half + HISTORY_PAGE_SIZE + 2}`;
    await session.receive([server.edit(target, 'edited while the page was on its way')]);
    newer.settle();
    await loading;
    await vi.waitFor(() =>
      expect(snapshot().messages.find((message) => message._id === target)?.content).toBe(
        'edited while the page was on its way',
      ),
    );
  });

  it('says a failed jump and tries it again on retry', async () => {
    const { server, session, snapshot } = await openChat(100);
    vi.spyOn(server.transport, 'fetchPage').mockRejectedValueOnce(new Error('offline'));
    await session.jumpTo('m20');
    expect(snapshot()).toMatchObject({ error: 'jump', isJumping: false, isDetached: false });
    await session.retry();
    expect(snapshot()).toMatchObject({ error: null, isDetached: true, jumpTarget: { messageId: 'm20' } });
  });

  it('says a failed later page and loads it on retry', async () => {
    const { server, session, snapshot } = await openChat(100);
    await session.jumpTo('m20');
    vi.spyOn(server.transport, 'fetchPage').mockRejectedValueOnce(new Error('offline'));
    await session.loadNewer();
    expect(snapshot()).toMatchObject({ error: 'newer', isLoadingNewer: false });
    await session.retry();
    expect(snapshot().error).toBeNull();
    expect(snapshot().messages).toHaveLength(HISTORY_PAGE_SIZE * 2);
  });

  it('catches up after a reconnect while away from the newest without showing what is newer', async () => {
    const { server, session, snapshot } = await openChat(100);
    await session.jumpTo('m20');
    await session.setJoined(false);
    server.write('said while offline');
    server.edit('m21', 'edited while offline');
    await session.setJoined(true);
    expect(snapshot().messages.at(-1)?._id).toBe(`m${20 - half + HISTORY_PAGE_SIZE - 1}`);
    expect(snapshot().messages.find((message) => message._id === 'm21')?.content).toBe('edited while offline');
  });
});

describe('a chat session sending', () => {
  it('sends the message it answers and its files, and the same body again with the same clientId after a failure', async () => {
    const { server, session } = await openChat(3);
    const post = vi.spyOn(server.transport, 'postMessage').mockRejectedValueOnce(new Error('offline'));
    const extras = { replyToId: 'm2', attachmentIds: ['file-1', 'file-2'] };
    await expect(session.send('See the plan', extras)).rejects.toThrow('offline');
    await session.send('See the plan', { ...extras, attachmentIds: [...extras.attachmentIds] });
    await session.send('See the plan', { replyToId: 'm3' });
    const bodies = post.mock.calls.map(([body]) => body);
    expect(bodies[0]).toEqual({ content: 'See the plan', clientId: bodies[0]?.clientId, ...extras });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual({ content: 'See the plan', clientId: expect.any(String), replyToId: 'm3' });
    expect(bodies[2]?.clientId).not.toBe(bodies[0]?.clientId);
  });

  it('sends files alone, with no text', async () => {
    const { server, session } = await openChat(0);
    const post = vi.spyOn(server.transport, 'postMessage');
    await session.send('', { attachmentIds: ['file-1'] });
    expect(post.mock.calls[0]?.[0]).toEqual({ content: '', clientId: expect.any(String), attachmentIds: ['file-1'] });
  });
});
