/** Someone the composer offers to mention: one of the room's people. */
export type MentionCandidate = { _id: string; name: string; avatar?: string | null | undefined };

/** An `@` being typed: where it stands in the draft and what follows it up to the caret. */
export type MentionQuery = { start: number; query: string };

/** How much of a name may follow an `@` before it is no longer taken for one. */
const QUERY_MAX = 40;
/** How many people the list offers at once. */
export const MENTION_OPTIONS_MAX = 8;

/**
 * The `@` the caret is in, if any: an `@` at the start or after a space or an opening bracket, followed up to the
 * caret by at most QUERY_MAX characters on one line that do not start with a space ("@Asha R" is still one).
 */
export function findMentionQuery(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0) return null;
  const previous = before[start - 1];
  if (previous !== undefined && !/[\s([{]/u.test(previous)) return null;
  const query = before.slice(start + 1);
  if (query.length > QUERY_MAX || /^\s|[\n@]/u.test(query)) return null;
  return { start, query };
}

const folded = (text: string) => text.toLocaleLowerCase().normalize('NFC');

/**
 * The people whose name, or a word of it, begins with what was typed (any case): those whose whole name does
 * first, then the rest, each group in the room's order.
 */
export function matchPeople<T extends MentionCandidate>(people: readonly T[], query: string): T[] {
  const typed = folded(query).replace(/\s+/gu, ' ');
  const byName: T[] = [];
  const byWord: T[] = [];
  for (const person of people) {
    const name = folded(person.name).replace(/\s+/gu, ' ');
    if (name.startsWith(typed)) byName.push(person);
    else if (name.split(' ').some((_, at, words) => words.slice(at).join(' ').startsWith(typed))) byWord.push(person);
  }
  return [...byName, ...byWord].slice(0, MENTION_OPTIONS_MAX);
}

/**
 * The draft with the `@` being typed replaced by `@Full Name ` (the server notifies on the whole name), and where
 * the caret goes: after the space.
 */
export function insertMention(text: string, mention: MentionQuery, caret: number, name: string) {
  const after = text.slice(caret).replace(/^ /u, '');
  const inserted = `@${name} `;
  return { text: `${text.slice(0, mention.start)}${inserted}${after}`, caret: mention.start + inserted.length };
}
