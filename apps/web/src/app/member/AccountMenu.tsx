import type { CurrentUser } from '@skillsync/shared';
import { ChevronDown, Flag, LogOut, Plus, Settings, ShieldCheck } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Avatar, initialsOf } from '../../components/Avatar.tsx';
import { buttonClass } from '../../components/Button.tsx';
import { loadNamespaces, useT } from '../../lib/i18n.ts';
import { MemberSummary } from '../MemberSummary.tsx';
import { usePageToggle } from '../use-page-toggle.ts';

// A member's menus load after the page (Navbar.tsx, MobileMenu.tsx); the words of their reports' links come along.
await loadNamespaces(['reports']);

/** The button's name starts from what it shows, the initials, so a voice command "click AR" finds it (WCAG 2.5.3). */
const accountLabel = (t: ReturnType<typeof useT>, user: CurrentUser) =>
  user.avatar
    ? t('common.nav.accountMenu', { name: user.name })
    : t('common.nav.accountMenuInitials', { initials: initialsOf(user.name), name: user.name });

/** The member's own pages beyond the main links: their reports, and the moderators' queue for a moderator. */
function MemberPageLinks({ user, className }: { user: CurrentUser; className: string }) {
  const t = useT();
  return (
    <>
      <Link to="/reports" className={className}>
        <Flag aria-hidden className="h-4 w-4" /> {t('reports.menu.myReports')}
      </Link>
      {user.role === 'moderator' && (
        <Link to="/moderation" className={className}>
          <ShieldCheck aria-hidden className="h-4 w-4" /> {t('reports.menu.moderation')}
        </Link>
      )}
    </>
  );
}

const MENU_ITEM =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100';

/** The desktop header's account button: a disclosure with the member's name and e-mail and Logout (spec §2). */
export function AccountMenu({ user, onSignOut }: { user: CurrentUser; onSignOut: () => void }) {
  const { isOpen, toggle, close } = usePageToggle();
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    function handlePointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) close();
    }
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen, close]);

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !isOpen) return;
    close();
    buttonRef.current?.focus();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere inside the menu closes it.
    <div
      ref={containerRef}
      className="relative"
      onKeyDown={handleKeyDown}
      onBlur={(event) => {
        // Tabbing out of the menu closes it; a click elsewhere is handled by the pointer listener.
        if (event.relatedTarget && !containerRef.current?.contains(event.relatedTarget)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={accountLabel(t, user)}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        className="flex items-center gap-1 rounded-full p-0.5 pr-1.5 text-slate-500 hover:bg-slate-100"
      >
        <Avatar name={user.name} src={user.avatar} size="sm" isDecorative />
        <ChevronDown aria-hidden className={`h-4 w-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      {isOpen && (
        <div
          id={panelId}
          className="absolute right-0 top-full z-50 mt-2 w-72 rounded-lg border border-line bg-white p-2 shadow-lg"
        >
          <div className="border-b border-line p-2 pb-3">
            <MemberSummary user={user} />
          </div>
          <div className="mt-2">
            <MemberPageLinks user={user} className={MENU_ITEM} />
          </div>
          <Link to="/settings" className={MENU_ITEM}>
            <Settings aria-hidden className="h-4 w-4" /> {t('common.nav.settings')}
          </Link>
          <button type="button" onClick={onSignOut} className={`${MENU_ITEM} text-left`}>
            <LogOut aria-hidden className="h-4 w-4" /> {t('common.nav.logout')}
          </button>
        </div>
      )}
    </div>
  );
}

/** The phone menu's account actions: post a problem, the member's own pages, settings and sign out. */
export function MobileAccountActions({ user, onSignOut }: { user: CurrentUser; onSignOut: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      <Link to="/problems/create" className={buttonClass('primary')}>
        <Plus aria-hidden className="h-4 w-4" /> {t('common.nav.create')}
      </Link>
      <MemberPageLinks user={user} className={buttonClass('secondary')} />
      <Link to="/settings" className={buttonClass('secondary')}>
        <Settings aria-hidden className="h-4 w-4" /> {t('common.nav.settings')}
      </Link>
      <button type="button" onClick={onSignOut} className={buttonClass('secondary')}>
        <LogOut aria-hidden className="h-4 w-4" /> {t('common.nav.signOut')}
      </button>
    </div>
  );
}
