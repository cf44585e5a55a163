// Built for Node at build time (build/prerender-landing.ts): the landing page as HTML, so it paints on a slow
// phone before any JavaScript has arrived. The tree is the app's own, as a visitor's browser first renders it.
import type { Language } from '@skillsync/shared/constants';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App.tsx';
import { activateLanguage, i18n, loadNamespaces } from './lib/i18n.ts';

/** The landing page's markup (the inside of #root) and its tab title, in one language. */
export async function renderLanding(language: Language) {
  await activateLanguage(language);
  await loadNamespaces(['landing']);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location="/">{children}</StaticRouter>;
  // One piece of HTML, however large: React would otherwise outline big parts behind inline scripts, which the
  // Content-Security-Policy forbids.
  const { prelude } = await prerender(<App Router={Router} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await new Response(prelude).text();
  return { html, title: `${i18n._('common.nav.home')} · ${i18n._('common.appName')}` };
}
