import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { RealtimeProvider } from './RealtimeProvider.tsx';

/**
 * The whole app inside its router: the browser's in main.tsx, a static one when the landing page is
 * prerendered at build (prerender.tsx), so both render the very same tree.
 */
export function App({ Router }: { Router: (props: { children: React.ReactNode }) => React.ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RealtimeProvider>
            <Router>
              <AppRoutes />
            </Router>
          </RealtimeProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
