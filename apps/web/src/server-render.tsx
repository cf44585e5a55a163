// Built for Node (build/prerender-pages.ts): the app's own tree rendered to HTML, so a slow phone paints a page
// before any JavaScript has arrived and the app then takes the markup over (hydrates) without repainting it.
// - At build, the pages that need no data (the landing page, sign-in), in each language.
// - On the server, per request, the pages a visitor opens first that show data (the Problem Wall, a problem, the
//   Build Rooms list), with the data the page would fetch first, read through the API as the reader's own browser
//   would read it.
import type { ProblemDetail } from '@skillsync/shared';
import type { Language } from '@skillsync/shared/constants';
import { dehydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App.tsx';
import { findPage } from './app/pages.ts';
import { problemQuery } from './features/problems/api/get-problem.ts';
import { problemsQuery } from './features/problems/api/get-problems.ts';
import { readFilters as readProblemFilters } from './features/problems/utils/problem-filters.ts';
import { projectsQuery } from './features/projects/api/get-projects.ts';
import { readFilters as readProjectFilters } from './features/projects/utils/project-filters.ts';
import { BASE_NAMESPACES } from './lib/base-namespaces.ts';
import { activateLanguage, i18n, loadNamespaces } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

export { pageDocument, stylesheetOf, withStylesheet } from './page-document.ts';

const routerAt = (path: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <StaticRouter location={path}>{children}</StaticRouter>;
  };

/** The whole document inside #root, as one piece: React would otherwise outline big parts behind inline scripts, which the Content-Security-Policy forbids. */
async function prerenderApp(path: string, client: QueryClient) {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<App Router={routerAt(path)} client={client} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  // A part that failed would be left for the browser to render, and it would complain: fail here instead.
  if (errors.length > 0) throw new AggregateError(errors, `server-render: ${path} failed to render`);
  return new Response(prelude).text();
}

/** A page's markup (the inside of #root) in one language, and the text of a catalog id for its tab title. */
export async function renderPage(path: string, language: Language, titleId: string) {
  await activateLanguage(language);
  await loadNamespaces(findPage(path).namespaces);
  const html = await prerenderApp(path, createQueryClient());
  return {
    html,
    title: `${i18n._(titleId)} · ${i18n._('common.appName')}`,
    description: i18n._('common.footer.tagline'),
  };
}

/**
 * The pages rendered with their data on the server: the address the page shows, and how its first query is
 * cached from the API's answer to `firstDataOf` (plugins/web-app.ts), the call the page makes first.
 */
type DataPage = {
  path: string;
  seed: (client: QueryClient, params: string[], answer: unknown) => void;
  title: (answer: unknown) => string;
};

/** A list's seed: the API's answer is the first page of the unfiltered list, the only one the server renders. */
const firstPageOf =
  (queryKey: QueryKey): DataPage['seed'] =>
  (client, _params, answer) =>
    client.setQueryData(queryKey, { pages: [answer], pageParams: [undefined] });

const UNFILTERED = new URLSearchParams();

const DATA_PAGES: DataPage[] = [
  {
    path: '/problems',
    title: () => i18n._('problems.wall.title'),
    seed: firstPageOf(problemsQuery(readProblemFilters(UNFILTERED)).queryKey),
  },
  {
    path: '/projects',
    title: () => i18n._('projects.list.title'),
    seed: firstPageOf(projectsQuery(readProjectFilters(UNFILTERED)).queryKey),
  },
  {
    path: '/problems/:id',
    title: (answer) => (answer as ProblemDetail).title,
    seed: (client, [id = ''], answer) => client.setQueryData(problemQuery(id).queryKey, answer as never),
  },
];

/** The data page at a path, and the path's parameters (`:id`) in order. */
function dataPageAt(pathname: string) {
  const { path } = findPage(pathname);
  const page = DATA_PAGES.find((candidate) => candidate.path === path);
  if (!page) return undefined;
  const pattern = path.split('/');
  return { page, params: pathname.split('/').filter((_segment, i) => pattern[i]?.startsWith(':')) };
}

/** Whether a path is one of the pages rendered on the server with their data. */
export const isDataPage = (pathname: string) => dataPageAt(pathname) !== undefined;

/**
 * Makes every data page renderable at once: their code and words (both languages) loaded, and React's lazy
 * components settled by rendering each page once. After this, `renderDataPage` never waits.
 */
export async function prepareDataPages(languages: readonly Language[]) {
  for (const language of languages) {
    await activateLanguage(language);
    await loadNamespaces([...BASE_NAMESPACES, ...DATA_PAGES.flatMap(({ path }) => findPage(path).namespaces)]);
  }
  for (const { path } of DATA_PAGES) await prerenderApp(path.replace(':id', 'warming'), createQueryClient());
}

/**
 * A data page's markup and the cache it was rendered from (`dehydrate`d, for the browser to start from), given
 * the API's answer to the page's first call. Synchronous from start to end, so the language and the cache it
 * sets are this request's alone. Undefined for any other path.
 */
export function renderDataPage(pathname: string, language: Language, answer: unknown) {
  const found = dataPageAt(pathname);
  if (!found) return undefined;
  const client = createQueryClient();
  found.page.seed(client, found.params, answer);
  i18n.activate(language);
  const html = renderToString(<App Router={routerAt(pathname)} client={client} />);
  // A part that failed (or waited on code not yet loaded) is marked for the browser to render, which would then
  // complain: the server sends the page's skeleton instead.
  if (html.includes('<!--$!')) throw new Error(`server-render: part of ${pathname} could not be rendered`);
  const title = `${found.page.title(answer)} · ${i18n._('common.appName')}`;
  return { html, title, description: i18n._('common.footer.tagline'), state: dehydrate(client) };
}
