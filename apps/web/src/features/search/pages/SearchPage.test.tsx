import { I18nProvider } from '@lingui/react';
import type { SearchResults, UserSearchHit } from '@skillsync/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { SearchPage } from './SearchPage.tsx';

const member = (index: number, location: string): UserSearchHit => ({
  _id: `u${index}`,
  id: `u${index}`,
  name: `Flutter Dev ${index}`,
  avatar: null,
  reputation: { score: index },
  title: null,
  location,
  bio: null,
  skills: ['Flutter'],
});

const everyone = Array.from({ length: 15 }, (_, index) => member(index, index < 2 ? 'Pune' : 'Mumbai'));

/** The server's search over `everyone`: pages of 10 with a cursor that is the next offset, and the city filter. */
function answer(url: URL): SearchResults {
  const city = url.searchParams.get('city');
  const found = city ? everyone.filter((user) => user.location === city) : everyone;
  const from = Number(url.searchParams.get('cursor') ?? 0);
  const users = found.slice(from, from + 10);
  const next = from + 10 < found.length ? String(from + 10) : null;
  return {
    users,
    problems: [],
    projects: [],
    skills: [],
    counts: { users: found.length, problems: 0, projects: 0, skills: 0 },
    nextCursors: { users: next, problems: null, projects: null, skills: null },
  };
}

function stubServer() {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const url = new URL(path, 'http://localhost');
      asked.push(url);
      return new Response(JSON.stringify(answer(url)), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

function renderAt(address: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[address]}>
          <SearchPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const memberNames = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Members tab of a search', () => {
  it('loads more members until the last, then offers no more', async () => {
    const asked = stubServer();
    renderAt('/search?q=flutter&type=users');
    await waitFor(() => expect(memberNames()).toHaveLength(10));
    expect(screen.getByText('Showing 10 of 15')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(memberNames()).toHaveLength(15));
    expect(memberNames().at(-1)).toBe('Flutter Dev 14');
    expect(screen.getByText('Showing 15 of 15')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(asked.at(-1)?.searchParams.get('type')).toBe('users');
    expect(asked.at(-1)?.searchParams.get('cursor')).toBe('10');
  });

  it('filters the members by city once typing pauses', async () => {
    const asked = stubServer();
    renderAt('/search?q=flutter&type=users');
    await waitFor(() => expect(memberNames()).toHaveLength(10));
    await userEvent.type(screen.getByLabelText('City'), 'Pune');
    await waitFor(() => expect(memberNames()).toEqual(['Flutter Dev 0', 'Flutter Dev 1']));
    expect(asked.at(-1)?.searchParams.get('city')).toBe('Pune');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(memberNames()).toHaveLength(10));
  });
});
