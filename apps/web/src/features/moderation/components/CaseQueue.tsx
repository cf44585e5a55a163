import type { ModerationCase } from '@skillsync/shared';
import { ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { ListStates, SkeletonList } from '../../../components/ListStates.tsx';
import { EmptyState } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { useModerationQueue } from '../api/moderation.ts';
import { CaseCard } from './CaseCard.tsx';
import { type Decision, DecisionDialog } from './DecisionDialog.tsx';

const isSameCase = (a: ModerationCase, b: ModerationCase) =>
  a.subject.type === b.subject.type && a.subject._id === b.subject._id;

/** The open cases, most pressing first, each with its decision; the count of all that are open above them. */
export function CaseQueue({ moderatorId }: { moderatorId: string }) {
  const t = useT();
  const query = useModerationQueue();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const lastDecided = useRef<ModerationCase | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cases = query.data?.cases ?? [];
  const total = query.data?.total ?? 0;
  const now = new Date();

  function handleDecide(decision: Decision) {
    lastDecided.current = decision.moderationCase;
    setDeciding(decision);
  }

  // Back to the button that opened the dialog while its case is open; once it left, to the list's heading.
  function focusAfterDialog() {
    const closed = lastDecided.current;
    if (closed && cases.some((open) => isSameCase(open, closed))) return undefined;
    return headingRef.current ?? document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  }

  const loading = (
    <SkeletonList
      label={t('moderation.queue.loading')}
      count={2}
      className="space-y-4"
      itemClassName="space-y-3 rounded-lg border border-line bg-white p-5"
      lines={['h-5 w-24 rounded-full', 'h-6 w-2/3', 'h-16 w-full', 'h-20 w-full']}
    />
  );
  const empty = (
    <EmptyState icon={ShieldCheck} title={t('moderation.queue.emptyTitle')} text={t('moderation.queue.emptyText')} />
  );

  return (
    <>
      <ListStates
        query={query}
        loading={loading}
        failedMessage={errorMessage(query.error, t('moderation.queue.loadFailed'))}
        isEmpty={cases.length === 0}
        empty={empty}
      >
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
          {t('moderation.queue.count', { count: total })}
        </h2>
        {total > cases.length && (
          <p className="mt-1 text-sm text-muted">{t('moderation.queue.showing', { shown: cases.length })}</p>
        )}
        <ul className="mt-4 space-y-4">
          {cases.map((moderationCase) => (
            <li key={`${moderationCase.subject.type}/${moderationCase.subject._id}`}>
              <CaseCard
                moderationCase={moderationCase}
                now={now}
                isOwn={moderationCase.member?._id === moderatorId}
                onDecide={handleDecide}
              />
            </li>
          ))}
        </ul>
      </ListStates>
      <DecisionDialog decision={deciding} onClose={() => setDeciding(null)} returnFocusTo={focusAfterDialog} />
    </>
  );
}
