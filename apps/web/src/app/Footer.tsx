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
// Pages the company has not written yet: named in a sentence, so nothing looks like a link that goes nowhere.
const COMING_LATER = 'About Us, Blog, Careers, Contact, Privacy Policy, Terms of Service and Cookie Policy';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <h2 className="text-lg font-bold text-brand-700">SkillSync</h2>
          <p className="mt-2 text-sm text-muted">Show what you can do and sync with those who can help.</p>
        </div>
        {LINK_GROUPS.map((group) => (
          <div key={group.title}>
            <h2 className="text-sm font-semibold text-ink">{group.title}</h2>
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
          <h2 className="text-sm font-semibold text-ink">Company</h2>
          <p className="mt-2 text-sm text-muted">
            {COMING_LATER}: <span className="italic">coming soon</span>.
          </p>
        </div>
      </div>
      <p className="border-t border-line py-4 text-center text-xs text-muted">
        © {new Date().getFullYear()} SkillSync. Made in India.
      </p>
    </footer>
  );
}
