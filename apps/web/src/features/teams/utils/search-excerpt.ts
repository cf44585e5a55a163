/** A piece of a search result's excerpt: text as written, marked when it is one of the words searched for. */
export type ExcerptPiece = { text: string; isMatch: boolean };

/** How much of a message a search result shows. */
export const EXCERPT_MAX = 140;
/** How much of the message before the first match the excerpt keeps. */
const LEAD = 40;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words a search looks for, as the server reads it: words of any script (Devanagari's vowel signs belong to
 * their word), not those excluded with `-` nor the `or` between alternatives. The last, when typed plainly, may
 * still be being typed: it matches the beginning of a word ('mand' marks 'mandi').
 */
export function searchedWords(query: string) {
  const words: string[] = [];
  for (const match of query.matchAll(WORD)) {
    const before = query[match.index - 1];
    if (before === '-' || match[0].toLowerCase() === 'or') continue;
    words.push(match[0]);
  }
  const isLastPlain = /[\p{L}\p{M}\p{N}]$/u.test(query.trim()) && !/"\s*$/u.test(query);
  return { words, isLastPrefix: isLastPlain && words.length > 0 };
}

/** Where the words searched for stand: whole words, and words that begin with the last one (marked whole). */
function matchPattern(query: string) {
  const { words, isLastPrefix } = searchedWords(query);
  if (words.length === 0) return null;
  const whole = words.map(escapeForPattern);
  const alternatives = isLastPrefix
    ? [`(?:${whole.join('|')})(?![\\p{L}\\p{M}\\p{N}])`, `${escapeForPattern(words.at(-1) ?? '')}[\\p{L}\\p{M}\\p{N}]*`]
    : [`(?:${whole.join('|')})(?![\\p{L}\\p{M}\\p{N}])`];
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${alternatives.join('|')})`, 'giu');
}

/** Where the excerpt starts: at a word some way before the first match, or earlier when the text ends soon after. */
function excerptStart(text: string, first: number) {
  if (first <= LEAD || text.length <= EXCERPT_MAX) return 0;
  const wanted = Math.min(first - LEAD, text.length - EXCERPT_MAX);
  const space = text.indexOf(' ', wanted);
  return space >= 0 && space < first ? space + 1 : wanted;
}

/**
 * A message's text as a search result shows it: on one line, at most EXCERPT_MAX characters around its first
 * match (… where it was cut), cut into pieces with the words searched for marked.
 */
export function excerptWithMatches(content: string, query: string): ExcerptPiece[] {
  const text = content.replace(/\s+/gu, ' ').trim();
  const pattern = matchPattern(query);
  const start = excerptStart(text, pattern ? text.search(pattern) : -1);
  const end = Math.min(text.length, start + EXCERPT_MAX);
  const shown = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  if (!pattern) return [{ text: shown, isMatch: false }];
  const pieces: ExcerptPiece[] = [];
  let last = 0;
  for (const match of shown.matchAll(pattern)) {
    if (match.index > last) pieces.push({ text: shown.slice(last, match.index), isMatch: false });
    pieces.push({ text: match[0], isMatch: true });
    last = match.index + match[0].length;
  }
  if (last < shown.length) pieces.push({ text: shown.slice(last), isMatch: false });
  return pieces;
}
