import type { ReportSubject } from '@skillsync/shared';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';

/** What a case is about: its title as a link to where it is shown, or that it is gone. */
export function SubjectTitle({ subject }: { subject: ReportSubject }) {
  const t = useT();
  if (subject.title === null || subject.path === null) {
    return <span className="text-muted">{t('moderation.case.unavailable')}</span>;
  }
  return (
    <Link to={subject.path} className="break-words text-brand-700 hover:underline">
      {subject.title}
    </Link>
  );
}
