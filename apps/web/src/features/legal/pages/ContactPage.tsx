import { LifeBuoy, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, ErrorState, Skeleton } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSiteContacts } from '../api/get-site-contacts.ts';
import { LegalText } from '../components/LegalDocument.tsx';

type ContactCardProps = { id: string; icon: ReactNode; title: string; text: ReactNode; email: string | undefined };

function ContactCard({ id, icon, title, text, email }: ContactCardProps) {
  const t = useT();
  return (
    <Card className="p-5">
      <section aria-labelledby={id}>
        <h2 id={id} className="flex scroll-mt-20 items-center gap-2 text-lg font-semibold text-ink">
          {icon}
          {title}
        </h2>
        <p className="mt-2 text-slate-700">{text}</p>
        {email ? (
          <a
            href={`mailto:${email}`}
            className="mt-3 inline-block font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {email}
          </a>
        ) : (
          <Skeleton className="mt-3 h-5 w-56" />
        )}
        {!email && <span className="sr-only">{t('legal.contact.loading')}</span>}
      </section>
    </Card>
  );
}

/** Where to write: support for questions, the Grievance Officer for complaints (addresses from configuration). */
export function ContactPage() {
  const t = useT();
  useDocumentTitle(t('legal.contact.title'));
  const contacts = useSiteContacts();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('legal.contact.title')}</h1>
      <p className="mt-4 text-slate-700">{t('legal.contact.intro')}</p>
      {contacts.isError ? (
        <div className="mt-6">
          <ErrorState message={t('legal.contact.loadFailed')} onRetry={() => void contacts.refetch()} />
        </div>
      ) : (
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <ContactCard
            id="support"
            icon={<LifeBuoy aria-hidden className="size-5 text-brand-700" />}
            title={t('legal.contact.support.title')}
            text={t('legal.contact.support.text')}
            email={contacts.data?.supportEmail}
          />
          <ContactCard
            id="grievance"
            icon={<Scale aria-hidden className="size-5 text-brand-700" />}
            title={t('legal.contact.grievance.title')}
            text={<LegalText id="legal.contact.grievance.text" />}
            email={contacts.data?.grievanceEmail}
          />
        </div>
      )}
    </article>
  );
}
