import type { CurrentUser } from '@skillsync/shared';
import { Menu, Plus, Search, X } from 'lucide-react';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../components/Button.tsx';
import { LanguageToggle } from '../components/LanguageToggle.tsx';
import { usePendingReceivedCount } from '../features/teams/api/get-request-stats.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { useT } from '../lib/i18n.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { MenuButtonBadge } from './CollaborationBadge.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { NavLinks } from './NavLinks.tsx';
import { SearchBox } from './SearchBox.tsx';
import { usePageToggle } from './use-page-toggle.ts';
import { useSignOut } from './use-sign-out.ts';
import { VisitorActions } from './VisitorActions.tsx';

// Members only, after the page: a visitor's landing page carries none of their code.
const AccountMenu = lazy(() => import('./member/AccountMenu.tsx').then((module) => ({ default: module.AccountMenu })));
const NotificationBell = lazy(() =>
  import('../features/notifications/components/NotificationBell.tsx').then((module) => ({
    default: module.NotificationBell,
  })),
);

const MOBILE_MENU_ID = 'mobile-menu';
const SEARCH_ROW_ID = 'header-search';
const iconButtonClass = 'rounded-md p-2 text-slate-700 hover:bg-slate-100';

/**
 * A member's header holds more than a visitor's (their links, the bell, Create), so on a desktop their search box
 * gives way to a search button that opens it in a row of its own: beside the links it would be too narrow for its
 * own placeholder at any width (the header is at most 1280 px wide).
 */
function searchBoxClass(isMember: boolean) {
  return `ml-auto hidden min-w-0 max-w-80 flex-1 md:block ${isMember ? 'lg:hidden' : ''}`;
}

function MemberActions({ user, onSignOut }: { user: CurrentUser; onSignOut: () => void }) {
  const t = useT();
  return (
    <div className="hidden shrink-0 items-center gap-2 lg:flex">
      <Link to="/problems/create" className={buttonClass('primary', 'px-2.5 2xl:px-4')}>
        <Plus aria-hidden className="h-4 w-4" />
        {/* Named in full only on the widest screens: beside the bell, the search box needs the room. */}
        <span className="sr-only 2xl:not-sr-only">{t('common.nav.create')}</span>
      </Link>
      <Suspense>
        <AccountMenu user={user} onSignOut={onSignOut} />
      </Suspense>
    </div>
  );
}

/** The search row a member opens from the search button on mid-size screens; it takes focus as it opens. */
function SearchRow({ onClose }: { onClose: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <div id={SEARCH_ROW_ID} className="hidden border-t border-line bg-white lg:block">
      <div className="mx-auto max-w-2xl px-4 py-3">
        <SearchBox ref={inputRef} onDone={onClose} />
      </div>
    </div>
  );
}

/**
 * The closed menu's name carries the pending requests too: on a phone its badge is the only sign of them. Two
 * catalog texts side by side, 'Open menu (2 requests waiting for your answer)', read right in both languages.
 */
function menuButtonLabel(t: ReturnType<typeof useT>, isOpen: boolean, pending: number) {
  if (isOpen) return t('common.nav.closeMenu');
  const openMenu = t('common.nav.openMenu');
  return pending > 0 ? `${openMenu} (${t('common.nav.pendingRequests', { count: pending })})` : openMenu;
}

export function Navbar() {
  const { user, isAuthenticated } = useAuthStore();
  const member = isAuthenticated ? user : null;
  const pending = usePendingReceivedCount();
  const signOut = useSignOut();
  const menu = usePageToggle();
  const search = usePageToggle();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const isHydrated = useHydrated();
  const t = useT();

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !search.isOpen) return;
    search.close();
    searchButtonRef.current?.focus();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the search row from wherever focus is in it.
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur" onKeyDown={handleKeyDown}>
      <nav aria-label={t('common.nav.main')} className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link to="/" className="mr-1 shrink-0 text-xl font-bold text-brand-700">
          {t('common.appName')}
        </Link>
        {/* A member's links fill the row only from 1280 px; narrower, the menu holds them. */}
        <div className={`hidden shrink-0 ${member ? 'xl:block' : 'lg:block'}`}>
          <NavLinks user={member} layout="row" />
        </div>
        <div className={searchBoxClass(Boolean(member))}>
          <SearchBox />
        </div>
        {member && (
          <button
            ref={searchButtonRef}
            type="button"
            aria-label={t(search.isOpen ? 'common.nav.closeSearch' : 'common.nav.openSearch')}
            aria-expanded={search.isOpen}
            aria-controls={SEARCH_ROW_ID}
            onClick={search.toggle}
            className={`${iconButtonClass} ml-auto hidden lg:inline-flex`}
          >
            <Search aria-hidden className="h-5 w-5" />
          </button>
        )}
        {/* Beside the links and the search box the name fits only on the widest screens (a browser without a Devanagari
            font draws हिन्दी wider still); the icon says it, and the footer and the phone menu name the language. */}
        <LanguageToggle className="hidden shrink-0 lg:inline-flex" labelClassName="sr-only 2xl:not-sr-only" />
        {member && (
          <div className="ml-auto flex shrink-0 md:ml-0">
            <Suspense>
              <NotificationBell />
            </Suspense>
          </div>
        )}
        {member ? (
          <MemberActions user={member} onSignOut={() => void signOut()} />
        ) : (
          <VisitorActions className="hidden shrink-0 items-center gap-2 lg:flex" signInVariant="ghost" />
        )}
        <button
          type="button"
          // On a page the server rendered, a tap before the app runs would be lost: the menu waits until then.
          disabled={!isHydrated}
          className={`${iconButtonClass} relative ${member ? 'xl:hidden' : 'ml-auto md:ml-0 lg:hidden'}`}
          aria-label={menuButtonLabel(t, menu.isOpen, pending)}
          aria-expanded={menu.isOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={menu.toggle}
        >
          {menu.isOpen ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
          {!menu.isOpen && <MenuButtonBadge count={pending} />}
        </button>
      </nav>
      {member && search.isOpen && <SearchRow onClose={search.close} />}
      {menu.isOpen && (
        <MobileMenu id={MOBILE_MENU_ID} user={member} onClose={menu.close} onSignOut={() => void signOut()} />
      )}
    </header>
  );
}
