import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { preloadPage } from './app/AppRoutes.tsx';
import { useAuthStore } from './lib/auth-store.ts';
import { activateLanguage, detectLanguage } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The session check, the catalogs and the first page's code and words all start together; the app renders once
// they are all here (the skeleton or the server's HTML shows meanwhile), so it renders once, not again as each
// arrives. A page that fails to load renders anyway: its error boundary says so.
void useAuthStore.getState().loadUser();
const language = detectLanguage();
const activation = activateLanguage(language);
const page = preloadPage(window.location.pathname);
await activation;
await page.catch(() => undefined);

// A page the server rendered (prerendered at build, or rendered with its data per request; in the language the
// server chose) is taken over as it is, from the very data it was rendered with. Anything else, or a page in
// another language, is rendered afresh over index.html's skeleton.
const state = document.getElementById('query-state');
if (state?.textContent) hydrate(queryClient, JSON.parse(state.textContent));
// As a transition, so React renders in slices of a few milliseconds and a slow phone's main thread is never
// blocked for long: a tap while the page is being built is answered at once.
const app = <App Router={BrowserRouter} />;
startTransition(() => {
  if (root.dataset.prerendered === language) hydrateRoot(root, app);
  else createRoot(root).render(app);
});

// Offline pages and the update prompt: once the page has loaded, so they never compete with it for the network.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => import('./lib/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
