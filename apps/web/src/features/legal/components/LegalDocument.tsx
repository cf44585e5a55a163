import { Trans } from '@lingui/react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSiteContacts } from '../api/get-site-contacts.ts';

/** A paragraph (a catalog id) or a bulleted list of them. */
type Block = string | readonly string[];
export type LegalSection = { id: string; title: string; blocks: readonly Block[] };

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * The places a legal text points to, by the same tag in every message: `<0>Settings</0>`, `<2>{email}</2>` (the
 * Grievance Officer's address as this deployment is configured; until it has loaded, a link to their page).
 */
function linksTo(grievanceEmail: string | undefined) {
  return {
    0: <Link to="/settings" className={linkClass} />,
    1: <Link to="/profile/edit" className={linkClass} />,
    2: grievanceEmail ? (
      <a href={`mailto:${grievanceEmail}`} className={linkClass}>
        {grievanceEmail}
      </a>
    ) : (
      <Link to="/grievance" className={linkClass} />
    ),
    3: <Link to="/privacy" className={linkClass} />,
    4: <Link to="/terms" className={linkClass} />,
    5: <Link to="/register" className={linkClass} />,
    6: <Link to="/grievance" className={linkClass} />,
  };
}

/** One paragraph of a legal text, its links and the Grievance Officer's address filled in. */
export function LegalText({ id }: { id: string }) {
  const t = useT();
  const email = useSiteContacts().data?.grievanceEmail;
  return <Trans id={id} values={{ email: email ?? t('common.footer.grievanceOfficer') }} components={linksTo(email)} />;
}

type LegalDocumentProps = {
  title: string;
  /** Under the title: what the text is, and its version. */
  subtitle?: string;
  meta?: string;
  /** The catalog id of the opening paragraph. */
  intro: string;
  sections: readonly LegalSection[];
};

/**
 * A legal text as plain reading: its title, a list of its sections to jump to, then each section as a heading
 * with short paragraphs and lists.
 */
export function LegalDocument({ title, subtitle, meta, intro, sections }: LegalDocumentProps) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{title}</h1>
      {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}
      {meta && <p className="mt-2 text-sm text-muted">{meta}</p>}
      <p className="mt-4 text-slate-700">
        <LegalText id={intro} />
      </p>
      <nav aria-label={t('legal.contents')} className="mt-6 rounded-lg border border-line bg-white p-4 sm:p-5">
        <h2 className="text-sm font-semibold text-ink">{t('legal.contents')}</h2>
        <ol className="mt-2 gap-x-6 text-sm sm:columns-2">
          {sections.map((section) => (
            <li key={section.id} className="break-inside-avoid py-0.5">
              <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                {t(section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-8">
          <h2 id={section.id} className="scroll-mt-20 text-xl font-semibold text-ink">
            {t(section.title)}
          </h2>
          <div className="mt-3 space-y-3 text-slate-700">
            {section.blocks.map((block) =>
              typeof block === 'string' ? (
                <p key={block}>
                  <LegalText id={block} />
                </p>
              ) : (
                <ul key={block.join()} className="list-disc space-y-2 pl-5">
                  {block.map((item) => (
                    <li key={item}>
                      <LegalText id={item} />
                    </li>
                  ))}
                </ul>
              ),
            )}
          </div>
        </section>
      ))}
    </article>
  );
}
