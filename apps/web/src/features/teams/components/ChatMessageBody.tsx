import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { type ChatSegment, parseChatMessage } from '../utils/chat-format.ts';
import { type MentionMatcher, splitMentions } from '../utils/chat-mentions.ts';

/** Spec §9: 'Copied!' shows for 2 seconds. */
export const COPIED_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

/** A fenced code block with its Copy action; the code keeps its spacing and scrolls sideways when wide. */
function CodeBlock({ code }: { code: string }) {
  const t = useT();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function handleCopy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      // No clipboard (an http page, a refused permission): say so where the member looks, not in a console.
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), COPIED_MS);
  }

  return (
    <div className="my-1.5 overflow-hidden rounded-md bg-slate-900 text-left text-slate-100">
      <div className="flex items-center justify-end border-b border-slate-700 px-2 py-1">
        <button
          type="button"
          onClick={() => void handleCopy()}
          className="inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs font-medium text-slate-200 hover:bg-slate-700 focus-visible:outline-white"
        >
          {state === 'copied' ? (
            <Check aria-hidden className="h-3.5 w-3.5" />
          ) : (
            <Copy aria-hidden className="h-3.5 w-3.5" />
          )}
          <span aria-live="polite">
            {t(
              state === 'copied'
                ? 'teamwork.chat.copied'
                : state === 'failed'
                  ? 'teamwork.chat.copyFailed'
                  : 'teamwork.chat.copy',
            )}
          </span>
        </button>
      </div>
      {/* Focusable, so a keyboard can scroll a wide block sideways. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <pre tabIndex={0} className="overflow-x-auto p-3 font-mono text-xs leading-relaxed">
        <code>{code}</code>
      </pre>
    </div>
  );
}

/** Who a message may mention, and who reads it (their own name stands out more). */
export type ChatMentions = { matcher: MentionMatcher | null; readerId: string };

/** Plain text with the room's people's `@Name`s highlighted. */
function MentionedText({
  text,
  mentions,
  isOwn,
}: {
  text: string;
  mentions?: ChatMentions | undefined;
  isOwn: boolean;
}) {
  const pieces = splitMentions(text, mentions?.matcher ?? null);
  if (pieces.length === 1 && pieces[0]?.type === 'text') return <span>{text}</span>;
  return (
    <span>
      {pieces.map((piece, index) => {
        const key = `${piece.type}-${index}`;
        if (piece.type === 'text') return <span key={key}>{piece.text}</span>;
        const isReader = piece.personId === mentions?.readerId;
        const look = isOwn
          ? 'bg-brand-800 text-white'
          : isReader
            ? 'bg-amber-100 text-amber-950 ring-1 ring-amber-300'
            : 'bg-brand-50 text-brand-800';
        return (
          <span key={key} className={`rounded px-0.5 ${isReader ? 'font-bold' : 'font-semibold'} ${look}`}>
            {piece.text}
          </span>
        );
      })}
    </span>
  );
}

type SegmentProps = { segment: ChatSegment; isOwn: boolean; mentions?: ChatMentions | undefined };

/** One piece of a message as React elements. */
function Segment({ segment, isOwn, mentions }: SegmentProps) {
  switch (segment.type) {
    case 'code-block':
      return <CodeBlock code={segment.code} />;
    case 'inline-code':
      return (
        <code
          className={`rounded px-1 py-0.5 font-mono text-[0.85em] ${isOwn ? 'bg-brand-800 text-white' : 'bg-slate-200 text-slate-900'}`}
        >
          {segment.code}
        </code>
      );
    case 'link':
      return (
        <a
          href={segment.href}
          target="_blank"
          rel="noopener noreferrer"
          title={segment.href}
          className={`break-all underline underline-offset-2 ${isOwn ? 'text-white' : 'text-brand-700 hover:text-brand-800'}`}
        >
          {segment.label}
        </a>
      );
    case 'text':
      return <MentionedText text={segment.text} mentions={mentions} isOwn={isOwn} />;
  }
}

type ChatMessageBodyProps = { content: string; isOwn?: boolean; mentions?: ChatMentions | undefined };

/**
 * A chat message as written: fenced code blocks, `inline code`, http(s) links (opening in a new tab), `@Name`s of
 * the room's people highlighted, and plain text with its line breaks. Built from React elements, so nothing a
 * member types is ever read as HTML.
 */
export function ChatMessageBody({ content, isOwn = false, mentions }: ChatMessageBodyProps) {
  return (
    <div className="break-words whitespace-pre-wrap">
      {parseChatMessage(content).map((segment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a message's pieces never move; their place is who they are.
        <Segment key={`${segment.type}-${index}`} segment={segment} isOwn={isOwn} mentions={mentions} />
      ))}
    </div>
  );
}
