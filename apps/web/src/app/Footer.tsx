import { Link } from 'react-router';

const LINK_GROUPS = [
  {
    title: 'Explore',
    links: [
      { to: '/problems', label: 'Problems' },
      { to: '/projects', label: 'Projects' },
      { to: '/challenges', label: 'Challenges' },
      { to: '/search', label: 'Discover' },
    ],
  },
];
// Pages the company has not written yet; shown as text so nothing pretends to be a link.
const COMING_LATER = ['About Us', 'Blog', 'Careers', 'Contact', 'Privacy Policy', 'Terms of Service', 'Cookie Policy'];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-brand-700">SkillSync</p>
          <p className="mt-2 text-sm text-muted">Show what you can do and sync with those who can help.</p>
        </div>
        {LINK_GROUPS.map((group) => (
          <div key={group.title}>
            <p className="text-sm font-semibold text-ink">{group.title}</p>
            <ul className="mt-2 space-y-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-muted hover:text-brand-700">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <p className="text-sm font-semibold text-ink">Company</p>
          <p id="company-soon" className="text-xs text-muted">
            These pages are coming soon.
          </p>
          <ul className="mt-2 space-y-1" aria-describedby="company-soon">
            {COMING_LATER.map((label) => (
              <li key={label} className="text-sm text-slate-500">
                {label}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-line py-4 text-center text-xs text-muted">
        © {new Date().getFullYear()} SkillSync. Made in India.
      </p>
    </footer>
  );
}
