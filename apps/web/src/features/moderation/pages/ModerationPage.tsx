import { ShieldOff } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/States.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGrievanceQueue } from '../api/grievances.ts';
import { useOpenAppeals } from '../api/moderation.ts';
import { AppealQueue } from '../components/AppealQueue.tsx';
import { AuditLog } from '../components/AuditLog.tsx';
import { CaseQueue } from '../components/CaseQueue.tsx';
import { GrievanceQueue } from '../components/GrievanceQueue.tsx';

/** What a member who is no moderator finds here: a calm word on what the page is for, and a way on. */
function NotModerator() {
  const t = useT();
  return (
    <EmptyState
      icon={ShieldOff}
      title={t('moderation.notModerator.title')}
      text={t('moderation.notModerator.text')}
      action={
        <Link to="/dashboard" className={buttonClass('primary')}>
          {t('moderation.notModerator.action')}
        </Link>
      }
    />
  );
}

const TABS = ['queue', 'appeals', 'grievances', 'log'] as const;
type ModerationTab = (typeof TABS)[number];
const tabOf = (value: string | null): ModerationTab => TABS.find((tab) => tab === value) ?? 'queue';

/**
 * /moderation: the moderators' queue of open reports, the open appeals (?tab=appeals), the complaints to the
 * Grievance Officer (?tab=grievances) and the audit log of their decisions (?tab=log).
 */
export function ModerationPage() {
  const t = useT();
  useDocumentTitle(t('moderation.page.title'));
  const user = useAuthStore((state) => state.user);
  const [params, setParams] = useSearchParams();
  const selectedTab = tabOf(params.get('tab'));
  // The appeals and complaints tabs say how many are open, whichever tab is shown.
  const appealCount = useOpenAppeals(user?.role === 'moderator').data?.total;
  const grievanceCount = useGrievanceQueue(user?.role === 'moderator').data?.total;

  function handleSelectTab(tab: string) {
    setParams(tab === 'queue' ? {} : { tab }, { replace: true });
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('moderation.page.title')}</h1>
      {user?.role === 'moderator' ? (
        <>
          <p className="mt-1 text-muted">{t('moderation.page.intro')}</p>
          <div className="mt-6">
            <Tabs
              label={t('moderation.page.tabsLabel')}
              selectedId={selectedTab}
              onSelect={handleSelectTab}
              tabs={[
                { id: 'queue', label: t('moderation.page.queueTab'), panel: <CaseQueue moderatorId={user.id} /> },
                {
                  id: 'appeals',
                  label:
                    appealCount === undefined
                      ? t('moderation.page.appealsTab')
                      : t('moderation.page.appealsTabCount', { count: appealCount }),
                  panel: <AppealQueue moderatorId={user.id} />,
                },
                {
                  id: 'grievances',
                  label:
                    grievanceCount === undefined
                      ? t('moderation.page.grievancesTab')
                      : t('moderation.page.grievancesTabCount', { count: grievanceCount }),
                  panel: <GrievanceQueue moderatorId={user.id} />,
                },
                { id: 'log', label: t('moderation.page.logTab'), panel: <AuditLog moderatorId={user.id} /> },
              ]}
            />
          </div>
        </>
      ) : (
        <div className="mt-6">
          <NotModerator />
        </div>
      )}
    </div>
  );
}
