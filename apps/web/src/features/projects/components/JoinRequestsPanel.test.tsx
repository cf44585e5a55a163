import { I18nProvider } from '@lingui/react';
import type { ProjectDetail } from '@skillsync/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { pendingJoinRequest } from '../../../test/fixtures.ts';
import { JoinRequestsPanel } from './JoinRequestsPanel.tsx';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  </I18nProvider>
);

describe('JoinRequestsPanel', () => {
  it('lists an invitation by e-mail under its address, and a request under its member with Accept and Reject', () => {
    const project = {
      _id: 'p1',
      joinRequests: [
        { ...pendingJoinRequest, _id: 'r1', kind: 'invitation', user: null, inviteeEmail: 'asha@example.in' },
        {
          ...pendingJoinRequest,
          _id: 'r2',
          kind: 'request',
          user: { _id: 'u2', name: 'Dev', avatar: null },
          inviteeEmail: null,
        },
      ],
    } as unknown as ProjectDetail;
    render(<JoinRequestsPanel project={project} />, { wrapper });
    const [invitation, request] = screen.getAllByRole('listitem');
    expect(within(invitation as HTMLElement).getByText('asha@example.in')).toBeTruthy();
    expect(within(invitation as HTMLElement).getByText('Invited')).toBeTruthy();
    expect(within(invitation as HTMLElement).queryByRole('button')).toBeNull();
    expect(
      within(request as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Reject']);
  });
});
