import { Link, useSearchParams } from 'react-router';
import { Card } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { GrievanceConfirmation } from '../components/GrievanceConfirmation.tsx';
import { GrievanceForm } from '../components/GrievanceForm.tsx';
import { GrievanceOfficer, GrievancePromise } from '../components/GrievanceOfficer.tsx';

/**
 * /grievance: anyone's way to the Grievance Officer (IT Rules 2021, rule 3(2)): who they are, what the rules promise,
 * and the complaint form. A visitor's e-mailed link comes back here (?confirm=<token>) to confirm their complaint.
 */
export function GrievancePage() {
  const t = useT();
  useDocumentTitle(t('legal.grievance.title'));
  const token = useSearchParams()[0].get('confirm');
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('legal.grievance.title')}</h1>
      <p className="mt-4 text-slate-700">{t('legal.grievance.intro')}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <GrievanceOfficer />
        <GrievancePromise />
      </div>
      <Card className="mt-6 p-5 sm:p-6">
        <section aria-labelledby="grievance-complaint">
          <h2 id="grievance-complaint" className="mb-4 text-lg font-semibold text-ink">
            {t(token ? 'legal.grievance.confirm.title' : 'legal.grievance.form.title')}
          </h2>
          {token ? (
            <>
              <GrievanceConfirmation token={token} />
              <Link
                to="/grievance"
                className="mt-4 inline-block text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t('legal.grievance.confirm.newComplaint')}
              </Link>
            </>
          ) : (
            <GrievanceForm />
          )}
        </section>
      </Card>
    </article>
  );
}
