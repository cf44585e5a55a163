import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/Spinner.tsx';
import { useAuthStore } from '../lib/auth-store.ts';
import { useT } from '../lib/i18n.ts';
import { AppStatusBanner } from './AppStatusBanner.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { useScrollToTop } from './use-scroll-to-top.ts';

// Only a member whose address is not verified yet loads it: the first page everyone else opens stays small.
const VerifyEmailBanner = lazy(() =>
  import('../features/auth/components/VerifyEmailBanner.tsx').then((module) => ({ default: module.VerifyEmailBanner })),
);

export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTop();
  const t = useT();
  const isUnverified = useAuthStore((state) => state.user !== null && !state.user.isEmailVerified);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('common.nav.skipToContent')}
      </a>
      <Navbar />
      <AppStatusBanner />
      {isUnverified && (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      )}
      {/* At least a screen tall: the footer starts below the fold, so it never jumps down as a page loads. */}
      <main id="main" className="min-h-[calc(100vh-4rem)] flex-1">
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
