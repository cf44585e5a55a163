import type { CurrentUser } from '@skillsync/shared';
import { ChevronDown, LogOut, Settings } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Avatar, initialsOf } from '../../components/Avatar.tsx';
import { useT } from '../../lib/i18n.ts';
import { MemberSummary } from '../MemberSummary.tsx';
import { usePageToggle } from '../use-page-toggle.ts';

/** The button's name starts from what it shows, the initials, so a voice command "click AR" finds it (WCAG 2.5.3). */
const accountLabel = (t: ReturnType<typeof useT>, user: CurrentUser) =>
  user.avatar
    ? t('common.nav.accountMenu', { name: user.name })
    : t('common.nav.accountMenuInitials', { initials: initialsOf(user.name), name: user.name });

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
          <Link
            to="/settings"
            className="mt-2 flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            <Settings aria-hidden className="h-4 w-4" /> {t('common.nav.settings')}
          </Link>
          <button
            type="button"
            onClick={onSignOut}
            className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            <LogOut aria-hidden className="h-4 w-4" /> {t('common.nav.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
