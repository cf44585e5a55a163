import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { preloadPage } from './app/AppRoutes.tsx';
import { useAuthStore } from './lib/auth-store.ts';
import { activateLanguage, detectLanguage } from './lib/i18n.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The session check, the catalogs and the first page's code and words all start together; the page renders
// once its words are here.
void useAuthStore.getState().loadUser();
const language = detectLanguage();
const activation = activateLanguage(language);
preloadPage(window.location.pathname);
await activation;

// The landing page arrives prerendered (in the language the server chose): React takes over that HTML as it
// is. Anything else, or a prerender in another language, is rendered afresh over index.html's skeleton.
const app = <App Router={BrowserRouter} />;
if (root.dataset.prerendered === language) hydrateRoot(root, app);
else createRoot(root).render(app);

// Offline pages and the update prompt: once the page has loaded, so they never compete with it for the network.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => import('./lib/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
