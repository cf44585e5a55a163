import type { ProfileProblem } from '@skillsync/shared';
import { PROFILE_PROBLEM_SKILLS_SHOWN } from '@skillsync/shared/constants';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { SkillsBlock } from '../../../components/SkillBadges.tsx';
import { useT } from '../../../lib/i18n.ts';
import { type ProfileOwner, ProfileWorkMeta, ProfileWorkSection } from './ProfileWorkSection.tsx';

const TEXTS = {
  title: 'profile.problems.title',
  emptyOwn: 'profile.problems.emptyOwn',
  emptyOther: 'profile.problems.emptyOther',
  create: 'profile.problems.post',
};

/** The problems the member posted, with their status, difficulty and four skill badges each (spec §9). */
export function ProblemsPosted({ problems, ...owner }: ProfileOwner & { problems: ProfileProblem[] }) {
  const t = useT();
  return (
    <ProfileWorkSection
      {...owner}
      id="profile-problems-title"
      icon={FileText}
      texts={TEXTS}
      createTo="/problems/create"
      items={problems}
      renderItem={(problem) => (
        <>
          <Link to={`/problems/${problem._id}`} className="font-medium break-words text-brand-700 hover:underline">
            {problem.title}
          </Link>
          <ProfileWorkMeta work={problem} category={t(`common.enums.category.${problem.category}`)} />
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
