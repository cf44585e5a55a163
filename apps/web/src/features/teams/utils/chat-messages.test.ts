import { describe, expect, it } from 'vitest';
import { type ChatMessage, mergeMessages } from './chat-messages.ts';

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

describe('mergeMessages with changed messages', () => {
  it('keeps the copy with the later change, in its place, whichever arrives first', () => {
    const sent = { ...numbered(2), version: 2, content: 'teh fix' };
    const edited = { ...sent, version: 5, content: 'the fix' };
    expect(mergeMessages([numbered(1), sent], [edited]).map((message) => message.content)).toEqual(['m1', 'the fix']);
    const current = [numbered(1), edited];
    expect(mergeMessages(current, [sent])).toBe(current);
  });
});
