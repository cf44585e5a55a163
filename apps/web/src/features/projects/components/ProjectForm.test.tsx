import { type CreateProjectBody, MESSAGES, PROJECT_CATEGORIES } from '@skillsync/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WithWordsAndLinks } from '../../../test/providers.tsx';
import {
  createProjectResolver,
  EMPTY_PROJECT_FORM,
  type ProjectFormValues,
  updateProjectResolver,
} from '../utils/project-form-values.ts';
import { ProjectForm } from './ProjectForm.tsx';

const wrapper = WithWordsAndLinks;

function renderForm(mode: 'create' | 'edit', onSubmit = vi.fn(async (_body: unknown) => {})) {
  const isEdit = mode === 'edit';
  const defaultValues: ProjectFormValues = isEdit
    ? { ...EMPTY_PROJECT_FORM, title: 'Mandi prices', category: 'Startup', duration: '1-2 months' }
    : EMPTY_PROJECT_FORM;
  const props = { mode, defaultValues, submitLabel: 'Save', failureMessage: 'Failed', cancelTo: '/projects', onSubmit };
  const view = isEdit ? (
    <ProjectForm {...props} resolver={updateProjectResolver} />
  ) : (
    <ProjectForm {...props} resolver={createProjectResolver} />
  );
  render(view, { wrapper });
  return onSubmit;
}

/** Every field a member can fill, by its label, and the categories offered. */
function formShape() {
  const labels = screen
    .getAllByRole('textbox')
    .concat(screen.getAllByRole('combobox'), screen.getAllByRole('spinbutton'))
    .map((field) => field.getAttribute('id') && document.querySelector(`label[for="${field.id}"]`)?.textContent);
  const dates = ['Start date', 'End date'].filter((label) => screen.queryByLabelText(label));
  const categories = within(screen.getByLabelText('Category'))
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'))
    .filter(Boolean);
  return { labels: [...labels, ...dates].filter((label) => label !== 'Status').sort(), categories };
}

describe('the project form', () => {
  it('offers the same fields and the same 12 categories when creating as when editing', () => {
    renderForm('create');
    const create = formShape();
    cleanup();
    renderForm('edit');
    const edit = formShape();
    expect(create.categories).toEqual([...PROJECT_CATEGORIES]);
    expect(create).toEqual(edit);
    for (const label of ['Start date', 'End date', 'Repository URL', 'Platform', 'Demo URL']) {
      expect(create.labels).toContain(label);
    }
  });

  it('creates a project in a category of the longer list, with its dates and links', async () => {
    const onSubmit = renderForm('create');
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Project title', 'Open mandi price data');
    fill('Description', 'Daily mandi prices as open data that anyone can build an app on.');
    fill('Category', 'Open Source');
    fill('Timeline', '1-2 months');
    fill('Skills needed', 'Python, PostgreSQL');
    fill('Goals', 'Three apps use the data');
    fill('Start date', '2025-03-01');
    fill('End date', '2025-04-30');
    fill('Repository URL', 'https://gitlab.com/asha/mandi-data');
    fill('Platform', 'GitLab');
    fill('Demo URL', 'https://mandi.example.in');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      category: 'Open Source',
      startDate: '2025-03-01',
      endDate: '2025-04-30',
      repository: { url: 'https://gitlab.com/asha/mandi-data', platform: 'GitLab' },
      demoUrl: 'https://mandi.example.in',
    } satisfies Partial<CreateProjectBody>);
  });

  it('says an end date before the start date is wrong with the other errors, before sending', async () => {
    const onSubmit = renderForm('create');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-05-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2025-04-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.endBeforeStart)).toBeDefined();
    expect(screen.getByText(MESSAGES.categoryRequired)).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
