import { Trans } from '@lingui/react';
import { Flag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { SkeletonList } from '../../../components/ListStates.tsx';
import { PagedList } from '../../../components/PagedList.tsx';
import { EmptyState } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMyReports } from '../api/get-reports.ts';
import { ReportCard } from '../components/ReportCard.tsx';

/** What the member reported, newest first, with the reference to quote and what the moderators decided. */
export function ReportsPage() {
  const t = useT();
  useDocumentTitle(t('reports.page.title'));
  const query = useMyReports();
  const empty = (
    <EmptyState
      icon={Flag}
      title={t('reports.page.emptyTitle')}
      text={t('reports.page.emptyText')}
      action={
        <Link to="/terms" className={buttonClass('secondary')}>
          {t('reports.page.terms')}
        </Link>
      }
    />
  );
  const loading = (
    <SkeletonList
      label={t('reports.page.loading')}
      count={3}
      className="space-y-4"
      itemClassName="space-y-3 rounded-lg border border-line bg-white p-5"
      lines={['h-5 w-1/3', 'h-4 w-2/3', 'h-4 w-1/2']}
    />
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('reports.page.title')}</h1>
      <p className="mt-1 mb-6 text-muted">
        <Trans
          id="reports.page.intro"
          components={{
            0: <Link to="/grievance" className="font-medium text-brand-700 underline underline-offset-2" />,
          }}
        />
      </p>
      <PagedList
        query={query}
        itemsOf={(page) => page.reports}
        loading={loading}
        failedMessage={t('reports.page.loadFailed')}
        empty={empty}
        renderItem={(report) => <ReportCard report={report} />}
      />
    </div>
  );
}
