import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/AppRoutes.tsx';
import { useAuthStore } from './lib/auth-store.ts';
import { activateLanguage, detectLanguage, i18n } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The session check and the catalog download start together; the page renders once its words are here.
void useAuthStore.getState().loadUser();
await activateLanguage(detectLanguage());

createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);

// Offline pages and the update prompt: after the first render, so the page never waits for them.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void import('./lib/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker());
}
