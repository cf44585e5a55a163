import { Trans } from '@lingui/react';
import type { ModerationCase } from '@skillsync/shared';
import { MEMBER_ACTIONS } from '@skillsync/shared/constants';
import { CircleCheck, Clock, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { MemberLink } from '../../../components/MemberLink.tsx';
import { formatIndiaMoment } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { type CaseDeadline, deadlinesOf, urgencyOf } from '../utils/case-deadlines.ts';
import type { Decision } from './DecisionDialog.tsx';
import { SubjectTitle } from './SubjectTitle.tsx';

type CaseCardProps = {
  moderationCase: ModerationCase;
  /** The moment the deadlines are read against. */
  now: Date;
  /** The case is about the moderator reading it: another moderator decides it. */
  isOwn: boolean;
  /** The moderator chose a decision: the dialog asks for its reason. */
  onDecide: (decision: Decision) => void;
};

const linkClass = 'font-medium text-brand-700 hover:underline';
const STATE_ICONS = { done: CircleCheck, due: Clock, passed: TriangleAlert } as const;
const STATE_CLASSES = { done: 'text-green-700', due: 'text-slate-500', passed: 'text-red-700' } as const;

function Deadline({ deadline }: { deadline: CaseDeadline }) {
  const t = useT();
  const date = formatIndiaMoment(deadline.at);
  const Icon = STATE_ICONS[deadline.state];
  const text =
    deadline.state === 'done'
      ? t('moderation.case.onReceipt', { date })
      : deadline.state === 'passed'
        ? t('moderation.case.passed', { date })
        : date;
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted">{t(`moderation.case.deadline.${deadline.kind}`)}</dt>
      <dd
        className={`mt-0.5 flex items-start gap-1.5 text-sm ${deadline.state === 'passed' ? 'font-medium text-red-700' : 'text-ink'}`}
      >
        <Icon aria-hidden className={`mt-0.5 h-4 w-4 shrink-0 ${STATE_CLASSES[deadline.state]}`} />
        <time dateTime={deadline.at}>{text}</time>
      </dd>
    </div>
  );
}

function CaseReports({ reports }: { reports: ModerationCase['reports'] }) {
  const t = useT();
  return (
    <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
      {reports.map((report) => (
        <li key={report._id} className="space-y-1 p-3 text-sm">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-mono font-semibold text-ink">{report.reference}</span>
            <Badge tone={report.reason === 'other' ? 'neutral' : 'info'}>
              {t(`moderation.reasons.${report.reason}`)}
            </Badge>
            <span className="text-muted">
              {report.reporter ? (
                <Trans
                  id="moderation.case.reportedBy"
                  values={{ name: report.reporter.name }}
                  components={{ 0: <MemberLink member={report.reporter} className={linkClass} /> }}
                />
              ) : (
                t('moderation.case.formerMember')
              )}
            </span>
            <time dateTime={report.createdAt} className="text-muted">
              {formatIndiaMoment(report.createdAt)}
            </time>
          </p>
          {report.details && <p className="break-words whitespace-pre-line text-slate-700">{report.details}</p>}
        </li>
      ))}
    </ul>
  );
}

/** One open case: what and whose it is, the rules' deadlines in India time, its reports, and the decision. */
export function CaseCard({ moderationCase, now, isOwn, onDecide }: CaseCardProps) {
  const t = useT();
  const titleId = useId();
  const { subject, member, reports } = moderationCase;
  const urgency = urgencyOf(moderationCase);
  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-lg border bg-white p-5 shadow-sm ${urgency === 'overdue' ? 'border-red-300' : 'border-line'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{t(`moderation.subjects.${subject.type}`)}</Badge>
        {urgency === 'overdue' && <Badge tone="danger">{t('moderation.case.overdue')}</Badge>}
        {urgency === 'urgent' && <Badge tone="warning">{t('moderation.case.urgent')}</Badge>}
      </div>
      <h3 id={titleId} className="mt-2 line-clamp-3 text-lg font-semibold text-ink">
        <SubjectTitle subject={subject} />
      </h3>
      {member && subject.type !== 'member' && (
        <p className="mt-1 text-sm text-muted">
          <Trans
            id="moderation.case.belongsTo"
            values={{ name: member.name }}
            components={{ 0: <MemberLink member={member} className={linkClass} /> }}
          />
        </p>
      )}

      <h4 className="sr-only">{t('moderation.case.deadlines')}</h4>
      <dl className="mt-4 grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-3">
        {deadlinesOf(moderationCase, now).map((deadline) => (
          <Deadline key={deadline.kind} deadline={deadline} />
        ))}
      </dl>

      <h4 className="mt-4 text-sm font-semibold text-ink">{t('moderation.case.reports', { count: reports.length })}</h4>
      <CaseReports reports={reports} />

      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        {isOwn ? (
          <p className="text-sm text-muted">{t('moderation.case.ownCase')}</p>
        ) : (
          <>
            <Button
              variant="secondary"
              aria-describedby={titleId}
              onClick={() => onDecide({ moderationCase, action: 'dismiss' })}
            >
              {t('moderation.case.dismiss')}
            </Button>
            {/* Content can be hidden (a member is acted on instead). */}
            {subject.type !== 'member' && (
              <Button
                variant="secondary"
                aria-describedby={titleId}
                onClick={() => onDecide({ moderationCase, action: 'hide' })}
              >
                {t('moderation.case.hide')}
              </Button>
            )}
            {/* A member to act on: the one whose it is (a deleted account has none left). */}
            {member &&
              MEMBER_ACTIONS.map((action) => (
                <Button
                  key={action}
                  variant={action === 'warn' ? 'secondary' : 'danger-ghost'}
                  aria-describedby={titleId}
                  onClick={() => onDecide({ moderationCase, action })}
                >
                  {t(`moderation.case.${action}`)}
                </Button>
              ))}
          </>
        )}
      </div>
    </article>
  );
}
