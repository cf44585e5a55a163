import { Link } from 'react-router';
import { LanguageToggle } from '../components/LanguageToggle.tsx';
import { useT } from '../lib/i18n.ts';

const EXPLORE_LINKS = [
  { to: '/problems', labelId: 'common.nav.problems' },
  { to: '/projects', labelId: 'common.nav.projects' },
  { to: '/challenges', labelId: 'common.nav.challenges' },
  { to: '/search', labelId: 'common.footer.discover' },
];

const COMPANY_LINKS = [
  { to: '/about', labelId: 'common.footer.about' },
  { to: '/contact', labelId: 'common.footer.contact' },
  { to: '/grievance', labelId: 'common.footer.grievanceOfficer' },
  { to: '/privacy', labelId: 'common.footer.privacy' },
  { to: '/terms', labelId: 'common.footer.terms' },
];

/** One of the footer's columns: its heading and its links. */
function FooterLinks({ titleId, links }: { titleId: string; links: typeof EXPLORE_LINKS }) {
  const t = useT();
  return (
    <div>
      <h2 className="text-sm font-semibold text-ink">{t(titleId)}</h2>
      <ul className="mt-2 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-muted hover:text-brand-700">
              {t(link.labelId)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const t = useT();
  return (
    <footer className="mt-16 border-t border-line bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <h2 className="text-lg font-bold text-brand-700">{t('common.appName')}</h2>
          <p className="mt-2 text-sm text-muted">{t('common.footer.tagline')}</p>
          <LanguageToggle className="-ml-2.5 mt-3 inline-flex" />
        </div>
        <FooterLinks titleId="common.footer.explore" links={EXPLORE_LINKS} />
        <FooterLinks titleId="common.footer.company" links={COMPANY_LINKS} />
      </div>
      <p className="border-t border-line py-4 text-center text-xs text-muted">
        {t('common.footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
