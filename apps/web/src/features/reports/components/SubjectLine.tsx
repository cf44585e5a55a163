import type { ReportSubject } from '@skillsync/shared';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';

/** What a report or a decision is about: its kind, and its title as a link to where it shows, or that it is gone. */
export function SubjectLine({ subject }: { subject: ReportSubject }) {
  const t = useT();
  return (
    <p className="mt-1 text-sm break-words text-slate-700">
      <span className="text-muted">{t(`reports.subjects.${subject.type}`)}: </span>
      {subject.path && subject.title ? (
        <Link to={subject.path} className="font-medium text-brand-700 hover:underline">
          {subject.title}
        </Link>
      ) : (
        <span className={subject.title ? 'font-medium' : 'italic'}>{subject.title ?? t('reports.card.gone')}</span>
      )}
    </p>
  );
}
