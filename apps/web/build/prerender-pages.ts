/// <reference types="node" />
// After the build: the pages that need no data and take no input rendered to HTML in each language (dist/<name>-<language>.html),
// with the stylesheet inlined, and dist/prerendered.json naming them by path. The server sends them in the
// reader's language, so a phone on a slow network paints the page from the first response; the app then takes
// the markup over (hydrates) without repainting it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@skillsync/shared/constants';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { catalogs } from './catalogs.ts';
import { compressFile } from './precompress.ts';

/**
 * The pages worth painting before the app has loaded: what a visitor opens first, the same for everyone. Not
 * forms (sign-in, sign-up): what someone types into the HTML before the app takes it over would be lost to it.
 */
const PRERENDERED = [{ path: '/', name: 'landing', titleId: 'common.nav.home' }];

type Renderer = {
  renderPage: (path: string, language: Language, titleId: string) => Promise<{ html: string; title: string }>;
};

/** Builds src/prerender.tsx for Node, out of the way of the web build, and loads it. */
async function loadRenderer(root: string, outDir: string): Promise<Renderer> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), catalogs()],
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, target: 'node22' },
  });
  return (await import(`${path.join(outDir, 'prerender.js')}?t=${Date.now()}`)) as Renderer;
}

/** The built index.html with the page inside #root, its language, title and the stylesheet inlined. */
function pageDocument(shell: string, dist: string, language: Language, html: string, title: string) {
  const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(shell);
  if (!stylesheet?.[1]) throw new Error('prerender: no stylesheet link in index.html');
  const css = readFileSync(path.join(dist, stylesheet[1]), 'utf8');
  return shell
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(stylesheet[0], `<style>${css}</style>`)
    .replace(
      /<div id="root">[\s\S]*<\/div>\s*<\/body>/,
      `<div id="root" data-prerendered="${language}">${html}</div>\n  </body>`,
    );
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
      const outDir = path.join(root, 'node_modules/.cache/prerender');
      const { renderPage } = await loadRenderer(root, outDir);
      const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
      const table: Record<string, Record<string, string>> = {};
      for (const page of PRERENDERED) {
        const files: Record<string, string> = {};
        table[page.path] = files;
        for (const language of LANGUAGES) {
          const { html, title } = await renderPage(page.path, language, page.titleId);
          const file = `${page.name}-${language}.html`;
          writeFileSync(path.join(dist, file), pageDocument(shell, dist, language, html, title));
          await compressFile(path.join(dist, file));
          files[language] = file;
        }
      }
      writeFileSync(path.join(dist, 'prerendered.json'), `${JSON.stringify(table)}\n`);
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
