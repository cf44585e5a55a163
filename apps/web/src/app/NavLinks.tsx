import type { CurrentUser } from '@skillsync/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { CollaborationBadge } from './CollaborationBadge.tsx';

// Members only, after the page: the unread figures' query and their words are a chunk a visitor never loads.
const MessagesBadge = lazy(() =>
  import('./member/MessagesBadge.tsx').then((module) => ({ default: module.MessagesBadge })),
);
const LazyMessagesBadge = () => (
  <Suspense>
    <MessagesBadge />
  </Suspense>
);

/** A link of the navigation, with the figure beside it (pending requests, unread messages) when it has one. */
type NavItem = { to: string; labelId: string; Badge?: ComponentType };

const PUBLIC_ITEMS: NavItem[] = [
  { to: '/', labelId: 'common.nav.home' },
  { to: '/problems', labelId: 'common.nav.problems' },
  { to: '/projects', labelId: 'common.nav.projects' },
  { to: '/challenges', labelId: 'common.nav.challenges' },
];

/** Spec §2's navigation, one list for the header bar and the mobile menu: everyone's links, then a member's. */
function navItemsFor(user: CurrentUser | null): NavItem[] {
  if (!user) return PUBLIC_ITEMS;
  return [
    ...PUBLIC_ITEMS,
    { to: '/dashboard', labelId: 'common.nav.dashboard' },
    { to: '/collaboration-requests', labelId: 'common.nav.collaboration', Badge: CollaborationBadge },
    { to: '/messages', labelId: 'common.nav.messages', Badge: LazyMessagesBadge },
    { to: `/profile/${user.id}`, labelId: 'common.nav.profile' },
  ];
}

const LAYOUTS = {
  row: { list: 'flex items-center gap-1', link: 'px-2.5' },
  column: { list: 'flex flex-col gap-1', link: 'px-3' },
} as const;

export function NavLinks({ user, layout }: { user: CurrentUser | null; layout: keyof typeof LAYOUTS }) {
  const { list, link } = LAYOUTS[layout];
  const t = useT();
  return (
    <ul className={list}>
      {navItemsFor(user).map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === '/'}
            className={({ isActive }) =>
              `flex items-center gap-1.5 rounded-md py-2 text-sm font-medium whitespace-nowrap ${link} ${
                isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
              }`
            }
          >
            {t(item.labelId)}
            {item.Badge && <item.Badge />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
