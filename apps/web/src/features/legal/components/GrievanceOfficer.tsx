import { CalendarCheck, Clock, ListChecks, Scale } from 'lucide-react';
import { Card, ErrorState, Skeleton } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useSiteContacts } from '../api/get-site-contacts.ts';

const headingClass = 'flex items-center gap-2 text-lg font-semibold text-ink';

/** The Grievance Officer as this deployment names them: name, postal address and e-mail (IT Rules 2021, rule 3(2)). */
export function GrievanceOfficer() {
  const t = useT();
  const contacts = useSiteContacts();
  if (contacts.isError) {
    return <ErrorState message={t('legal.grievance.officer.loadFailed')} onRetry={() => void contacts.refetch()} />;
  }
  const { data } = contacts;
  const rows = [
    { term: t('legal.grievance.officer.name'), value: data?.grievanceOfficerName },
    {
      term: t('legal.grievance.officer.address'),
      value: data && <span className="whitespace-pre-line">{data.grievanceOfficerAddress}</span>,
    },
    {
      term: t('legal.grievance.officer.email'),
      value: data && (
        <a
          href={`mailto:${data.grievanceEmail}`}
          className="font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {data.grievanceEmail}
        </a>
      ),
    },
  ];
  return (
    <Card className="p-5">
      <section aria-labelledby="grievance-officer">
        <h2 id="grievance-officer" className={headingClass}>
          <Scale aria-hidden className="size-5 text-brand-700" />
          {t('legal.grievance.officer.title')}
        </h2>
        {!data && <p className="sr-only">{t('legal.grievance.officer.loading')}</p>}
        <dl className="mt-3 space-y-3 text-sm">
          {rows.map((row) => (
            <div key={row.term}>
              <dt className="text-xs font-medium text-muted">{row.term}</dt>
              <dd className="mt-0.5 break-words text-ink">{row.value ?? <Skeleton className="h-5 w-48" />}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}

/** What the rules promise a complainant: acknowledged within 24 hours, answered within 15 days. */
export function GrievancePromise() {
  const t = useT();
  return (
    <Card className="p-5">
      <section aria-labelledby="grievance-promise">
        <h2 id="grievance-promise" className={headingClass}>
          <ListChecks aria-hidden className="size-5 text-brand-700" />
          {t('legal.grievance.promise.title')}
        </h2>
        <ul className="mt-3 space-y-3 text-sm text-slate-700">
          <li className="flex gap-2">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {t('legal.grievance.promise.acknowledge')}
          </li>
          <li className="flex gap-2">
            <CalendarCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {t('legal.grievance.promise.answer')}
          </li>
        </ul>
        <p className="mt-3 text-xs text-muted">{t('legal.grievance.promise.rules')}</p>
      </section>
    </Card>
  );
}
