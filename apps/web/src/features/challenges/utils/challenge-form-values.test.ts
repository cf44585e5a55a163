import { describe, expect, it } from 'vitest';
import { createChallengeResolver, emptyChallengeForm, toChallengeInput } from './challenge-form-values.ts';

const filled = {
  ...emptyChallengeForm(new Date('2026-03-14T20:00:00Z')),
  title: 'Mandi price API',
  description: 'Build an API that serves daily mandi prices for farmers.',
  category: 'Web Development',
  prizes: [{ amount: '100000' }, { amount: '50000' }],
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

  it('sends technologies as a comma list, criteria one per line and each place’s prize as a number', () => {
    const body = toChallengeInput(filled);
    expect(body.technologies).toEqual(['Node.js', 'PostgreSQL']);
    expect(body.judgingCriteria).toEqual(['Code quality', 'Usefulness']);
    expect(body.prizes).toEqual([100000, 50000]);
    expect(body.prizeAmount).toBeUndefined();
  });

  it('sends no place at all as no cash prize', () => {
    expect(toChallengeInput({ ...filled, prizes: [] })).toMatchObject({ prizeAmount: 0 });
    expect(toChallengeInput({ ...filled, prizes: [] }).prizes).toBeUndefined();
  });

  it('accepts a complete form', async () => {
    const result = await resolve(filled);
    expect(result.errors).toEqual({});
  });

  it('shows the spec messages under the fields left empty', async () => {
    const prizes = [{ amount: '100000' }, { amount: '' }];
    const result = await resolve({ ...filled, prizes, sponsorContact: 'krishi', judgingCriteria: ' ' });
    expect(result.errors.prizes?.message).toBe('Each place’s prize must be a whole number of rupees, at least ₹1');
    expect(result.errors.sponsorContact?.message).toBe('The sponsor contact must be an email address');
    expect(result.errors.judgingCriteria?.message).toBe('Please list at least one judging criterion');
  });
});
