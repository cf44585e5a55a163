/** Spec §9: a long link shows its first 50 characters and an ellipsis; the link itself stays whole. */
export const LINK_LABEL_MAX = 50;

/** One piece of a chat message, in the order written; the renderer turns each into React elements, never HTML. */
export type ChatSegment =
  | { type: 'code-block'; code: string }
  | { type: 'inline-code'; code: string }
  | { type: 'link'; href: string; label: string }
  | { type: 'text'; text: string };

// A fence may name its language on the opening line (```ts); the name is not shown. The line breaks around a
// block belong to it: the block is a box of its own, and they would show as blank lines above and below.
const CODE_BLOCK = /\n?```(?:[\w+#.-]*[ \t]*\n)?([\s\S]*?)\n?```\n?/g;
const INLINE_CODE = /`([^`\n]+)`/g;
const LINK = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Punctuation after a link ends the sentence, not the address ("see https://x.dev.").
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;

/** The link as written, without sentence punctuation, or a closing bracket opened before the link. */
function trimLink(raw: string) {
  let href = raw.replace(TRAILING_PUNCTUATION, '');
  while (href.endsWith(')') && (href.match(/\(/g)?.length ?? 0) < (href.match(/\)/g)?.length ?? 0)) {
    href = href.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return href;
}

export const linkLabel = (href: string) => (href.length > LINK_LABEL_MAX ? `${href.slice(0, LINK_LABEL_MAX)}…` : href);

/** Splits `text` by `pattern`: matches become what `toSegment` makes of them, the text between goes to `rest`. */
function splitBy(
  text: string,
  pattern: RegExp,
  toSegment: (match: RegExpExecArray) => { segment: ChatSegment; length: number },
  rest: (text: string) => ChatSegment[],
): ChatSegment[] {
  const segments: ChatSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const { segment, length } = toSegment(match);
    segments.push(...rest(text.slice(last, match.index)), segment);
    last = match.index + length;
  }
  segments.push(...rest(text.slice(last)));
  return segments;
}

const plain = (text: string): ChatSegment[] => (text ? [{ type: 'text', text }] : []);

const withLinks = (text: string) =>
  splitBy(
    text,
    LINK,
    ([raw]) => {
      const href = trimLink(raw);
      return { segment: { type: 'link', href, label: linkLabel(href) }, length: href.length };
    },
    plain,
  );

const withInlineCode = (text: string) =>
  splitBy(
    text,
    INLINE_CODE,
    ([raw, code = '']) => ({ segment: { type: 'inline-code', code }, length: raw.length }),
    withLinks,
  );

/**
 * A message's body as segments: fenced code blocks first (nothing inside them is a link or inline code), then
 * inline code, then http(s) links; what is left is plain text, kept as written.
 */
export const parseChatMessage = (content: string): ChatSegment[] =>
  splitBy(
    content,
    CODE_BLOCK,
    ([raw, code = '']) => ({ segment: { type: 'code-block', code }, length: raw.length }),
    withInlineCode,
  );
