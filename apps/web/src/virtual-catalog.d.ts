/// <reference types="vite-plugin-pwa/vanillajs" />
declare module 'virtual:catalogs' {
  /** `loaders[language][namespace]()` loads that namespace's compiled messages. */
  export const loaders: Record<string, Record<string, () => Promise<{ messages: Record<string, unknown> }>>>;
}
