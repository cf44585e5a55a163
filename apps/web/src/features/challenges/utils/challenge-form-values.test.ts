import { describe, expect, it } from 'vitest';
import { createChallengeResolver, emptyChallengeForm, toChallengeInput } from './challenge-form-values.ts';

const filled = {
  ...emptyChallengeForm(new Date('2026-03-14T20:00:00Z')),
  title: 'Mandi price API',
  description: 'Build an API that serves daily mandi prices for farmers.',
  category: 'Web Development',
  prizeAmount: '150000',
  duration: '1 week',
  technologies: 'Node.js, , PostgreSQL ',
  requirements: 'A public repository with a README.',
  judgingCriteria: 'Code quality\n\n  Usefulness  \n',
  submissionGuidelines: 'Share the repository link before the deadline.',
  sponsorName: 'Krishi Labs',
  sponsorContact: 'prizes@krishi.example',
};

const resolve = (values: typeof filled) =>
  createChallengeResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the host challenge form', () => {
  it("starts on India's today", () => {
    expect(emptyChallengeForm(new Date('2026-03-14T20:00:00Z')).startDate).toBe('2026-03-15');
  });

  it('sends technologies as a comma list, criteria one per line and the prize as a number', () => {
    const body = toChallengeInput(filled);
    expect(body.technologies).toEqual(['Node.js', 'PostgreSQL']);
    expect(body.judgingCriteria).toEqual(['Code quality', 'Usefulness']);
    expect(body.prizeAmount).toBe(150000);
  });

  it('accepts a complete form', async () => {
    const result = await resolve(filled);
    expect(result.errors).toEqual({});
  });

  it('shows the spec messages under the fields left empty', async () => {
    const result = await resolve({ ...filled, prizeAmount: '', sponsorContact: 'krishi', judgingCriteria: ' ' });
    expect(result.errors.prizeAmount?.message).toBe('The prize must be a whole number of rupees, 0 or more');
    expect(result.errors.sponsorContact?.message).toBe('The sponsor contact must be an email address');
    expect(result.errors.judgingCriteria?.message).toBe('Please list at least one judging criterion');
  });
});
