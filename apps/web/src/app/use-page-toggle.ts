import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/** A header panel (menu, search) that belongs to the page it was opened on: it closes by itself on navigation. */
export function usePageToggle() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const toggle = useCallback(() => setOpenOn((current) => (current === pathname ? null : pathname)), [pathname]);
  const close = useCallback(() => setOpenOn(null), []);
  return { isOpen, toggle, close };
}
