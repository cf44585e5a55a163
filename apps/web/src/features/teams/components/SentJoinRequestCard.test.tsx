import { I18nProvider } from '@lingui/react';
import type { JoinRequest } from '@skillsync/shared';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { SentJoinRequestCard } from './SentJoinRequestCard.tsx';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <MemoryRouter>{children}</MemoryRouter>
  </I18nProvider>
);

const base: Omit<JoinRequest, 'user' | 'inviteeEmail'> = {
  _id: 'r1',
  kind: 'invitation',
  status: 'Pending',
  project: { _id: 'p1', title: 'Well water ledger', owner: { _id: 'o1', name: 'Ravi' } },
  message: '',
  skills: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  respondedAt: null,
};

describe('SentJoinRequestCard', () => {
  it('shows an invitation by e-mail as the address the owner typed, linking to nobody', () => {
    const request: JoinRequest = { ...base, user: null, inviteeEmail: 'asha@example.in' };
    render(<SentJoinRequestCard request={request} />, { wrapper });
    expect(screen.getByText('asha@example.in').tagName).toBe('SPAN');
    expect(screen.getByText(/Invitation to/).textContent).toBe('Invitation to asha@example.in');
    expect(screen.queryByRole('link', { name: 'asha@example.in' })).toBeNull();
  });

  it("links an invitation by id to the invited member's profile", () => {
    const request: JoinRequest = { ...base, user: { _id: 'u1', name: 'Asha Rao', avatar: null }, inviteeEmail: null };
    render(<SentJoinRequestCard request={request} />, { wrapper });
    expect(screen.getByRole('link', { name: 'Asha Rao' }).getAttribute('href')).toBe('/profile/u1');
  });
});
