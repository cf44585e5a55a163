import { describe, expect, it } from 'vitest';
import { createKeptAnswers } from './kept-answers.ts';

/** A computation that counts its runs and answers which run made the answer. */
function counting() {
  let runs = 0;
  return { compute: async () => `answer ${++runs}`, runs: () => runs };
}

describe('answers kept for many readers', () => {
  it('gives readers who ask meanwhile the answer computed a moment ago, and computes afresh after', async () => {
    let now = 0;
    const kept = createKeptAnswers(() => now);
    const { compute, runs } = counting();
    const first = kept.answer('en /problems', 5000, compute);
    const together = kept.answer('en /problems', 5000, compute);
    expect([await first.answer, await together.answer, first.isKept, together.isKept]).toEqual([
      'answer 1',
      'answer 1',
      false,
      true,
    ]);
    now += 4999;
    expect(await kept.answer('en /problems', 5000, compute).answer).toBe('answer 1');
    now += 1;
    expect(await kept.answer('en /problems', 5000, compute).answer).toBe('answer 2');
    expect(runs()).toBe(2);
  });

  it('keeps each key apart', async () => {
    const kept = createKeptAnswers(() => 0);
    const { compute } = counting();
    const answers = await Promise.all(
      ['en /problems', 'hi /problems', 'en /projects', 'en /problems'].map(
        (key) => kept.answer(key, 5000, compute).answer,
      ),
    );
    expect(answers).toEqual(['answer 1', 'answer 2', 'answer 3', 'answer 1']);
  });

  it('forgets every answer when something they show was written, and never keeps a failure', async () => {
    const kept = createKeptAnswers(() => 0);
    const { compute } = counting();
    await kept.answer('search', 5000, compute).answer;
    kept.forget();
    expect(await kept.answer('search', 5000, compute).answer).toBe('answer 2');
    await expect(kept.answer('broken', 5000, () => Promise.reject(new Error('no'))).answer).rejects.toThrow('no');
    expect(await kept.answer('broken', 5000, compute).answer).toBe('answer 3');
  });
});
