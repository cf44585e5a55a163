import { MESSAGES } from '@skillsync/shared/constants';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROBLEM_FORM,
  type ProblemFormValues,
  problemFormResolver,
  toProblemInput,
} from './problem-form-values.ts';

const valid: ProblemFormValues = {
  ...EMPTY_PROBLEM_FORM,
  title: 'Water tanks overflow at night',
  description: 'Villages lose drinking water because nobody knows when the tanks overflow at night.',
  category: 'Environment',
  skillsNeeded: 'IoT, Embedded C, ',
  projectLinks: 'https://kolar.example.in/report\n\nhttps://kolar.example.in/map',
};

const resolve = (values: ProblemFormValues) =>
  problemFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the problem form', () => {
  it('turns comma lists and one link per line into lists, and blank optional fields into nothing', () => {
    expect(toProblemInput(valid)).toMatchObject({
      skillsNeeded: ['IoT', 'Embedded C'],
      projectLinks: ['https://kolar.example.in/report', 'https://kolar.example.in/map'],
      estimatedTime: null,
      projectType: null,
      githubRepo: null,
      additionalResources: null,
    });
  });

  it('accepts a complete problem', async () => {
    const result = await resolve(valid);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ title: valid.title, category: 'Environment' });
  });

  it("answers with the spec's messages under each field", async () => {
    const result = await resolve({ ...EMPTY_PROBLEM_FORM, title: 'Hi', description: 'Too short' });
    expect(result.errors).toMatchObject({
      title: { message: MESSAGES.titleTooShort },
      description: { message: MESSAGES.descriptionTooShort },
      category: { message: MESSAGES.categoryRequired },
      skillsNeeded: { message: MESSAGES.skillsRequired },
    });
  });

  it('shows a bad link in the middle of the list under the whole links field', async () => {
    const result = await resolve({ ...valid, projectLinks: 'https://ok.example.in\nnot a link' });
    expect(result.errors).toMatchObject({ projectLinks: { message: MESSAGES.projectLinksInvalid } });
  });
});
