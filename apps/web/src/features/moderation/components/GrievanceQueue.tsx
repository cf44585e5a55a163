import type { ModerationGrievance } from '@skillsync/shared';
import { Scale } from 'lucide-react';
import { useRef, useState } from 'react';
import { ListStates, SkeletonList } from '../../../components/ListStates.tsx';
import { EmptyState } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { useGrievanceQueue } from '../api/grievances.ts';
import { GrievanceAnswerDialog } from './GrievanceAnswerDialog.tsx';
import { GrievanceCard } from './GrievanceCard.tsx';

/** The open complaints to the Grievance Officer, oldest first, each with its answer; how many are open above them. */
export function GrievanceQueue({ moderatorId }: { moderatorId: string }) {
  const t = useT();
  const query = useGrievanceQueue();
  const [answering, setAnswering] = useState<ModerationGrievance | null>(null);
  const lastAnswered = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const grievances = query.data?.grievances ?? [];
  const total = query.data?.total ?? 0;

  function handleAnswer(grievance: ModerationGrievance) {
    lastAnswered.current = grievance._id;
    setAnswering(grievance);
  }

  // Back to the button that opened the dialog while its complaint is open; once answered, to the list's heading.
  function focusAfterDialog() {
    if (grievances.some((open) => open._id === lastAnswered.current)) return undefined;
    return headingRef.current ?? document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  }

  const loading = (
    <SkeletonList
      label={t('moderation.grievances.loading')}
      count={2}
      className="space-y-4"
      itemClassName="space-y-3 rounded-lg border border-line bg-white p-5"
      lines={['h-5 w-20', 'h-6 w-2/3', 'h-16 w-full', 'h-20 w-full']}
    />
  );
  const empty = (
    <EmptyState
      icon={Scale}
      title={t('moderation.grievances.emptyTitle')}
      text={t('moderation.grievances.emptyText')}
    />
  );

  return (
    <>
      <ListStates
        query={query}
        loading={loading}
        failedMessage={errorMessage(query.error, t('moderation.grievances.loadFailed'))}
        isEmpty={grievances.length === 0}
        empty={empty}
      >
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
          {t('moderation.grievances.count', { count: total })}
        </h2>
        {total > grievances.length && (
          <p className="mt-1 text-sm text-muted">{t('moderation.grievances.showing', { shown: grievances.length })}</p>
        )}
        <ul className="mt-4 space-y-4">
          {grievances.map((grievance) => (
            <li key={grievance._id}>
              <GrievanceCard
                grievance={grievance}
                isOwn={grievance.member?._id === moderatorId}
                onAnswer={handleAnswer}
              />
            </li>
          ))}
        </ul>
      </ListStates>
      <GrievanceAnswerDialog
        grievance={answering}
        onClose={() => setAnswering(null)}
        returnFocusTo={focusAfterDialog}
      />
    </>
  );
}
