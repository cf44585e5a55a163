import { I18nProvider } from '@lingui/react';
import type { Dashboard } from '@skillsync/shared';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../../lib/i18n.ts';
import { DashboardStats } from './DashboardStats.tsx';
import { ActiveProjects, RecentProblems } from './RecentWork.tsx';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <MemoryRouter>{children}</MemoryRouter>
  </I18nProvider>
);

const dashboard: Dashboard = {
  stats: { problemsCreated: 0, projectsJoined: 1, challengesWon: 0, collaborations: 1 },
  recentProblems: [],
  activeProjects: [],
};

/** Each stat card's words, label then figure then what it counts. */
const cards = () =>
  within(screen.getByRole('region', { name: 'Your activity' }))
    .getAllByRole('listitem')
    .map((card) => card.textContent);

afterEach(() => activateLanguage('en'));

describe('the dashboard says what each figure and list counts', () => {
  it('labels every figure with what it counts', () => {
    render(<DashboardStats stats={dashboard.stats} />, { wrapper });
    expect(cards()).toEqual([
      'Problems Created0Problems you posted',
      'Projects Joined1Projects of other members that you are on',
      'Challenges Won0Challenges where you placed in the top 3',
      'Collaborations1Problem teams with you and at least one other member',
    ]);
  });

  it('names the lists as the member’s own, and says what they hold', () => {
    render(
      <>
        <RecentProblems dashboard={dashboard} />
        <ActiveProjects dashboard={dashboard} />
      </>,
      { wrapper },
    );
    const problems = screen.getByRole('region', { name: 'Your recent problems' });
    expect(within(problems).getByText('The problems you posted, newest first.')).toBeDefined();
    const projects = screen.getByRole('region', { name: 'Your active projects' });
    expect(within(projects).getByText('Projects you own or joined that are not completed or cancelled.')).toBeDefined();
  });

  it('says the same in Hindi', async () => {
    await activateLanguage('hi');
    render(<DashboardStats stats={dashboard.stats} />, { wrapper });
    const texts = within(screen.getByRole('region', { name: 'आपकी गतिविधि' }))
      .getAllByRole('listitem')
      .map((card) => card.textContent);
    expect(texts[3]).toBe('सहयोग1समस्याओं की टीमें जिनमें आप और कम से कम एक और सदस्य हैं');
  });
});
