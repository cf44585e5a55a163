import { describe, expect, it } from 'vitest';
import { EXCERPT_MAX, excerptWithMatches, searchedWords } from './search-excerpt.ts';

const marked = (content: string, query: string) =>
  excerptWithMatches(content, query)
    .map((piece) => (piece.isMatch ? `[${piece.text}]` : piece.text))
    .join('');

describe('searchedWords', () => {
  it('reads the words as the server does: not those excluded, not the or between alternatives', () => {
    expect(searchedWords('mandi prices')).toEqual({ words: ['mandi', 'prices'], isLastPrefix: true });
    expect(searchedWords('"mandi prices"')).toEqual({ words: ['mandi', 'prices'], isLastPrefix: false });
    expect(searchedWords('tomato or onion -garlic')).toEqual({ words: ['tomato', 'onion'], isLastPrefix: true });
  });
});

describe('excerptWithMatches', () => {
  it('marks the words searched for, whole, and the last one also as the start of a word, in any case', () => {
    expect(marked('Mandi prices are up; the MANDI opens at 6', 'mandi')).toBe(
      '[Mandi] prices are up; the [MANDI] opens at 6',
    );
    expect(marked('The mandis and the mandi', 'mand')).toBe('The [mandis] and the [mandi]');
    expect(marked('Prices of mandi and mandis today', 'mandi prices')).toBe('[Prices] of [mandi] and mandis today');
    expect(marked('Prices of mandis today', '"mandi" prices')).toBe('[Prices] of mandis today');
  });

  it('marks Hindi words whole, vowel signs and all', () => {
    expect(marked('आज मंडी में टमाटर सस्ता है', 'टमाटर')).toBe('आज मंडी में [टमाटर] सस्ता है');
    expect(marked('आज मंडी में टमाटर सस्ता है', 'मंड')).toBe('आज [मंडी] में टमाटर सस्ता है');
  });

  it('shows a long message around its first match, on one line, cut at words', () => {
    const long = `${'Earlier words go here. '.repeat(10)}The deploy key is in the vault.\n${'Later words follow. '.repeat(10)}`;
    const text = marked(long, 'vault');
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text).toContain('The deploy key is in the [vault]. Later');
    expect(text.replace(/[[\]]/g, '').length).toBeLessThanOrEqual(EXCERPT_MAX + 2);
    expect(text).not.toContain('\n');
  });

  it('shows the start of a message without a match as it is', () => {
    expect(excerptWithMatches('Standup at 10', 'zzz')).toEqual([{ text: 'Standup at 10', isMatch: false }]);
  });
});
