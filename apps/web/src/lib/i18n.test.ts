import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from './i18n.ts';

afterAll(() => activateLanguage('en'));

// The catalogs' plurals are compiled to selects the app resolves itself (build/catalogs.ts): these read them as a
// member would, in both languages, exact cases and big counts included.
describe.each([
  [
    'en',
    {
      none: '0 points',
      one: '+1 point',
      many: '+25 points',
      crowd: '1,50,000 participants',
      limit: 'No points: the daily limit of 50 points was already reached.',
      fewer: 'Fewer points: at most 50 points a day count.',
    },
  ],
  [
    'hi',
    {
      none: '0 अंक',
      one: '+1 अंक',
      many: '+25 अंक',
      crowd: '1,50,000 प्रतिभागी',
      limit: 'कोई अंक नहीं: एक दिन की 50 अंकों की सीमा पहले ही पूरी हो चुकी थी।',
      fewer: 'कम अंक: एक दिन में ज़्यादा से ज़्यादा 50 अंक ही गिने जाते हैं।',
    },
  ],
] as const)('plurals in %s', (language, words) => {
  it('pick the exact case, then the plural category, and write the count for #', async () => {
    await activateLanguage(language);
    expect(i18n._('profile.reputation.points', { points: 0 })).toBe(words.none);
    expect(i18n._('profile.reputation.points', { points: 1 })).toBe(words.one);
    expect(i18n._('profile.reputation.points', { points: 25 })).toBe(words.many);
  });

  it('group a big count the Indian way', async () => {
    await activateLanguage(language);
    expect(i18n._('challenges.card.participants', { count: 150000 })).toBe(words.crowd);
  });

  it('keep the other values of a message beside the count, as a descriptor too', async () => {
    await activateLanguage(language);
    expect(i18n._('profile.reputation.limits.daily-limit', { points: 0, max: 50 })).toBe(words.limit);
    expect(i18n._({ id: 'profile.reputation.limits.daily-limit', values: { points: 3, max: 50 } })).toBe(words.fewer);
  });
});
