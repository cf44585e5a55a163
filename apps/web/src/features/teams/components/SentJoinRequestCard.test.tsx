import type { JoinRequest } from '@skillsync/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pendingJoinRequest } from '../../../test/fixtures.ts';
import { WithWordsAndLinks } from '../../../test/providers.tsx';
import { SentJoinRequestCard } from './SentJoinRequestCard.tsx';

const wrapper = WithWordsAndLinks;

const base: Omit<JoinRequest, 'user' | 'inviteeEmail'> = { ...pendingJoinRequest, _id: 'r1', kind: 'invitation' };

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
