import type { Report, ReportStatus } from '@skillsync/shared';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/Badge.tsx';
import { Card } from '../../../components/States.tsx';
import { formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { SubjectLine } from './SubjectLine.tsx';

const STATUS_TONES: Record<ReportStatus, BadgeTone> = {
  open: 'info',
  dismissed: 'neutral',
  actioned: 'success',
};

function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-muted">{term}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

const At = ({ value }: { value: string }) => <time dateTime={value}>{formatRelativeDate(value)}</time>;

/** One of the member's reports: its reference, what it is about, why, where it stands and what was decided. */
export function ReportCard({ report }: { report: Report }) {
  const t = useT();
  const { subject } = report;
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-ink">
          {t('reports.card.reference', { reference: report.reference })}
        </h2>
        <Badge tone={STATUS_TONES[report.status]}>{t(`reports.status.${report.status}`)}</Badge>
      </div>
      <SubjectLine subject={subject} />
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <Fact term={t('reports.card.reason')} className="col-span-2 sm:col-span-1">
          {t(`reports.reasons.${report.reason}.label`)}
        </Fact>
        <Fact term={t('reports.card.reported')}>
          <At value={report.createdAt} />
        </Fact>
        {report.decidedAt && (
          <Fact term={t('reports.card.decided')}>
            <At value={report.decidedAt} />
          </Fact>
        )}
      </dl>
      {report.decisionNote && (
        <div className="mt-4 rounded-md border-l-4 border-slate-300 bg-slate-50 px-4 py-3 text-sm">
          <p className="font-medium text-slate-800">{t('reports.card.note')}</p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-700">{report.decisionNote}</p>
        </div>
      )}
    </Card>
  );
}
