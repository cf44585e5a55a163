import { I18nProvider } from '@lingui/react';
import type { CollaborationRequest, ProblemDetail } from '@skillsync/shared';
import { DELETED_MEMBER_NAME } from '@skillsync/shared/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthorCard } from '../features/problems/components/AuthorCard.tsx';
import { ReceivedRequestCard } from '../features/teams/components/ReceivedRequestCard.tsx';
import { activateLanguage, i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { MemberLink } from './MemberLink.tsx';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{children}</MemoryRouter>
    </I18nProvider>
  </QueryClientProvider>
);

const requestFrom = (name: string): CollaborationRequest => ({
  _id: 'r1',
  status: 'rejected',
  requester: { _id: 'u3', id: 'u3', name, avatar: null, reputation: { score: 0 } },
  problem: { _id: 'p1', title: 'Clean water for Bhuj' },
  problemAuthor: { _id: 'u4', id: 'u4', name: 'Ishaan Mehta', avatar: null, reputation: { score: 3 } },
  proposedRole: 'Developer',
  message: 'I can help',
  requestedAt: '2026-11-01T10:00:00.000Z',
  respondedAt: '2026-11-02T10:00:00.000Z',
  responseMessage: null,
});

const author = (name: string): ProblemDetail['author'] => ({
  _id: 'a1',
  id: 'a1',
  name,
  avatar: null,
  reputation: { score: 0 },
  bio: null,
  skills: [],
  github: null,
  linkedin: null,
  website: null,
});

describe('links to a member', () => {
  it("links a member's name to their profile", () => {
    render(<MemberLink member={{ id: 'u1', name: 'Anil Kapoor' }} />, { wrapper });
    expect(screen.getByRole('link', { name: 'Anil Kapoor' }).getAttribute('href')).toBe('/profile/u1');
  });

  it('shows a member who deleted their account without a link to the profile that is gone', () => {
    render(<MemberLink member={{ id: 'u2', name: DELETED_MEMBER_NAME }} />, { wrapper });
    expect(screen.getByText(DELETED_MEMBER_NAME)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("names a member who deleted their account in the reader's language", async () => {
    await activateLanguage('hi');
    render(<MemberLink member={{ id: 'u2', name: DELETED_MEMBER_NAME }} />, { wrapper });
    expect(screen.getByText('हटाया गया सदस्य')).toBeTruthy();
    await activateLanguage('en');
  });

  it("leaves a deleted author's card on a problem page without a profile link", () => {
    const { unmount } = render(<AuthorCard author={author('Farah Khan')} />, { wrapper });
    expect(screen.getByRole('link', { name: 'Farah Khan' })).toBeTruthy();
    unmount();
    render(<AuthorCard author={author(DELETED_MEMBER_NAME)} />, { wrapper });
    expect(screen.getByText(DELETED_MEMBER_NAME)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("offers 'View profile' on a request only while the requester still has a profile", () => {
    const { unmount } = render(<ReceivedRequestCard request={requestFrom('Neha Joshi')} />, { wrapper });
    expect(screen.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe('/profile/u3');
    unmount();
    render(<ReceivedRequestCard request={requestFrom(DELETED_MEMBER_NAME)} />, { wrapper });
    expect(screen.getByRole('heading', { name: DELETED_MEMBER_NAME })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View Profile' })).toBeNull();
  });
});
