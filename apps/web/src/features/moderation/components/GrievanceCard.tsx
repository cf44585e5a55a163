import { Trans } from '@lingui/react';
import type { ModerationGrievance } from '@skillsync/shared';
import { Clock, Inbox, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { MemberLink } from '../../../components/MemberLink.tsx';
import { formatIndiaMoment } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

type GrievanceCardProps = {
  grievance: ModerationGrievance;
  /** The moderator's own complaint: another moderator answers it. */
  isOwn: boolean;
  /** The moderator chose to answer: the dialog asks for the answer. */
  onAnswer: (grievance: ModerationGrievance) => void;
};

const linkClass = 'font-medium text-brand-700 hover:underline';

/** One open complaint: its reference, who wrote it and how to reach them, when it came and must be answered by. */
export function GrievanceCard({ grievance, isOwn, onAnswer }: GrievanceCardProps) {
  const t = useT();
  const titleId = useId();
  const { member, isOverdue } = grievance;
  const answerBy = formatIndiaMoment(grievance.decideBy);
  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-lg border bg-white p-5 shadow-sm ${isOverdue ? 'border-red-300' : 'border-line'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm font-semibold text-ink">{grievance.reference}</span>
        {isOverdue && <Badge tone="danger">{t('moderation.case.overdue')}</Badge>}
      </div>
      <h3 id={titleId} className="mt-2 line-clamp-3 text-lg font-semibold break-words text-ink">
        {grievance.about}
      </h3>
      <p className="mt-1 text-sm break-words text-muted">
        {member ? (
          <Trans
            id="moderation.grievances.fromMember"
            values={{ name: member.name }}
            components={{ 0: <MemberLink member={member} className={linkClass} /> }}
          />
        ) : (
          t('moderation.grievances.fromVisitor', { name: grievance.name })
        )}{' '}
        ·{' '}
        <a href={`mailto:${grievance.email}`} className={`${linkClass} break-all`}>
          {grievance.email}
        </a>
      </p>

      <dl className="mt-4 grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium text-muted">{t('moderation.grievances.received')}</dt>
          <dd className="mt-0.5 flex items-start gap-1.5 text-sm text-ink">
            <Inbox aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
            <time dateTime={grievance.receivedAt}>{formatIndiaMoment(grievance.receivedAt)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted">{t('moderation.grievances.answerBy')}</dt>
          <dd
            className={`mt-0.5 flex items-start gap-1.5 text-sm ${isOverdue ? 'font-medium text-red-700' : 'text-ink'}`}
          >
            {isOverdue ? (
              <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-red-700" />
            ) : (
              <Clock aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
            )}
            <time dateTime={grievance.decideBy}>
              {isOverdue ? t('moderation.case.passed', { date: answerBy }) : answerBy}
            </time>
          </dd>
        </div>
      </dl>

      <p className="mt-4 text-sm break-words whitespace-pre-line text-slate-700">{grievance.details}</p>

      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        {isOwn ? (
          <p className="text-sm text-muted">{t('moderation.grievances.own')}</p>
        ) : (
          <Button aria-describedby={titleId} onClick={() => onAnswer(grievance)}>
            {t('moderation.grievances.answer')}
          </Button>
        )}
      </div>
    </article>
  );
}
