/// <reference types="node" />
// After the build: the pages that need no data and take no input rendered to HTML in each language (dist/<name>-<language>.html),
// with the stylesheet inlined, and dist/prerendered.json naming them by path. The server sends them in the
// reader's language, so a phone on a slow network paints the page from the first response; the app then takes
// the markup over (hydrates) without repainting it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@skillsync/shared/constants';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { catalogs } from './catalogs.ts';
import { compressFile } from './precompress.ts';

/**
 * The pages worth painting before the app has loaded: what a visitor opens first, the same for everyone. A form
 * among them keeps its fields disabled until the app runs it (`useHydrated`): what someone typed into the bare
 * HTML would be lost when the app takes it over.
 */
const PRERENDERED = [
  { path: '/', name: 'landing', titleId: 'common.nav.home' },
  { path: '/login', name: 'login', titleId: 'auth.login.documentTitle' },
];

type Renderer = typeof import('../src/server-render.tsx');

/**
 * Builds src/server-render.tsx for Node into dist-server/, beside the web build and out of its way (nothing
 * there is served as a file), and loads it. The server loads it too, to render the data pages per request.
 */
async function loadRenderer(root: string, outDir: string): Promise<Renderer> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), catalogs()],
    // Its libraries bundled in, in their production builds: left to Node, React would pick its development build
    // (the server runs without NODE_ENV) and render several times slower.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: { ssr: 'src/server-render.tsx', outDir, emptyOutDir: true, target: 'node22' },
  });
  // Imported by its plain path, as its own chunks import it: under another URL (a cache-busting query) it would
  // be a second copy, and the pages' chunks would read React Router's context from the other one.
  return (await import(path.join(outDir, 'server-render.js'))) as Renderer;
}

export function prerenderPages(): Plugin {
  let root = '';
  let dist = '';
  return {
    name: 'skillsync:prerender-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      dist = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const renderer = await loadRenderer(root, path.join(root, 'dist-server'));
      const { renderPage, pageDocument, stylesheetOf, withStylesheet } = renderer;
      const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
      const shell = withStylesheet(index, readFileSync(path.join(dist, stylesheetOf(index).file), 'utf8'));
      const table: Record<string, Record<string, string>> = {};
      for (const page of PRERENDERED) {
        const files: Record<string, string> = {};
        table[page.path] = files;
        for (const language of LANGUAGES) {
          const { html, title, description } = await renderPage(page.path, language, page.titleId);
          const file = `${page.name}-${language}.html`;
          writeFileSync(path.join(dist, file), pageDocument(shell, { language, html, title, description }));
          await compressFile(path.join(dist, file));
          files[language] = file;
        }
      }
      writeFileSync(path.join(dist, 'prerendered.json'), `${JSON.stringify(table)}\n`);
    },
  };
}
