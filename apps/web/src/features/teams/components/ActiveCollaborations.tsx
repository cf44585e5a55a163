import type { Collaboration, CollaborationList } from '@skillsync/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { CircleCheckBig, Handshake, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { ListStates } from '../../../components/ListStates.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { EmptyState } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useCollaborations } from '../api/get-collaborations.ts';
import { CollaborationGrid } from './CollaborationGrid.tsx';
import { TeamCardsSkeleton } from './TeamCardsSkeleton.tsx';

const LOAD_FAILED = 'dashboard.collaborations.loadFailed';

/** A team whose problem is finished: it moves from the active list to the completed one. */
const isFinished = ({ problem }: Collaboration) => problem.status === 'Completed' || problem.status === 'Cancelled';

type ActiveListProps = {
  query: UseInfiniteQueryResult<InfiniteData<CollaborationList>>;
  active: Collaboration[];
  hasFinished: boolean;
  userId: string;
};

function ActiveList({ query, active, hasFinished, userId }: ActiveListProps) {
  const t = useT();
  const empty = (
    <EmptyState
      icon={Lightbulb}
      headingLevel={3}
      title={t(hasFinished ? 'dashboard.collaborations.emptyNowTitle' : 'dashboard.collaborations.emptyYetTitle')}
      text={t(hasFinished ? 'dashboard.collaborations.emptyNowText' : 'dashboard.collaborations.emptyYetText')}
      action={
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/problems" className={buttonClass('primary')}>
            {t('dashboard.collaborations.exploreProblems')}
          </Link>
          <Link to="/problems/create" className={buttonClass('secondary')}>
            {t('dashboard.postProblem')}
          </Link>
        </div>
      }
    />
  );
  return (
    <ListStates
      query={query}
      loading={<TeamCardsSkeleton label={t('dashboard.collaborations.loading')} />}
      failedMessage={t(LOAD_FAILED)}
      isEmpty={active.length === 0}
      empty={empty}
    >
      <CollaborationGrid collaborations={active} currentUserId={userId} />
    </ListStates>
  );
}

/**
 * The dashboard's 'Active Collaborations' widget: the problems the member owns or works on, with the finished
 * ones apart below. The server pages all teams together, so each loaded page is sorted into the two lists.
 */
export function ActiveCollaborations({ userId }: { userId: string }) {
  const t = useT();
  const query = useCollaborations(userId);
  const collaborations = query.data?.pages.flatMap((page) => page.collaborations) ?? [];
  const active = collaborations.filter((collaboration) => !isFinished(collaboration));
  const finished = collaborations.filter(isFinished);

  return (
    <div className="space-y-6">
      <SectionCard
        id="active-collaborations-title"
        icon={Handshake}
        title={t('dashboard.collaborations.activeTitle')}
        action={
          <Link to="/problems" className="text-sm font-medium text-brand-700 hover:underline">
            {t('dashboard.collaborations.findMore')}
          </Link>
        }
      >
        <ActiveList query={query} active={active} hasFinished={finished.length > 0} userId={userId} />
      </SectionCard>
      {finished.length > 0 && (
        <SectionCard
          id="completed-collaborations-title"
          icon={CircleCheckBig}
          title={t('dashboard.collaborations.completedTitle')}
        >
          <CollaborationGrid collaborations={finished} />
        </SectionCard>
      )}
      <LoadMore query={query} failedMessage={t(LOAD_FAILED)} />
    </div>
  );
}
