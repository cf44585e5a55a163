import { I18nProvider } from '@lingui/react';
import type { CurrentUser, GrievanceQueue, OpenAppealList } from '@skillsync/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { i18n } from '../../../lib/i18n.ts';
import { ModerationPage } from './ModerationPage.tsx';

const moderator = {
  _id: 'm-reader',
  id: 'm-reader',
  name: 'Meera Iyer',
  email: 'meera@example.in',
  language: 'en',
  avatar: null,
  role: 'moderator',
} as unknown as CurrentUser;

const appeals: OpenAppealList = {
  total: 1,
  appeals: [
    {
      _id: 'a1',
      text: 'The fund is registered with the district collector',
      status: 'open',
      createdAt: '2026-11-26T06:00:00.000Z',
      decidedAt: null,
      decisionNote: null,
      decision: {
        actionId: 'act1',
        action: 'hide',
        note: 'Asks for UPI payments',
        days: null,
        subject: { type: 'problem', _id: 'p1', title: 'Fake flood relief fund', path: '/problems/p1' },
        createdAt: '2026-11-25T05:00:00.000Z',
      },
      moderator: { _id: 'm-kiran', name: 'Kiran Rao' },
      member: { _id: 'u1', name: 'Asha Verma' },
    },
  ],
};

const grievances: GrievanceQueue = {
  total: 1,
  grievances: [
    {
      _id: 'g1',
      reference: 'G-1001',
      name: 'Kavya Rao',
      email: 'kavya@example.in',
      about: 'A profile using my photographs',
      details: 'The profile shows pictures of me that I never shared.',
      member: null,
      receivedAt: '2026-11-25T05:00:00.000Z',
      decideBy: '2026-12-10T05:00:00.000Z',
      isOverdue: false,
    },
  ],
};

/** The server: the open appeals and complaints, an empty queue; every path asked for. */
function stubServer() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const body = url.startsWith('/api/moderation/appeals')
        ? appeals
        : url.startsWith('/api/moderation/grievances')
          ? grievances
          : { cases: [], total: 0 };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

function renderPage(user: CurrentUser, path: string) {
  useAuthStore.setState({ user, isAuthenticated: true, isLoading: false });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <ModerationPage />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

describe('the moderation page', () => {
  it('opens on the appeals with ?tab=appeals, between the queue and the log, with how many are open', async () => {
    stubServer();
    renderPage(moderator, '/moderation?tab=appeals');
    const tabs = screen.getByRole('tablist', { name: 'Moderation' });
    expect(await within(tabs).findByRole('tab', { name: 'Appeals (1)', selected: true })).toBeTruthy();
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Queue', 'Appeals (1)', 'Complaints (1)', 'Audit log']);
    expect(await screen.findByRole('article', { name: 'Fake flood relief fund' })).toBeTruthy();
  });

  it('opens on the complaints to the Grievance Officer with ?tab=grievances, each with its answer', async () => {
    stubServer();
    renderPage(moderator, '/moderation?tab=grievances');
    expect(await screen.findByRole('tab', { name: 'Complaints (1)', selected: true })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'A profile using my photographs' });
    expect(within(card).getByText('G-1001')).toBeTruthy();
    expect(within(card).getByText(/From Kavya Rao, a visitor/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Answer' })).toBeTruthy();
  });

  it('counts the open appeals on the queue’s tab too', async () => {
    const asked = stubServer();
    renderPage(moderator, '/moderation');
    expect(await screen.findByRole('tab', { name: 'Appeals (1)', selected: false })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Queue', selected: true })).toBeTruthy();
    expect(asked).toContain('/api/moderation/appeals?limit=20');
    expect(asked).toContain('/api/moderation/grievances?limit=20');
  });

  it('asks nothing about appeals or complaints for a member who is no moderator', async () => {
    const asked = stubServer();
    renderPage({ ...moderator, role: 'member' } as CurrentUser, '/moderation?tab=appeals');
    expect(await screen.findByRole('heading', { name: 'Only moderators can see this page' })).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
