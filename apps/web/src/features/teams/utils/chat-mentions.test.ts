import { describe, expect, it } from 'vitest';
import { createMentionMatcher, splitMentions } from './chat-mentions.ts';

const PEOPLE = [
  { _id: 'asha', name: 'Asha' },
  { _id: 'asha-rao', name: 'Asha Rao' },
  { _id: 'priya', name: 'प्रिया शर्मा' },
  { _id: 'dot', name: 'R. K. (Dev)' },
];
const matcher = createMentionMatcher(PEOPLE);

describe('splitMentions', () => {
  it('finds the room’s people by their whole names, the longest first', () => {
    expect(splitMentions('@Asha Rao and @Asha, look', matcher)).toEqual([
      { type: 'mention', text: '@Asha Rao', personId: 'asha-rao' },
      { type: 'text', text: ' and ' },
      { type: 'mention', text: '@Asha', personId: 'asha' },
      { type: 'text', text: ', look' },
    ]);
  });

  it('matches names in any script, and names with signs a pattern would read', () => {
    expect(splitMentions('नमस्ते @प्रिया शर्मा!', matcher)).toEqual([
      { type: 'text', text: 'नमस्ते ' },
      { type: 'mention', text: '@प्रिया शर्मा', personId: 'priya' },
      { type: 'text', text: '!' },
    ]);
    expect(splitMentions('cc @R. K. (Dev)', matcher).at(-1)).toEqual({
      type: 'mention',
      text: '@R. K. (Dev)',
      personId: 'dot',
    });
  });

  it('leaves alone a longer word, an e-mail address, other people and any text without people', () => {
    const plain = (text: string) => [{ type: 'text', text }];
    expect(splitMentions('@Ashara is new', matcher)).toEqual(plain('@Ashara is new'));
    expect(splitMentions('write to team@Asha', matcher)).toEqual(plain('write to team@Asha'));
    expect(splitMentions('@Ravi hi', matcher)).toEqual(plain('@Ravi hi'));
    expect(splitMentions('@Asha hi', createMentionMatcher([]))).toEqual(plain('@Asha hi'));
  });
});
