import { Trans } from '@lingui/react';
import type { OpenAppeal } from '@skillsync/shared';
import { Scale } from 'lucide-react';
import { useRef, useState } from 'react';
import { ListStates, SkeletonList } from '../../../components/ListStates.tsx';
import { EmptyState } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { type AppealOutcome, useDecideAppeal, useOpenAppeals } from '../api/moderation.ts';
import { AppealCard, type AppealOwnership } from './AppealCard.tsx';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog.tsx';

const emphasis = <span className="font-medium break-words text-ink" />;

/** The open appeals, oldest first, each with its outcome; the count of all that are open above them. */
export function AppealQueue({ moderatorId }: { moderatorId: string }) {
  const t = useT();
  const query = useOpenAppeals();
  const deciding = useDecideAppeal();
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const lastDecided = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const appeals = query.data?.appeals ?? [];
  const total = query.data?.total ?? 0;

  const ownershipOf = (appeal: OpenAppeal): AppealOwnership =>
    appeal.moderator?._id === moderatorId ? 'decision' : appeal.member?._id === moderatorId ? 'appeal' : null;

  function handleDecide(appeal: OpenAppeal, outcome: AppealOutcome) {
    const { decision } = appeal;
    const values = {
      name: appeal.member?.name ?? t('moderation.appeals.formerMember'),
      title: decision.subject.title ?? t('moderation.case.unavailable'),
    };
    lastDecided.current = appeal._id;
    setRequest({
      key: `${appeal._id}/${outcome}`,
      title: t(`moderation.appeals.${outcome}Dialog.title`),
      intro: (
        <Trans
          id={
            outcome === 'uphold'
              ? 'moderation.appeals.upholdDialog.intro'
              : `moderation.appeals.overturnDialog.intro.${decision.action}`
          }
          values={values}
          components={{ 0: emphasis }}
        />
      ),
      placeholder: t(`moderation.appeals.${outcome}Dialog.notePlaceholder`),
      confirmLabel: t(`moderation.appeals.${outcome}Dialog.confirm`),
      doneMessage: t('messages.appealDecided'),
      send: ({ note }) => deciding.mutateAsync({ appealId: appeal._id, outcome, note }),
    });
  }

  // Back to the button that opened the dialog while its appeal is open; once it left, to the list's heading.
  function focusAfterDialog() {
    if (appeals.some((open) => open._id === lastDecided.current)) return undefined;
    return headingRef.current ?? document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  }

  const loading = (
    <SkeletonList
      label={t('moderation.appeals.loading')}
      count={2}
      className="space-y-4"
      itemClassName="space-y-3 rounded-lg border border-line bg-white p-5"
      lines={['h-5 w-32 rounded-full', 'h-6 w-2/3', 'h-20 w-full', 'h-16 w-full']}
    />
  );
  const empty = (
    <EmptyState icon={Scale} title={t('moderation.appeals.emptyTitle')} text={t('moderation.appeals.emptyText')} />
  );

  return (
    <>
      <ListStates
        query={query}
        loading={loading}
        failedMessage={errorMessage(query.error, t('moderation.appeals.loadFailed'))}
        isEmpty={appeals.length === 0}
        empty={empty}
      >
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
          {t('moderation.appeals.count', { count: total })}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {total > appeals.length
            ? t('moderation.appeals.showing', { shown: appeals.length })
            : t('moderation.appeals.intro')}
        </p>
        <ul className="mt-4 space-y-4">
          {appeals.map((appeal) => (
            <li key={appeal._id}>
              <AppealCard appeal={appeal} ownership={ownershipOf(appeal)} onDecide={handleDecide} />
            </li>
          ))}
        </ul>
      </ListStates>
      <ReasonDialog request={request} onClose={() => setRequest(null)} returnFocusTo={focusAfterDialog} />
    </>
  );
}
