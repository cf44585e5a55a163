import { MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { Card } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUnsubscribe } from '../api/notification-settings.ts';

/**
 * Where an e-mail's "stop e-mails like this one" link leads, signed in or not: the member confirms (a link
 * scanner opening the page changes nothing), and that kind's e-mails stop.
 */
export function UnsubscribePage() {
  const t = useT();
  useDocumentTitle(t('settings.unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const isMember = useAuthStore((state) => state.isAuthenticated);
  const done = unsubscribe.data;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card className="p-6 text-center">
        <MailX aria-hidden className="mx-auto h-10 w-10 text-brand-600" />
        <h1 className="mt-3 text-2xl font-semibold text-ink">{t('settings.unsubscribe.title')}</h1>
        {done ? (
          <p role="status" className="mt-3 text-slate-700">
            {t('settings.unsubscribe.done', { kind: t(`settings.notifications.kinds.${done.kind}`) })}
          </p>
        ) : (
          <>
            <p className="mt-3 text-slate-700">{t('settings.unsubscribe.text')}</p>
            {unsubscribe.isError && (
              <p role="alert" className="mt-3 text-red-700">
                {errorMessage(unsubscribe.error, t('settings.unsubscribe.failed'))}
              </p>
            )}
            <Button
              className="mt-5"
              isLoading={unsubscribe.isPending}
              disabled={!token}
              onClick={() => unsubscribe.mutate(token)}
            >
              {t('settings.unsubscribe.confirm')}
            </Button>
          </>
        )}
        <p className="mt-6 text-sm">
          <Link to={isMember ? '/settings#notifications' : '/login'} className={buttonClass('ghost')}>
            {t(isMember ? 'settings.unsubscribe.toSettings' : 'settings.unsubscribe.signIn')}
          </Link>
        </p>
      </Card>
    </div>
  );
}
