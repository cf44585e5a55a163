import type { ProfileProblem } from '@skillsync/shared';
import { PROFILE_PROBLEM_SKILLS_SHOWN } from '@skillsync/shared/constants';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { SkillsBlock } from '../../../components/SkillBadges.tsx';
import { DifficultyBadge, StatusBadge } from '../../../components/StatusBadges.tsx';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { SectionEmpty } from './SectionEmpty.tsx';

/** The problems the member posted, with their status, difficulty and four skill badges each (spec §9). */
export function ProblemsPosted({
  problems,
  name,
  isOwn,
}: {
  problems: ProfileProblem[];
  name: string;
  isOwn: boolean;
}) {
  const t = useT();
  const { formatRelativeDate } = useFormatting();
  return (
    <SectionCard id="profile-problems-title" icon={FileText} title={t('profile.problems.title')}>
      {problems.length === 0 ? (
        <SectionEmpty
          text={isOwn ? t('profile.problems.emptyOwn') : t('profile.problems.emptyOther', { name })}
          action={
            isOwn && (
              <Link to="/problems/create" className={buttonClass('secondary')}>
                {t('profile.problems.post')}
              </Link>
            )
          }
        />
      ) : (
        <ul className="divide-y divide-line">
          {problems.map((problem) => (
            <li key={problem._id} className="py-3 first:pt-0 last:pb-0">
              <Link to={`/problems/${problem._id}`} className="font-medium break-words text-brand-700 hover:underline">
                {problem.title}
              </Link>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
                <StatusBadge status={problem.status} />
                <DifficultyBadge difficulty={problem.difficulty} />
                <span>{t(`common.enums.category.${problem.category}`)}</span>
                <time dateTime={problem.createdAt}>{formatRelativeDate(problem.createdAt)}</time>
              </div>
              <SkillsBlock
                className="mt-2"
                skills={problem.skillsNeeded}
                shown={PROFILE_PROBLEM_SKILLS_SHOWN}
                label={t('profile.problems.skills', { title: problem.title })}
              />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
