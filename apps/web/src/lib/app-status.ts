import { create } from 'zustand';

type AppStatus = {
  /** No network, or the server could not be reached: pages show what they saw last, if anything. */
  isOffline: boolean;
  /** A new version was installed in the background; `applyUpdate` swaps to it and reloads. */
  applyUpdate: (() => Promise<void>) | null;
};

/** What the app tells about itself, shown by the banner under the header. */
export const useAppStatus = create<AppStatus>()(() => ({
  isOffline: typeof navigator !== 'undefined' && navigator.onLine === false,
  applyUpdate: null,
}));

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => useAppStatus.setState({ isOffline: false }));
  window.addEventListener('offline', () => useAppStatus.setState({ isOffline: true }));
}
