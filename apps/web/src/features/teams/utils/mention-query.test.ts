import { describe, expect, it } from 'vitest';
import { findMentionQuery, insertMention, MENTION_OPTIONS_MAX, matchPeople } from './mention-query.ts';

const PEOPLE = [
  { _id: 'ravi', name: 'Ravi Kumar' },
  { _id: 'asha', name: 'Asha Rao' },
  { _id: 'kiran', name: 'Kiran Asha Mehta' },
  { _id: 'priya', name: 'प्रिया शर्मा' },
];
const names = (people: { name: string }[]) => people.map((person) => person.name);

describe('findMentionQuery', () => {
  it('finds an @ at the start of the draft or of a word, with what follows it up to the caret', () => {
    expect(findMentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(findMentionQuery('Thanks @As', 10)).toEqual({ start: 7, query: 'As' });
    expect(findMentionQuery('Thanks @Asha R', 14)).toEqual({ start: 7, query: 'Asha R' });
    expect(findMentionQuery('line one\n(@ra', 13)).toEqual({ start: 10, query: 'ra' });
  });

  it('takes no @ inside a word, one followed by a space, or one on an earlier line', () => {
    expect(findMentionQuery('mail asha@example.com', 21)).toBeNull();
    expect(findMentionQuery('look @ this', 11)).toBeNull();
    expect(findMentionQuery('@Asha\nnext', 10)).toBeNull();
    expect(findMentionQuery('no at sign', 10)).toBeNull();
  });

  it('reads only up to the caret', () => {
    expect(findMentionQuery('Hi @Asha, and more', 8)).toEqual({ start: 3, query: 'Asha' });
    expect(findMentionQuery('Hi @Asha', 2)).toBeNull();
  });
});

describe('matchPeople', () => {
  it('offers everyone for a bare @, and those whose name or a word of it begins with what was typed', () => {
    expect(names(matchPeople(PEOPLE, ''))).toEqual(names(PEOPLE));
    expect(names(matchPeople(PEOPLE, 'asha'))).toEqual(['Asha Rao', 'Kiran Asha Mehta']);
    expect(names(matchPeople(PEOPLE, 'KUM'))).toEqual(['Ravi Kumar']);
    expect(names(matchPeople(PEOPLE, 'asha m'))).toEqual(['Kiran Asha Mehta']);
    expect(matchPeople(PEOPLE, 'zz')).toEqual([]);
  });

  it('matches names in Devanagari', () => {
    expect(names(matchPeople(PEOPLE, 'प्रि'))).toEqual(['प्रिया शर्मा']);
    expect(names(matchPeople(PEOPLE, 'शर्'))).toEqual(['प्रिया शर्मा']);
  });

  it(`offers at most ${MENTION_OPTIONS_MAX}`, () => {
    const many = Array.from({ length: 12 }, (_, at) => ({ _id: String(at), name: `Member ${at}` }));
    expect(matchPeople(many, 'mem')).toHaveLength(MENTION_OPTIONS_MAX);
  });
});

describe('insertMention', () => {
  it('replaces the @ being typed with the whole name and a space, the caret after it', () => {
    const text = 'Thanks @as for this';
    expect(insertMention(text, { start: 7, query: 'as' }, 10, 'Asha Rao')).toEqual({
      text: 'Thanks @Asha Rao for this',
      caret: 17,
    });
    expect(insertMention('@', { start: 0, query: '' }, 1, 'Ravi Kumar')).toEqual({ text: '@Ravi Kumar ', caret: 12 });
  });
});
