import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../lib/auth-store.ts';
import { queryRoots } from '../lib/query-keys.ts';
import { cacheHandlers } from './realtime-sync.ts';

/** The query keys an event made stale. */
function staleKeysAfter(handle: (queryClient: QueryClient) => void) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  handle(queryClient);
  return invalidate.mock.calls.map(([filters]) => filters?.queryKey);
}

/** The query keys an event made stale, by their root. */
const staleRootsAfter = (handle: (queryClient: QueryClient) => void) =>
  staleKeysAfter(handle).map((queryKey) => queryKey?.[0]);

const refreshUser = useAuthStore.getState().refreshUser;
afterEach(() => useAuthStore.setState({ refreshUser }));

describe('what the realtime events refresh', () => {
  it('reloads the member’s score and dashboard when they are awarded reputation, wherever they are', () => {
    const refreshed = vi.fn(async () => {});
    useAuthStore.setState({ refreshUser: refreshed });
    const stale = staleRootsAfter((queryClient) =>
      cacheHandlers(queryClient)['reputation-changed']?.({ sourceType: 'problem', sourceId: 'p1' }),
    );
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(stale).toEqual(expect.arrayContaining([queryRoots.dashboard[0], queryRoots.profiles[0]]));
  });

  it('reloads the dashboard when a project the member is on changes (a completed one leaves its list)', () => {
    const stale = staleRootsAfter((queryClient) =>
      cacheHandlers(queryClient)['project-updated']?.({ projectId: 'p1', reason: 'completed' }),
    );
    expect(stale).toContain(queryRoots.dashboard[0]);
  });

  it('reads the unread messages’ figures again when a room’s unread changes, and with the bell’s', () => {
    const chatUnread = [...queryRoots.chat, 'unread'];
    expect(
      staleKeysAfter((queryClient) =>
        cacheHandlers(queryClient)['chat-unread-changed']?.({ room: { kind: 'project', id: 'p1' } }),
      ),
    ).toEqual([chatUnread]);
    expect(
      staleKeysAfter((queryClient) => cacheHandlers(queryClient)['notifications-changed']?.({ unread: 2 })),
    ).toContainEqual(chatUnread);
  });

  it('reloads the member’s conversations when one changes or a direct message arrives', () => {
    const conversations = [queryRoots.conversations[0]];
    expect(
      staleRootsAfter((queryClient) => cacheHandlers(queryClient)['conversations-changed']?.({ conversationId: 'c1' })),
    ).toEqual(conversations);
    expect(
      staleRootsAfter((queryClient) =>
        cacheHandlers(queryClient)['new-direct-message']?.({ conversationId: 'c1', message: {} as never }),
      ),
    ).toEqual(conversations);
    // Read on some device: the list's unread counts too.
    expect(
      staleRootsAfter((queryClient) =>
        cacheHandlers(queryClient)['chat-unread-changed']?.({ room: { kind: 'direct', id: 'c1' } }),
      ),
    ).toContain(queryRoots.conversations[0]);
  });
});
