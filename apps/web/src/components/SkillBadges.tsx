import { useT } from '../lib/i18n.ts';
import { Badge } from './Badge.tsx';

/** Up to `shown` skills as badges, then a +N badge for the rest. */
export function SkillBadges({ skills, shown, label }: { skills: string[]; shown: number; label: string }) {
  const extra = skills.length - shown;
  const t = useT();
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {skills.slice(0, shown).map((skill) => (
        <li key={skill}>
          <Badge tone="brand">{skill}</Badge>
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
