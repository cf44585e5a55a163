import type { CurrentUser } from '@skillsync/shared';
import { LogOut, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../components/Button.tsx';
import { MemberSummary } from './AccountMenu.tsx';
import { NavLinks } from './NavLinks.tsx';
import { SearchBox } from './SearchBox.tsx';

type MobileMenuProps = { id: string; user: CurrentUser | null; onClose: () => void; onSignOut: () => void };

/** Below the desktop breakpoint: the search (on phones), who is signed in, every link and the account actions. */
export function MobileMenu({ id, user, onClose, onSignOut }: MobileMenuProps) {
  return (
    <div id={id} className="border-t border-line bg-white px-4 pb-4 lg:hidden">
      <div className="py-3 md:hidden">
        <SearchBox onDone={onClose} />
      </div>
      {user && (
        <div className="border-b border-line py-3">
          <MemberSummary user={user} />
        </div>
      )}
      <nav aria-label="Menu" className="py-3">
        <NavLinks user={user} layout="column" />
      </nav>
      {user ? (
        <div className="flex flex-col gap-2">
          <Link to="/problems/create" className={buttonClass('primary')}>
            <Plus aria-hidden className="h-4 w-4" /> Create
          </Link>
          <button type="button" onClick={onSignOut} className={buttonClass('secondary')}>
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
  );
}
