/// <reference types="node" />
// After the build: the landing page rendered to HTML in each language (dist/landing-<language>.html), with the
// stylesheet inlined, so a phone on a slow network paints it from the first response. The server sends it for
// `/` in the reader's language; the app then takes the markup over (hydrates) without repainting it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@skillsync/shared/constants';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { catalogs } from './catalogs.ts';
import { compressFile } from './precompress.ts';

type Renderer = { renderLanding: (language: Language) => Promise<{ html: string; title: string }> };

/** Builds src/prerender.tsx for Node, out of the way of the web build, and loads it. */
async function loadRenderer(root: string): Promise<Renderer> {
  const outDir = path.join(root, 'node_modules/.cache/prerender');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), catalogs()],
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, target: 'node22' },
  });
  const renderer = (await import(`${path.join(outDir, 'prerender.js')}?t=${Date.now()}`)) as Renderer;
  return renderer;
}

/** The built index.html with the landing page inside #root, its language, title and the stylesheet inlined. */
function landingDocument(shell: string, dist: string, language: Language, html: string, title: string) {
  const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(shell);
  if (!stylesheet?.[1]) throw new Error('prerender: no stylesheet link in index.html');
  const css = readFileSync(path.join(dist, stylesheet[1]), 'utf8');
  return shell
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(stylesheet[0], `<style>${css}</style>`)
    .replace(
      /<div id="root">[\s\S]*?<\/div>\s*<\/body>/,
      `<div id="root" data-prerendered="${language}">${html}</div>\n  </body>`,
    );
}

export function prerenderLanding(): Plugin {
  let root = '';
  let dist = '';
  return {
    name: 'skillsync:prerender-landing',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      dist = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { renderLanding } = await loadRenderer(root);
      const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
      for (const language of LANGUAGES) {
        const { html, title } = await renderLanding(language);
        const file = path.join(dist, `landing-${language}.html`);
        writeFileSync(file, landingDocument(shell, dist, language, html, title));
        await compressFile(file);
      }
      rmSync(path.join(root, 'node_modules/.cache/prerender'), { recursive: true, force: true });
    },
  };
}
