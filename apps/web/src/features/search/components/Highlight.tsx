import { useMemo } from 'react';
import { Badge } from '../../../components/Badge.tsx';
import { useT } from '../../../lib/i18n.ts';
import { hasMatchingWord, highlightMatches, queryWords } from '../utils/highlight.ts';

/**
 * `text` with the words that answer `query` marked (typos forgiven, see highlight.ts). One span holds the parts:
 * in a flex container (a badge) each loose text would be a flex item of its own, and one that is only a space
 * would vanish ("React Native" read "ReactNative").
 */
export function Highlight({ text, query }: { text: string; query: string }) {
  const parts = useMemo(() => highlightMatches(text, query), [text, query]);
  return (
    <span>
      {parts.map((part, index) =>
        part.isMatch ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move; their place is who they are.
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}

const SKILLS_SHOWN = 6;

/** Skills as badges, those the search matched first and marked, then a +N for any beyond the first six. */
export function HighlightedSkills({ skills, query, label }: { skills: string[]; query: string; label: string }) {
  const t = useT();
  const ordered = useMemo(() => {
    const words = queryWords(query);
    return [...skills].sort((a, b) => Number(hasMatchingWord(b, words)) - Number(hasMatchingWord(a, words)));
  }, [skills, query]);
  const extra = ordered.length - SKILLS_SHOWN;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {ordered.slice(0, SKILLS_SHOWN).map((skill) => (
        <li key={skill}>
          <Badge tone="brand">
            <Highlight text={skill} query={query} />
          </Badge>
        </li>
      ))}
      {extra > 0 && (
        <li>
          <Badge>
            <span aria-hidden>+{extra}</span>
            <span className="sr-only">{t('common.team.more', { count: extra })}</span>
          </Badge>
        </li>
      )}
    </ul>
  );
}
