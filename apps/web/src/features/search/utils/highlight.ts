/** A piece of a text to show: the words that match the search are marked. */
export type HighlightPart = { text: string; isMatch: boolean };

// Letters with their combining marks (Devanagari vowel signs), digits, and a trailing + or # (C++, C#).
const WORD = /[\p{L}\p{M}\p{N}]+[+#]*/gu;

/** The query's words, lower-cased, once each. */
export const queryWords = (query: string) => [...new Set(query.toLowerCase().match(WORD) ?? [])];

/** The edits a word of this length may be off by and still match: none under 4 letters, 1 up to 7, then 2. */
const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of neighbours), giving up
 * once it must pass `max`: enough to forgive "Typscript" and "Raect".
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * Whether a word of a text answers a word of the query (both lower-cased): it starts with the query word
 * ("type" → "TypeScript"), the query word starts with it ("typescripts" → "TypeScript"; two letters at least,
 * so "a" and "I" are not marked for every query), or it is a near miss of it.
 */
export function isWordMatch(word: string, queryWord: string) {
  if (word.startsWith(queryWord)) return true;
  if (word.length >= 2 && queryWord.startsWith(word)) return true;
  const max = allowedEdits(Math.min(word.length, queryWord.length));
  return max > 0 && editDistance(word, queryWord, max) <= max;
}

/** Whether any word of `text` answers one of the query's `words` (as `queryWords` gives them). */
export const hasMatchingWord = (text: string, words: string[]) =>
  (text.toLowerCase().match(WORD) ?? []).some((word) => words.some((queryWord) => isWordMatch(word, queryWord)));

/** Splits `text` into parts, marking each word that answers a word of `query`; joined, the parts are the text. */
export function highlightMatches(text: string, query: string): HighlightPart[] {
  const words = queryWords(query);
  if (words.length === 0 || !text) return text ? [{ text, isMatch: false }] : [];
  const parts: HighlightPart[] = [];
  let end = 0;
  for (const found of text.matchAll(WORD)) {
    const word = found[0];
    if (!words.some((queryWord) => isWordMatch(word.toLowerCase(), queryWord))) continue;
    if (found.index > end) parts.push({ text: text.slice(end, found.index), isMatch: false });
    parts.push({ text: word, isMatch: true });
    end = found.index + word.length;
  }
  if (end < text.length) parts.push({ text: text.slice(end), isMatch: false });
  return parts;
}

/**
 * A long text cut so its first matching word shows: from a few words before it, with an ellipsis for what
 * was left out in front. A text whose first match comes early is returned whole (the card clamps its lines).
 */
export function excerptAround(text: string, query: string, lead = 60) {
  const words = queryWords(query);
  if (words.length === 0) return text;
  for (const found of text.matchAll(WORD)) {
    if (!words.some((queryWord) => isWordMatch(found[0].toLowerCase(), queryWord))) continue;
    if (found.index <= lead * 2) return text;
    // Start at a word boundary `lead` characters or so before the match.
    const from = text.lastIndexOf(' ', found.index - lead) + 1;
    return `…${text.slice(from).trimStart()}`;
  }
  return text;
}
