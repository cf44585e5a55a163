import { I18nProvider } from '@lingui/react';
import type { Recommendations } from '@skillsync/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { peopleRecommendationsQuery } from '../../teams/index.ts';
import { PeopleToCollaborate } from './PeopleToCollaborate.tsx';

/** The dashboard's suggestions as the server answered them, already in the cache. */
function renderWith(answer: Recommendations) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(peopleRecommendationsQuery.queryKey, answer);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>
  );
  render(<PeopleToCollaborate />, { wrapper });
  return screen.getByRole('region', { name: 'People to collaborate with' });
}

describe('People to collaborate with', () => {
  it('asks a member with no skills to add them first, linking to the profile form, and shows no matches', () => {
    const section = renderWith({ recommendations: [], emptyReason: 'noSkills' });
    expect(within(section).getByRole('heading', { name: 'Add your skills first' })).toBeDefined();
    expect(within(section).getByRole('link', { name: 'Add your skills' }).getAttribute('href')).toBe('/profile/edit');
    expect(within(section).queryByText(/% match/)).toBeNull();
  });

  it('keeps the general empty state when a member with skills has nobody to meet yet', () => {
    const section = renderWith({ recommendations: [], emptyReason: null });
    expect(within(section).getByRole('heading', { name: 'No suggestions yet' })).toBeDefined();
  });
});
