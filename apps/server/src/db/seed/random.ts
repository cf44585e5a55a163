import { createHash } from 'node:crypto';

/** A small, fast PRNG (mulberry32): the same 32-bit state always gives the same sequence. */
export type Random = () => number;

export function mulberry32(state: number): Random {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over a string: turns a name into a PRNG state. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Randomness and ids of one community: every entity draws from its own stream (`random('problem', 7)`), so a
 * problem's plan can be recomputed by any table's generator without storing it, and the same seed gives the same data.
 */
export function createSource(namespace: string) {
  return {
    random: (kind: string, index: number | string): Random => mulberry32(hash32(`${namespace}:${kind}:${index}`)),
    /** A UUID (version 5 layout) from a SHA-1 of the namespace and the name: the same row gets the same id every run. */
    uuid(kind: string, name: number | string): string {
      const bytes = createHash('sha1').update(`${namespace}:${kind}:${name}`).digest();
      bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
      bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
      const hex = bytes.toString('hex', 0, 16);
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
    },
  };
}
export type Source = ReturnType<typeof createSource>;

export const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Up to `count` distinct items, in a random order. */
export function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const copy = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && copy.length > 0) {
    const [item] = copy.splice(Math.floor(random() * copy.length), 1);
    if (item !== undefined) chosen.push(item);
  }
  return chosen;
}

/** An item by weight: `[['Active', 55], ['Completed', 15]]`. */
export function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [item, weight] of choices) {
    roll -= weight;
    if (roll < 0) return item;
  }
  const last = choices.at(-1);
  if (!last) throw new Error('weighted pick from an empty list');
  return last[0];
}
