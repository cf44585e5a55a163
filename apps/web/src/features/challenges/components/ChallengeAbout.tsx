import type { ChallengeDetail } from '@skillsync/shared';
import { SkillBadges } from '../../../components/SkillBadges.tsx';
import { Card } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';

/** What to build and how it is judged: description, requirements, criteria, guidelines and technologies. */
export function ChallengeAbout({ challenge }: { challenge: ChallengeDetail }) {
  const t = useT();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{t('challenges.detail.about')}</h2>
      <p className="mt-2 whitespace-pre-line break-words text-slate-800">{challenge.description}</p>
      <h3 className="mt-5 font-semibold text-ink">{t('challenges.fields.technologies')}</h3>
      <div className="mt-2">
        <SkillBadges
          skills={challenge.technologies}
          shown={challenge.technologies.length}
          label={t('challenges.fields.technologies')}
        />
      </div>
      <h3 className="mt-5 font-semibold text-ink">{t('challenges.fields.requirements')}</h3>
      <p className="mt-1 whitespace-pre-line break-words text-slate-800">{challenge.requirements}</p>
      <h3 className="mt-5 font-semibold text-ink">{t('challenges.fields.judgingCriteria')}</h3>
      <p className="mt-1 text-sm text-muted">{t('challenges.detail.criteriaHint')}</p>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-800">
        {challenge.judgingCriteria.map((criterion) => (
          <li key={criterion} className="break-words">
            {criterion}
          </li>
        ))}
      </ol>
      <h3 className="mt-5 font-semibold text-ink">{t('challenges.fields.submissionGuidelines')}</h3>
      <p className="mt-1 whitespace-pre-line break-words text-slate-800">{challenge.submissionGuidelines}</p>
    </Card>
  );
}
