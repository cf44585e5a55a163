import { registerSW } from 'virtual:pwa-register';
import { useAppStatus } from './app-status.ts';

/**
 * Installs the service worker (offline pages, the app shell from cache). A new version waits until the member
 * chooses 'Reload', so nobody loses what they are typing to a deploy.
 */
export function registerServiceWorker() {
  const update = registerSW({
    onNeedRefresh: () => useAppStatus.setState({ applyUpdate: () => update(true) }),
  });
}
