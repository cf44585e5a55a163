import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** A new page opens at its top; back and forward leave the browser's own scroll restoration alone. */
export function useScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is what changes when a new page opens.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
