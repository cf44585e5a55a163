import type { Conversation } from '@skillsync/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { WithWords } from './providers.tsx';

// Direct conversations in component tests: their people, a conversation, and the API they call.

/** The members the messages tests write between. */
export const ME = { _id: 'me', id: 'me', name: 'Asha Rao', avatar: null, reputation: { score: 10 } };
export const RAVI = { _id: 'ravi', id: 'ravi', name: 'Ravi Kumar', avatar: null, reputation: { score: 42 } };

/** A conversation with Ravi: open, his last message read, unless told otherwise. */
export const conversationWith = (overrides: Partial<Conversation> = {}): Conversation => ({
  _id: 'c1',
  other: RAVI,
  status: 'open',
  isStartedByMe: false,
  lastMessage: {
    excerpt: 'Shall we pair on the sensor code?',
    createdAt: '2026-11-21T04:30:00.000Z',
    senderId: 'ravi',
  },
  unread: 0,
  ...overrides,
});

/** An answer's status and body, or 'never' for a call that never ends (a list still loading). */
type Answer = { status?: number; body: unknown } | 'never';
type ApiRoute = { method?: string; path: RegExp; answer: Answer };

/**
 * Stubs the API: each call answered by the first route its method and path match (a chat's history and room info
 * answer empty by default), the writes recorded as 'METHOD /api/path'.
 */
export function stubApi(routes: ApiRoute[]) {
  const writes: string[] = [];
  const defaults: ApiRoute[] = [
    {
      path: /\/messages\?/,
      answer: { body: { messages: [], nextCursor: null, version: 0, blockedSenderIds: [] } },
    },
    { path: /\/chat$/, answer: { body: { room: { kind: 'direct', id: 'c1' }, people: [], readSeq: 0, unread: 0 } } },
    { path: /^\/api\/blocks\//, answer: { body: { isBlocked: false } } },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') writes.push(`${method} ${path}`);
      const route = [...routes, ...defaults].find(
        (candidate) => (candidate.method ?? 'GET') === method && candidate.path.test(path),
      );
      if (!route) return new Response('{}', { status: 404 });
      const { answer } = route;
      if (answer === 'never') return new Promise<Response>(() => {});
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return writes;
}

/** Where the app went: the address, for a test to read. */
function Location() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `element` at `path` (matched by `route`) with the catalogs, a query cache that does not retry, and the
 * router; where the app navigates to shows in the `address` test id.
 */
export function renderAt(element: ReactNode, { path, route }: { path: string; route: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <WithWords>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <Location />
        </MemoryRouter>
      </QueryClientProvider>
    </WithWords>,
  );
}
