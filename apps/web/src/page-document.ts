// The HTML document around a page rendered in Node (server-render.tsx), from the built index.html. Plain string
// work, kept apart so it can be tested without React's server renderer.
import type { Language } from '@skillsync/shared/constants';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

/** The built index.html's stylesheet link, and the file it names (`/assets/index-….css`). */
export function stylesheetOf(shell: string) {
  const link = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(shell);
  if (!link?.[1]) throw new Error('server-render: no stylesheet link in index.html');
  return { link: link[0], file: link[1] };
}

/** The built index.html with its stylesheet inlined: one round trip fewer before the first paint. Made once. */
export const withStylesheet = (shell: string, css: string) =>
  shell.replace(stylesheetOf(shell).link, `<style>${css}</style>`);

/**
 * The built index.html (its stylesheet inlined) with a rendered page inside #root: its language, title, description
 * and, for a data page, the cache it was rendered from, as JSON the app reads before it takes the markup over (a data
 * block: the Content-Security-Policy runs no inline script).
 */
export function pageDocument(
  shell: string,
  page: { language: Language; html: string; title: string; description: string; state?: unknown },
) {
  const state =
    page.state === undefined
      ? ''
      : `<script type="application/json" id="query-state">${JSON.stringify(page.state).replace(/</g, '\\u003c')}</script>`;
  return shell
    .replace('<html lang="en">', `<html lang="${page.language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(page.description)}"`,
    )
    .replace(
      /<div id="root">[\s\S]*<\/div>\s*<\/body>/,
      `<div id="root" data-prerendered="${page.language}">${page.html}</div>${state}\n  </body>`,
    );
}
