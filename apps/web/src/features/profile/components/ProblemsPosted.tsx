import type { ProfileProblem } from '@skillsync/shared';
import { PROFILE_PROBLEM_SKILLS_SHOWN } from '@skillsync/shared/constants';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { SkillsBlock } from '../../../components/SkillBadges.tsx';
import { DifficultyBadge, StatusBadge } from '../../../components/StatusBadges.tsx';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { ProfileWorkSection } from './ProfileWorkSection.tsx';

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
    <ProfileWorkSection
      id="profile-problems-title"
      icon={FileText}
      title={t('profile.problems.title')}
      items={problems}
      emptyText={isOwn ? t('profile.problems.emptyOwn') : t('profile.problems.emptyOther', { name })}
      create={isOwn ? { to: '/problems/create', label: t('profile.problems.post') } : null}
      renderItem={(problem) => (
        <>
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
        </>
      )}
    />
  );
}
