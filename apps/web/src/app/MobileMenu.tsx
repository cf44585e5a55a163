import type { CurrentUser } from '@skillsync/shared';
import { lazy, Suspense } from 'react';
import { LanguageToggle } from '../components/LanguageToggle.tsx';
import { useT } from '../lib/i18n.ts';
import { MemberSummary } from './MemberSummary.tsx';
import { NavLinks } from './NavLinks.tsx';
import { SearchBox } from './SearchBox.tsx';
import { VisitorActions } from './VisitorActions.tsx';

// Members only, and already loaded with the desktop header's account menu (Navbar.tsx): a visitor's page carries none of it.
const MobileAccountActions = lazy(() =>
  import('./member/AccountMenu.tsx').then((module) => ({ default: module.MobileAccountActions })),
);

type MobileMenuProps = { id: string; user: CurrentUser | null; onClose: () => void; onSignOut: () => void };

/**
 * Below the desktop breakpoint (a member's, 1280 px: their links need the room): the search (on phones), who is
 * signed in, every link and the account actions.
 */
export function MobileMenu({ id, user, onClose, onSignOut }: MobileMenuProps) {
  const t = useT();
  return (
    <div id={id} className={`border-t border-line bg-white px-4 pb-4 ${user ? 'xl:hidden' : 'lg:hidden'}`}>
      <div className="py-3 md:hidden">
        <SearchBox onDone={onClose} />
      </div>
      {user && (
        <div className="border-b border-line py-3">
          <MemberSummary user={user} />
        </div>
      )}
      <nav aria-label={t('common.nav.menu')} className="py-3">
        <NavLinks user={user} layout="column" />
      </nav>
      <div className="border-t border-line py-3">
        <LanguageToggle className="flex w-full px-3" />
      </div>
      {user ? (
        <Suspense>
          <MobileAccountActions user={user} onSignOut={onSignOut} />
        </Suspense>
      ) : (
        <VisitorActions className="grid grid-cols-2 gap-2" signInVariant="secondary" />
      )}
    </div>
  );
}
