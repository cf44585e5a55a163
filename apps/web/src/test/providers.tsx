import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { i18n } from '../lib/i18n.ts';

type Children = { children: ReactNode };

/** The catalogs alone: for pieces that only need their words. */
export const WithWords = ({ children }: Children) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

/** The catalogs and a router: for pieces with links. */
export const WithWordsAndLinks = ({ children }: Children) => (
  <WithWords>
    <MemoryRouter>{children}</MemoryRouter>
  </WithWords>
);

/** Everything a piece that calls the API needs: the catalogs, a query cache that does not retry a failed write, links. */
export function WithApp({ children }: Children) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }));
  return (
    <WithWords>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </WithWords>
  );
}
