/** Someone a message may mention: one of the room's people. */
export type MentionPerson = { _id: string; name: string };

/** A piece of plain text: as written, or `@Name` naming one of the room's people. */
export type MentionPiece = { type: 'text'; text: string } | { type: 'mention'; text: string; personId: string };

/** Finds the room's people's `@Name`s in text; made once per list of people. */
export type MentionMatcher = { pattern: RegExp; idOf: Map<string, string> };

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher for `@Name` of these people, or null when there is nobody to mention. Names are matched as written
 * (the composer inserts them so), longest first so "@Asha Rao" wins over "@Asha", and only whole: "@Ashara" is
 * not Asha. Letters of every script count, Devanagari's vowel signs too.
 */
export function createMentionMatcher(people: readonly MentionPerson[]): MentionMatcher | null {
  const idOf = new Map<string, string>();
  for (const person of people) if (person.name.trim() && !idOf.has(person.name)) idOf.set(person.name, person._id);
  if (idOf.size === 0) return null;
  const names = [...idOf.keys()].sort((a, b) => b.length - a.length).map(escapeForPattern);
  const pattern = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}_@])@(${names.join('|')})(?![\\p{L}\\p{M}\\p{N}_])`, 'gu');
  return { pattern, idOf };
}

/** Plain text cut into what it says and the people it mentions, in order. */
export function splitMentions(text: string, matcher: MentionMatcher | null): MentionPiece[] {
  if (!matcher || !text.includes('@')) return text ? [{ type: 'text', text }] : [];
  const pieces: MentionPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(matcher.pattern)) {
    const personId = matcher.idOf.get(match[1] ?? '');
    if (!personId) continue;
    if (match.index > last) pieces.push({ type: 'text', text: text.slice(last, match.index) });
    pieces.push({ type: 'mention', text: match[0], personId });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ type: 'text', text: text.slice(last) });
  return pieces;
}
