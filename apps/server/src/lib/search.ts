const MAX_SEARCH_WORDS = 8;
// Letters (with the combining marks of Indic scripts) and digits; everything else could be tsquery syntax.
const SEARCH_WORD = /[\p{L}\p{M}\p{N}]+/gu;
// A skill name may hold the signs of `C++`, `C#`, `Node.js` or `UI/UX`.
const SKILL_WORD = /[\p{L}\p{M}\p{N}+#./-]+/gu;

/** Turns what a visitor typed into a prefix tsquery (`solar:* & pum:*`), or null when no word is left. */
export function toPrefixQuery(search: string | undefined): string | null {
  const words = search?.toLowerCase().match(SEARCH_WORD)?.slice(0, MAX_SEARCH_WORDS) ?? [];
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** The words typed, lower-cased, as skill names (`node.js`, `c++`), and the whole text as one. */
export function searchWords(search: string): string[] {
  const text = search.trim().toLowerCase();
  const words = text.match(SKILL_WORD)?.slice(0, MAX_SEARCH_WORDS) ?? [];
  return [...new Set([text, ...words])];
}

/**
 * The words of `text` as a tsquery of whole words that must all be there, each only where the vector's `weight`
 * holds (`new:B & delhi:B`), or null when no word is left.
 */
export function toWeightedWordsQuery(text: string, weight: 'A' | 'B' | 'C' | 'D'): string | null {
  const words = text.toLowerCase().match(SEARCH_WORD)?.slice(0, MAX_SEARCH_WORDS) ?? [];
  return words.length > 0 ? words.map((word) => `${word}:${weight}`).join(' & ') : null;
}
