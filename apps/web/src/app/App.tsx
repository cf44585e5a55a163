import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { RealtimeProvider } from './RealtimeProvider.tsx';

/**
 * The whole app inside its router: the browser's in main.tsx, a static one when a page is rendered in Node
 * (server-render.tsx), so both render the very same tree. The server gives each page it renders its own cache.
 */
export function App({
  Router,
  client = queryClient,
}: {
  Router: (props: { children: React.ReactNode }) => React.ReactNode;
  client?: QueryClient;
}) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
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
