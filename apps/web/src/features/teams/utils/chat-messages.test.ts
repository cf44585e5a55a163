import { describe, expect, it } from 'vitest';
import { type ChatMessage, catchUpFrom, hasGap, mergeMessages } from './chat-messages.ts';

const ASHA = { _id: 'asha', name: 'Asha Rao', avatar: null };
const at = (id: string, minute: number, content = id): ChatMessage => ({
  _id: id,
  sender: ASHA,
  content,
  createdAt: `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`,
});
/** A message as the server numbers it: `seq` n, written at minute n. */
const numbered = (seq: number, minute = seq): ChatMessage => ({ ...at(`m${seq}`, minute), seq });
const idsOf = (messages: readonly ChatMessage[]) => messages.map((message) => message._id);

describe('mergeMessages', () => {
  it('adds new messages in the order they were written, whatever order they arrive in', () => {
    const merged = mergeMessages([at('a', 1), at('c', 3)], [at('d', 4), at('b', 2)]);
    expect(merged.map((message) => message._id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('shows a message that arrives twice once, keeping the copy it had', () => {
    const first = at('a', 1, 'from the send');
    const merged = mergeMessages([first], [at('a', 1, 'from the live event'), at('b', 2)]);
    expect(merged.map((message) => message.content)).toEqual(['from the send', 'b']);
  });

  it('drops repeats inside one delivery too', () => {
    expect(mergeMessages([], [at('a', 1), at('a', 1)])).toHaveLength(1);
  });

  it('answers the same list when nothing is new, so nothing renders again', () => {
    const current = [at('a', 1), at('b', 2)];
    expect(mergeMessages(current, [at('b', 2)])).toBe(current);
  });

  it('keeps messages of the same moment in the order they arrived', () => {
    const merged = mergeMessages([at('x', 5)], [at('y', 5), at('z', 5)]);
    expect(merged.map((message) => message._id)).toEqual(['x', 'y', 'z']);
  });

  it('puts a message without a time yet after every stamped one', () => {
    const merged = mergeMessages([{ ...at('new', 0), createdAt: null }], [at('old', 1)]);
    expect(merged.map((message) => message._id)).toEqual(['old', 'new']);
  });
});

describe('mergeMessages with numbered messages', () => {
  it('orders by number even when the times disagree: stamped earlier but numbered later shows after', () => {
    // m3 was stamped at minute 1 but its transaction committed after m2's.
    const merged = mergeMessages([numbered(1, 0)], [numbered(3, 1), numbered(2, 5)]);
    expect(idsOf(merged)).toEqual(['m1', 'm2', 'm3']);
  });
});

describe('catchUpFrom', () => {
  it('names the newest message, where a catch-up starts, or nothing in an empty chat', () => {
    expect(catchUpFrom([at('a', 1), at('b', 2)])).toBe('b');
    expect(catchUpFrom([])).toBeUndefined();
  });

  it('names the end of the unbroken run, not a newer message beyond a hole', () => {
    expect(catchUpFrom([numbered(4), numbered(5), numbered(6)])).toBe('m6');
    expect(catchUpFrom([numbered(4), numbered(5), numbered(9)])).toBe('m5');
    expect(catchUpFrom(mergeMessages([numbered(9)], [numbered(5), numbered(4)]))).toBe('m5');
  });

  it('starts from the newest page when the history is whole and its first messages never arrived', () => {
    // The history was empty; a live message numbered 5 came before the catch-up: 1 to 4 are still to fetch.
    expect(catchUpFrom([numbered(5)], true)).toBeUndefined();
    expect(hasGap([numbered(5)], true)).toBe(true);
    expect(catchUpFrom([numbered(1), numbered(2)], true)).toBe('m2');
    expect(hasGap([numbered(1), numbered(2)], true)).toBe(false);
  });
});

describe('hasGap', () => {
  it('says when a numbered message lies beyond the unbroken run', () => {
    expect(hasGap([numbered(1), numbered(2), numbered(3)])).toBe(false);
    expect(hasGap([numbered(1), numbered(2), numbered(4)])).toBe(true);
    expect(hasGap([at('a', 1), at('b', 2)])).toBe(false);
    expect(hasGap([])).toBe(false);
  });
});
