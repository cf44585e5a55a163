import { LogOut, Menu, Plus, Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Avatar } from '../components/Avatar.tsx';
import { buttonClass } from '../components/Button.tsx';
import { useAuthStore } from '../lib/auth-store.ts';
import { CollaborationBadge } from './CollaborationBadge.tsx';

const PUBLIC_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/problems', label: 'Problems' },
  { to: '/projects', label: 'Projects' },
  { to: '/challenges', label: 'Challenges' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`;

function SearchBox({ onDone }: { onDone?: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    void navigate(`/search?q=${encodeURIComponent(q)}`);
    onDone?.();
  }
  return (
    <search>
      <form onSubmit={handleSubmit} className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          aria-label="Search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search users, projects, skills..."
          className="w-full rounded-lg border border-slate-300 bg-slate-50 py-2 pl-9 pr-3 text-sm focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-500/30"
        />
      </form>
    </search>
  );
}

export function Navbar() {
  const { user, isAuthenticated, logout } = useAuthStore();
  const navigate = useNavigate();
  const location = useLocation();
  // The mobile menu belongs to the page it was opened on, so it closes by itself on navigation.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const isMenuOpen = menuPath === location.pathname;
  const closeMenu = () => setMenuPath(null);

  async function handleLogout() {
    await logout();
    await navigate('/');
  }

  const memberLinks = user
    ? [
        { to: '/dashboard', label: 'Dashboard' },
        { to: '/collaboration-requests', label: 'Collaboration', badge: true },
        { to: `/profile/${user.id}`, label: 'Profile' },
      ]
    : [];
  const links = [...PUBLIC_LINKS, ...memberLinks];

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link to="/" className="text-xl font-bold text-brand-700">
          SkillSync
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass}>
              {link.label}
              {'badge' in link && <CollaborationBadge />}
            </NavLink>
          ))}
        </div>
        <div className="ml-auto hidden w-72 md:block">
          <SearchBox />
        </div>
        <div className="hidden items-center gap-2 lg:flex">
          {isAuthenticated && user ? (
            <>
              <Link to="/problems/create" className={buttonClass('primary')}>
                <Plus aria-hidden className="h-4 w-4" /> Create
              </Link>
              <Link to={`/profile/${user.id}`} aria-label="Your profile">
                <Avatar name={user.name} src={user.avatar} size="sm" />
              </Link>
              <button type="button" onClick={handleLogout} className={buttonClass('ghost')}>
                <LogOut aria-hidden className="h-4 w-4" /> Logout
              </button>
            </>
          ) : (
            <>
              <Link to="/login" className={buttonClass('ghost')}>
                Sign in
              </Link>
              <Link to="/register" className={buttonClass('primary')}>
                Sign up
              </Link>
            </>
          )}
        </div>
        <button
          type="button"
          className="ml-auto rounded-md p-2 text-slate-700 hover:bg-slate-100 md:ml-0 lg:hidden"
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuPath(isMenuOpen ? null : location.pathname)}
        >
          {isMenuOpen ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
        </button>
      </nav>
      {isMenuOpen && (
        <div id="mobile-menu" className="border-t border-line bg-white px-4 pb-4 lg:hidden">
          <div className="py-3 md:hidden">
            <SearchBox onDone={closeMenu} />
          </div>
          {user && (
            <div className="flex items-center gap-3 border-b border-line py-3">
              <Avatar name={user.name} src={user.avatar} />
              <div className="min-w-0">
                <p className="truncate font-medium text-ink">{user.name}</p>
                <p className="truncate text-sm text-muted">{user.email}</p>
              </div>
            </div>
          )}
          <div className="flex flex-col gap-1 py-3">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass}>
                {link.label}
                {'badge' in link && <CollaborationBadge />}
              </NavLink>
            ))}
          </div>
          {user ? (
            <div className="flex flex-col gap-2">
              <Link to="/problems/create" className={buttonClass('primary')}>
                <Plus aria-hidden className="h-4 w-4" /> Create
              </Link>
              <button type="button" onClick={handleLogout} className={buttonClass('secondary')}>
                <LogOut aria-hidden className="h-4 w-4" /> Sign out
              </button>
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-2">
              <Link to="/login" className={buttonClass('secondary')}>
                Sign in
              </Link>
              <Link to="/register" className={buttonClass('primary')}>
                Sign up
              </Link>
            </div>
          )}
        </div>
      )}
    </header>
  );
}
