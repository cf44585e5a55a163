import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is still the server's HTML (rendered on the server, or being taken over in the browser),
 * true once the app runs it. A field the server rendered waits disabled until then: what someone typed into
 * the bare HTML would be lost when the app takes it over.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
