import type { ReactNode } from 'react';
import { useT } from '../lib/i18n.ts';
import { Badge } from './Badge.tsx';

type SkillBadgesProps = {
  skills: string[];
  shown: number;
  label: string;
  /** A skill's words inside its badge (a search marks what matched); the skill itself when absent. */
  renderSkill?: (skill: string) => ReactNode;
};

/** Up to `shown` skills as badges, then a +N badge for the rest. */
export function SkillBadges({ skills, shown, label, renderSkill }: SkillBadgesProps) {
  const extra = skills.length - shown;
  const t = useT();
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {skills.slice(0, shown).map((skill) => (
        <li key={skill}>
          <Badge tone="brand">{renderSkill ? renderSkill(skill) : skill}</Badge>
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

type SkillsBlockProps = SkillBadgesProps & {
  /** The block's spacing from what comes before it. */
  className?: string;
  /** A span where the block sits inside inline content. */
  as?: 'div' | 'span';
};

/** A member's or a work's skills as a block of their own under its text; nothing at all when there are none. */
export function SkillsBlock({ className, as: Tag = 'div', ...badges }: SkillsBlockProps) {
  if (badges.skills.length === 0) return null;
  return (
    <Tag className={className}>
      <SkillBadges {...badges} />
    </Tag>
  );
}
