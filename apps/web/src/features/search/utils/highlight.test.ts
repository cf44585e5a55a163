import { describe, expect, it } from 'vitest';
import { editDistance, excerptAround, highlightMatches, isWordMatch } from './highlight.ts';

const marked = (text: string, query: string) =>
  highlightMatches(text, query)
    .filter((part) => part.isMatch)
    .map((part) => part.text);

describe('highlightMatches', () => {
  it('marks a misspelt skill: "Typscript" finds TypeScript', () => {
    expect(marked('TypeScript and React', 'Typscript')).toEqual(['TypeScript']);
  });

  it('keeps the whole text, in order, around the marks', () => {
    const parts = highlightMatches('Builds React apps, and react-native too.', 'react');
    expect(parts.map((part) => part.text).join('')).toBe('Builds React apps, and react-native too.');
    expect(parts.filter((part) => part.isMatch).map((part) => part.text)).toEqual(['React', 'react']);
  });

  it('marks words that start with a query word, and words a query word starts with', () => {
    expect(marked('Python developer, Pythonista', 'pyth')).toEqual(['Python', 'Pythonista']);
    expect(marked('Design systems', 'designers')).toEqual(['Design']);
  });

  it('ignores letter case on both sides', () => {
    expect(marked('POSTGRESQL tuning', 'postgresql')).toEqual(['POSTGRESQL']);
  });

  it('forgives one edit in words of 4 to 7 letters and two from 8 letters on', () => {
    expect(marked('Raect', 'react')).toEqual(['Raect']); // a swap
    expect(marked('Angular', 'angulr')).toEqual(['Angular']);
    expect(marked('Kubernetes', 'kubernets')).toEqual(['Kubernetes']);
    expect(marked('Kubernetes', 'kubrnets')).toEqual(['Kubernetes']);
    expect(marked('Kubernetes', 'kbrnets')).toEqual([]);
    expect(marked('Vue', 'vuw')).toEqual([]);
    expect(marked('Rust', 'dust')).toEqual(['Rust']);
    expect(marked('Rust', 'dusk')).toEqual([]);
  });

  it('does not mark every one-letter word for a query', () => {
    expect(marked('I need a designer', 'api')).toEqual([]);
  });

  it('matches several query words, Hindi text with its vowel signs, and C++', () => {
    expect(marked('Solar pumps for farms', 'farm solar')).toEqual(['Solar', 'farms']);
    expect(marked('खेती के लिए सौर पंप', 'सौर')).toEqual(['सौर']);
    expect(marked('C++ and C# engineers', 'c++')).toEqual(['C++']);
  });

  it('returns the text unmarked for an empty query, and nothing for an empty text', () => {
    expect(highlightMatches('Anything at all', '  ')).toEqual([{ text: 'Anything at all', isMatch: false }]);
    expect(highlightMatches('', 'react')).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps', () => {
    expect(editDistance('typescript', 'typscript')).toBe(1);
    expect(editDistance('react', 'raect')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('gives up past the most it was asked for', () => {
    expect(editDistance('kubernetes', 'docker', 2)).toBe(3);
  });
});

describe('isWordMatch', () => {
  it('needs a near miss to be near in length too', () => {
    expect(isWordMatch('java', 'javascript')).toBe(true); // the query starts with it
    expect(isWordMatch('scala', 'javascript')).toBe(false);
  });
});

describe('excerptAround', () => {
  const long = `${'Villages along the river lose water every night. '.repeat(6)}Nobody has tried LoRa sensors yet.`;

  it('starts a long text a few words before its first match', () => {
    const excerpt = excerptAround(long, 'lora');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('Nobody has tried LoRa sensors yet.')).toBe(true);
    expect(excerpt.length).toBeLessThan(long.length);
  });

  it('leaves a text whole when its first match comes early, or when nothing matches', () => {
    expect(excerptAround(long, 'villages')).toBe(long);
    expect(excerptAround(long, 'kubernetes')).toBe(long);
  });
});
