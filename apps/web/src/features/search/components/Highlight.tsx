import { useMemo } from 'react';
import { SkillsBlock } from '../../../components/SkillBadges.tsx';
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

type HighlightedSkillsProps = { skills: string[]; query: string; label: string; className?: string };

/**
 * Skills as a block of badges, those the search matched first and marked, then a +N for any beyond the first six;
 * nothing when there are none.
 */
export function HighlightedSkills({ skills, query, label, className }: HighlightedSkillsProps) {
  const ordered = useMemo(() => {
    const words = queryWords(query);
    return [...skills].sort((a, b) => Number(hasMatchingWord(b, words)) - Number(hasMatchingWord(a, words)));
  }, [skills, query]);
  return (
    <SkillsBlock
      className={className}
      skills={ordered}
      shown={SKILLS_SHOWN}
      label={label}
      renderSkill={(skill) => <Highlight text={skill} query={query} />}
    />
  );
}
