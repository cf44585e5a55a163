const MAX_SEARCH_WORDS = 8;
// Letters (with the combining marks of Indic scripts) and digits; everything else could be tsquery syntax.
const SEARCH_WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Turns what a visitor typed into a prefix tsquery (`solar:* & pum:*`), or null when no word is left. */
export function toPrefixQuery(search: string | undefined): string | null {
  const words = search?.toLowerCase().match(SEARCH_WORD)?.slice(0, MAX_SEARCH_WORDS) ?? [];
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}
