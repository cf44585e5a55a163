// Built for Node at build time (build/prerender-pages.ts): pages that need no data and take no input (the
// landing page) as HTML, so they paint on a slow phone before any JavaScript has arrived. The tree is the app's
// own, as a visitor's browser first renders it, so the app takes the markup over without repainting it.
import type { Language } from '@skillsync/shared/constants';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App.tsx';
import { findPage } from './app/pages.ts';
import { activateLanguage, i18n, loadNamespaces } from './lib/i18n.ts';

/** A page's markup (the inside of #root) in one language, and the text of a catalog id for its tab title. */
export async function renderPage(path: string, language: Language, titleId: string) {
  await activateLanguage(language);
  await loadNamespaces(findPage(path).namespaces);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  // One piece of HTML, however large: React would otherwise outline big parts behind inline scripts, which the
  // Content-Security-Policy forbids.
  const { prelude } = await prerender(<App Router={Router} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await new Response(prelude).text();
  return { html, title: `${i18n._(titleId)} · ${i18n._('common.appName')}` };
}
