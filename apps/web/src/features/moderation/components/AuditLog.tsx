import { Trans } from '@lingui/react';
import type { ModerationLogEntry } from '@skillsync/shared';
import { Lock, ScrollText } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { SkeletonList } from '../../../components/ListStates.tsx';
import { MemberLink } from '../../../components/MemberLink.tsx';
import { PagedList } from '../../../components/PagedList.tsx';
import { EmptyState } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatIndiaMoment, formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useModerationLog, useRestoreContent } from '../api/moderation.ts';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog.tsx';
import { SubjectTitle } from './SubjectTitle.tsx';

const linkClass = 'font-medium text-brand-700 hover:underline';

type LogEntryProps = {
  entry: ModerationLogEntry;
  /** Offered on content that was hidden (and is not the reader's own): shows it again, with a reason. */
  onRestore?: (entry: ModerationLogEntry) => void;
};

/** One decision as recorded: what was done, when, by whom, to what and whose, and why. */
function LogEntry({ entry, onRestore }: LogEntryProps) {
  const t = useT();
  const titleId = useId();
  const { subject } = entry;
  return (
    <article aria-labelledby={titleId} className="rounded-lg border border-line bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge tone="neutral">
          {entry.days
            ? t('moderation.log.suspendedFor', { count: entry.days })
            : t(`moderation.log.actions.${entry.action}`)}
        </Badge>
        <time dateTime={entry.createdAt} className="text-sm text-muted">
          {formatIndiaMoment(entry.createdAt)}
        </time>
      </div>
      <h3 id={titleId} className="mt-2 text-base font-semibold text-ink">
        <span className="mr-2 text-sm font-normal text-muted">{t(`moderation.subjects.${subject.type}`)}</span>
        <SubjectTitle subject={subject} />
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{t('moderation.log.moderator')}</dt>
        <dd>
          {entry.moderator ? (
            <MemberLink member={entry.moderator} className={linkClass} />
          ) : (
            t('moderation.log.formerModerator')
          )}
        </dd>
        {entry.member && subject.type !== 'member' && (
          <>
            <dt className="text-muted">{t('moderation.log.owner')}</dt>
            <dd>
              <MemberLink member={entry.member} className={linkClass} />
            </dd>
          </>
        )}
        <dt className="text-muted">{t('moderation.log.reports')}</dt>
        <dd>{formatNumber(entry.reportCount)}</dd>
        <dt className="text-muted">{t('moderation.log.reason')}</dt>
        <dd className="break-words whitespace-pre-line text-ink">{entry.note}</dd>
      </dl>
      {onRestore && (
        <div className="mt-3 flex justify-end">
          <Button variant="secondary" aria-describedby={titleId} onClick={() => onRestore(entry)}>
            {t('moderation.log.restore')}
          </Button>
        </div>
      )}
    </article>
  );
}

/**
 * Every moderation decision, newest first, a page at a time; nobody can change it, and the page says so. Content a
 * decision hid can be restored from its line (by a moderator whose content it is not).
 */
export function AuditLog({ moderatorId }: { moderatorId: string }) {
  const t = useT();
  const query = useModerationLog();
  const restoring = useRestoreContent();
  const [restore, setRestore] = useState<ReasonRequest | null>(null);

  function handleRestore({ subject }: ModerationLogEntry) {
    setRestore({
      key: `${subject.type}/${subject._id}`,
      title: t('moderation.restore.title'),
      intro: (
        <Trans
          id="moderation.restore.intro"
          values={{ title: subject.title ?? t('moderation.case.unavailable') }}
          components={{ 0: <span className="font-medium break-words text-ink" /> }}
        />
      ),
      placeholder: t('moderation.restore.notePlaceholder'),
      confirmLabel: t('moderation.restore.confirm'),
      doneMessage: t('messages.contentRestored'),
      send: ({ note }) => restoring.mutateAsync({ subject, note }),
    });
  }

  const loading = (
    <SkeletonList
      label={t('moderation.log.loading')}
      count={3}
      className="space-y-3"
      itemClassName="space-y-2 rounded-lg border border-line bg-white p-4"
      lines={['h-4 w-1/3', 'h-5 w-2/3', 'h-4 w-1/2']}
    />
  );
  return (
    <div>
      <h2 className="text-lg font-semibold text-ink">{t('moderation.log.heading')}</h2>
      <p className="mt-1 mb-4 flex items-start gap-2 text-sm text-muted">
        <Lock aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        {t('moderation.log.immutable')}
      </p>
      <PagedList
        query={query}
        itemsOf={(page) => page.entries}
        loading={loading}
        failedMessage={errorMessage(query.error, t('moderation.log.loadFailed'))}
        empty={
          <EmptyState
            icon={ScrollText}
            title={t('moderation.log.emptyTitle')}
            text={t('moderation.log.emptyText')}
            headingLevel={3}
          />
        }
        className="space-y-3"
        renderItem={(entry) => (
          <LogEntry
            entry={entry}
            onRestore={entry.action === 'hide' && entry.member?._id !== moderatorId ? handleRestore : undefined}
          />
        )}
      />
      <ReasonDialog request={restore} onClose={() => setRestore(null)} />
    </div>
  );
}
