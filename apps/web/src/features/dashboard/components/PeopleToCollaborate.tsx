import { Plus, Sparkles, UserPen, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { EmptyState } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { NextStepLink, RecommendationList, usePeopleRecommendations } from '../../teams/index.ts';

/** A member with no skills is matched with nobody: the first step is to add them. */
function AddSkillsFirst() {
  const t = useT();
  return (
    <EmptyState
      icon={UserPen}
      headingLevel={3}
      title={t('matching.people.noSkillsTitle')}
      text={t('matching.people.noSkillsText')}
      action={
        <Link to="/profile/edit" className={buttonClass('primary')}>
          {t('matching.people.addSkills')}
        </Link>
      }
    />
  );
}

/** Collab Matching on the dashboard: members to work with, why each, and the next step with them. */
export function PeopleToCollaborate() {
  const t = useT();
  const query = usePeopleRecommendations();

  const empty =
    query.data?.emptyReason === 'noSkills' ? (
      <AddSkillsFirst />
    ) : (
      <EmptyState
        icon={Users}
        headingLevel={3}
        title={t('matching.people.emptyTitle')}
        text={t('matching.people.emptyText')}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Link to="/profile/edit" className={buttonClass('primary')}>
              {t('matching.people.addSkills')}
            </Link>
            <Link to="/problems/create" className={buttonClass('secondary')}>
              <Plus aria-hidden className="h-4 w-4" /> {t('matching.people.postProblem')}
            </Link>
          </div>
        }
      />
    );

  return (
    <SectionCard id="people-to-collaborate-title" icon={Sparkles} title={t('matching.people.title')}>
      <p className="-mt-2 mb-4 text-sm text-muted">{t('matching.people.intro')}</p>
      <RecommendationList
        query={query}
        loadingLabel={t('matching.people.loading')}
        failedMessage={t('matching.people.loadFailed')}
        gridClassName="md:grid-cols-2 xl:grid-cols-3"
        skeletons={3}
        empty={empty}
        actionFor={(recommendation) => <NextStepLink recommendation={recommendation} />}
      />
    </SectionCard>
  );
}
