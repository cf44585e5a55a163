import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_ICONS, appIcons } from './build/app-icons.ts';
import { catalogs } from './build/catalogs.ts';
import { pagePreloads } from './build/page-preloads.ts';
import { precompress } from './build/precompress.ts';
import { prerenderPages } from './build/prerender-pages.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    catalogs(),
    appIcons(),
    VitePWA({
      // The page asks before a new version takes over: 'A new version is available — Reload'.
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'SkillSync',
        short_name: 'SkillSync',
        description: 'Show what you can do and sync with those who can help.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#4f46e5',
        background_color: '#f8fafc',
        icons: APP_ICONS,
      },
      // The service worker is ours (src/sw.ts): workbox's routes as before, and the push notifications.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        // The app shell, every page's code and every catalog: the app opens without a network.
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // The prerendered pages are for a first visit; once installed, the app shell renders them.
        globIgnores: ['*-en.html', '*-hi.html'],
        // A classic script, as registerSW registers it, with its own scope.
        rollupFormat: 'iife',
      },
    }),
    precompress(),
    prerenderPages(),
    pagePreloads(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      // The teams feature's modules run nothing when loaded: a page that imports one piece through the feature's
      // entry (features/teams/index.ts) does not keep the rest in its chunks.
      treeshake: { moduleSideEffects: (id: string) => !/src[\\/]features[\\/]teams[\\/]/.test(id) },
      output: {
        // The libraries every page runs on, in one long-cached chunk: on a slow network each extra file costs a
        // round trip, and a dozen tiny shared chunks cost several.
        advancedChunks: {
          // A group takes only what it names: Button, used by the frame too, stays out of the pages' chunk.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'framework',
              // TanStack's query only: its virtualizer is the chat's, and loads with the chat's own chunk.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@lingui|@tanstack[\\/](?:react-query|query-core)|zustand)[\\/]/,
            },
            // The app's frame and the helpers it shares with the pages: one chunk, not a dozen tiny ones. Not the
            // realtime sync, which loads once a member is signed in.
            {
              name: 'app',
              test: /src[\\/](lib[\\/](api|query-keys|query-client|format|intl|app-status|i18n|auth-store|use-document-title|use-hydrated|base-namespaces|toast|language)\.ts|app[\\/](?!realtime-sync)[^/\\]+\.tsx?|components[\\/](Avatar|Button|Spinner|LanguageToggle|CountBadge)\.tsx|features[\\/]teams[\\/]api[\\/](get-request-stats|request-keys)\.ts)|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|context|shared[\\/]src[\\/]utils|Icon|icons[\\/](plus|x|menu|search|languages|refresh-cw|wifi-off))\.m?js|virtual:catalogs$|packages[\\/]shared[\\/]src[\\/]app-frame\.ts/,
            },
            // The pages' icons in two files: each is a few hundred bytes, and on a slow network a request costs a
            // round trip whatever its size, so a page with twenty icons waited on twenty of them. The landing page's
            // (LandingPage.tsx's import) apart, so it never loads the rest, which its JavaScript budget has no room for.
            {
              name: 'landing-icons',
              test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-right|eye|handshake|lightbulb|rocket|sparkles|trophy|user-check|users|zap)\.m?js/,
            },
            { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ },
            // What a page with a Chat button holds of the chat (the button, the dialog's frame and its skeleton,
            // which the chat's own lazily loaded chunk reuses): one small chunk, not one a module.
            {
              name: 'chat-frame',
              test: /src[\\/]features[\\/]teams[\\/]components[\\/](ChatButton|TeamChat|ChatSkeleton)\.tsx/,
            },
            // The unread figures' query, read by the Messages link's badge on every member's page, by the Chat
            // buttons and by the open chat: one chunk of its own, so the badge loads nothing of the chat's frame.
            { name: 'chat-unread', test: /src[\\/]features[\\/]teams[\\/]api[\\/](chat-keys|chat-unread)\.ts/ },
            // The shared components of the app's pages (not of its frame), with the enums and limits they read: one
            // chunk instead of a dozen tiny ones. The frame's few values live apart (shared/src/app-frame.ts), so a
            // first load carries none of these.
            {
              name: 'ui',
              test: /packages[\\/]shared[\\/]src[\\/](limits|enums)\.ts|src[\\/]components[\\/](Field|FormFields|DialogActions|NotFound|Filters|Modal|ConfirmDialog|Tabs|LoadMore|PagedList|States|ListStates|MemberSummary|WorkActions|WorkFilters|EditWorkPage|DetailPage|CardGrid|SkillBadges|Badge|StatusBadges|AvatarStack|PasswordInput)\.tsx/,
            },
          ],
        },
      },
    },
  },
});
