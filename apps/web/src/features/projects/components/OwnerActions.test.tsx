import type { ProjectDetail, ProjectProgress } from '@skillsync/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { WithApp } from '../../../test/providers.tsx';
import { OwnerActions } from './OwnerActions.tsx';

const wrapper = WithApp;

const project = (progress: Omit<ProjectProgress, 'percent'>) =>
  ({
    _id: 'p1',
    title: 'Mandi price tracker',
    status: 'Active',
    members: [],
    progress: { ...progress, percent: 0 },
  }) as unknown as ProjectDetail;

/** The server, as far as completing goes: every PUT is remembered and answered with the completed project. */
function stubServer(answer: ProjectDetail) {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push(`${init?.method ?? 'GET'} ${url}`);
      return new Response(JSON.stringify({ ...answer, status: 'Completed' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

function openCompletion(detail: ProjectDetail) {
  render(<OwnerActions project={detail} />, { wrapper });
  fireEvent.click(screen.getByRole('button', { name: 'Mark as completed' }));
  return screen.getByRole('dialog');
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('completing a project with work still open', () => {
  it('says how many tasks and milestones are open and sends nothing until the owner confirms', async () => {
    const detail = project({ tasksDone: 1, tasksTotal: 3, milestonesDone: 0, milestonesTotal: 1 });
    const sent = stubServer(detail);
    const dialog = openCompletion(detail);
    expect(within(dialog).getByText(/2 tasks and 1 milestone are still open\./)).toBeDefined();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));
    const confirm = within(dialog).getByRole('checkbox', { name: 'Complete it anyway, with this work still open' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(within(dialog).getByText('Tick the box to complete it with work still open.')).toBeDefined();
    expect(sent).toEqual([]);

    fireEvent.click(confirm);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));
    await waitFor(() => expect(sent).toEqual(['PUT /api/projects/p1/complete']));
  });

  it('words one open task alone, and asks nothing when all the work is done', async () => {
    const dialog = openCompletion(project({ tasksDone: 2, tasksTotal: 3, milestonesDone: 1, milestonesTotal: 1 }));
    expect(within(dialog).getByText(/1 task is still open\./)).toBeDefined();
    cleanup();

    const done = project({ tasksDone: 3, tasksTotal: 3, milestonesDone: 1, milestonesTotal: 1 });
    const sent = stubServer(done);
    const finished = openCompletion(done);
    expect(within(finished).queryByRole('checkbox', { name: /still open/ })).toBeNull();
    fireEvent.click(within(finished).getByRole('button', { name: 'Mark as completed' }));
    await waitFor(() => expect(sent).toEqual(['PUT /api/projects/p1/complete']));
  });

  it('says it in Hindi for a Hindi reader', async () => {
    await activateLanguage('hi');
    const dialog = (() => {
      render(
        <OwnerActions project={project({ tasksDone: 1, tasksTotal: 3, milestonesDone: 0, milestonesTotal: 2 })} />,
        { wrapper },
      );
      fireEvent.click(screen.getByRole('button', { name: 'पूरा हुआ चिह्नित करें' }));
      return screen.getByRole('dialog');
    })();
    expect(within(dialog).getByText(/2 काम और 2 पड़ाव अभी बाकी हैं।/)).toBeDefined();
  });
});
