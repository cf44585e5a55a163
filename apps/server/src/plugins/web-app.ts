import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { LANGUAGES, type Language, MESSAGES } from '@skillsync/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../modules/auth/index.ts';
import { countVisitorView } from '../modules/problems/index.ts';

/**
 * The built web app's files, with the history fallback that lets the browser router decide what a path shows,
 * and the JSON 404 for everything under /api that no route answered. Register it after the API routes.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { webDist }: { webDist: string | undefined }) => {
  // Paths under /api are never files: an odd one (`//`, a 5 KB id) gets the API's JSON 404, not the file server's 403.
  app.all('/api/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());

  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Page paths are answered by sendPage (below), never straight from the folder.
      index: false,
      // The build wrote brotli and gzip copies beside each file: sent as they are, never compressed per request.
      preCompressed: true,
      // Vite names built assets by content hash, so they may be cached for good; the HTML never is.
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (hasWeb) {
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(app, webDist, request, reply));
    // The server renderer is made ready as soon as the server listens, so the first reader does not wait for it.
    app.addHook('onListen', async () => {
      void loadRenderer(webDist, app.log);
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // A missing file (an old build's chunk, say) is a plain 404, never the app's HTML under a script's name.
    const isFile = path.extname(request.url.split('?')[0] ?? '') !== '';
    if (request.url.startsWith('/api') || !hasWeb || request.method !== 'GET' || isFile) {
      return reply.code(404).send({ message: MESSAGES.notFound, code: 'notFound' });
    }
    // History fallback: the SPA's router decides what every other path shows, including its 404 page.
    return sendPage(app, webDist, request, reply);
  });
});

/**
 * The language of a prerendered page: the one the reader chose in the app (its cookie), else the first of
 * English and Hindi their browser asks for, else English.
 */
function readerLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = /(?:^|;\s*)skillsync-language=(\w+)/.exec(cookie ?? '')?.[1];
  if (chosen === 'hi' || chosen === 'en') return chosen;
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.toLowerCase().split('-')[0], quality: Number.isNaN(quality) ? 0 : quality };
    })
    .filter((entry) => entry.base === 'hi' || entry.base === 'en')
    .sort((a, b) => b.quality - a.quality);
  return asked[0]?.base === 'hi' ? 'hi' : 'en';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The API call a page makes first, exactly as the web app makes it (so the browser hands the preloaded answer
 * to it): the unfiltered Problem Wall, projects and challenges lists, and a problem's, project's or challenge's page.
 */
function firstDataOf(url: string) {
  if (url === '/problems' || url === '/projects' || url === '/challenges') return `/api${url}`;
  const [, list, id] = /^\/(problems|projects|challenges)\/([^/?#]+)$/.exec(url) ?? [];
  return list && id && UUID.test(id) ? `/api/${list}/${id}` : undefined;
}

/** What the web build wrote in preloads.json: each page's chunks and, per language, its catalog chunks. */
type PagePreloads = { path: string; files: string[]; catalogs: Partial<Record<Language, string[]>> };
/** What it wrote in prerendered.json: the HTML file of each prerendered page, per language. */
type Prerendered = Record<string, Partial<Record<Language, string>>>;

const buildFiles = new Map<string, { mtimeMs: number; content: unknown }>();

/**
 * A file the web build wrote (a table, a page's HTML), parsed once and read again only when a new build replaced
 * it: every page request needs a few, and the disk need not be read for each.
 */
async function readBuildFile<T>(webDist: string, name: string, parse: (text: string) => T, missing: T): Promise<T> {
  const file = path.join(webDist, name);
  const info = await stat(file).catch(() => undefined);
  if (!info) return missing;
  const cached = buildFiles.get(file);
  if (cached?.mtimeMs === info.mtimeMs) return cached.content as T;
  const content = parse(await readFile(file, 'utf8'));
  buildFiles.set(file, { mtimeMs: info.mtimeMs, content });
  return content;
}

const asJson = <T>(text: string) => JSON.parse(text) as T;
const asText = (text: string) => text;

/** What the web build's server renderer (web/src/server-render.tsx) offers the server. */
type Renderer = {
  isDataPage: (pathname: string) => boolean;
  prepareDataPages: (languages: readonly Language[]) => Promise<void>;
  renderDataPage: (
    pathname: string,
    language: Language,
    answer: unknown,
  ) => { html: string; title: string; description: string; state: unknown } | undefined;
  stylesheetOf: (shell: string) => { file: string };
  withStylesheet: (shell: string, css: string) => string;
  pageDocument: (
    shell: string,
    page: { language: Language; html: string; title: string; description: string; state?: unknown },
  ) => string;
};

/** Per web build: a process may serve more than one (tests do). */
const renderers = new Map<string, Promise<Renderer | undefined>>();

/**
 * The server renderer the web build wrote beside the app (dist-server/, never served as files), loaded and made
 * ready with the first page that needs it. A build without one (or a renderer that fails to load) leaves every
 * page to the browser, as before.
 */
function loadRenderer(webDist: string, log: FastifyBaseLogger) {
  let renderer = renderers.get(webDist);
  if (renderer) return renderer;
  renderer = (async () => {
    const file = path.join(webDist, '..', 'dist-server', 'server-render.js');
    if (!existsSync(file)) return undefined;
    const loaded = (await import(pathToFileURL(file).href)) as Renderer;
    await loaded.prepareDataPages(LANGUAGES);
    return loaded;
  })().catch((error: unknown) => {
    log.error({ err: error }, 'the server renderer failed to load: pages are rendered in the browser');
    return undefined;
  });
  renderers.set(webDist, renderer);
  return renderer;
}

/** The last index.html read, with its stylesheet inlined: built once per build, not once per page. */
let inlinedShell: { shell: string; inlined: string } | undefined;

async function documentShell(webDist: string, renderer: Renderer) {
  const shell = await readBuildFile(webDist, 'index.html', asText, '');
  if (inlinedShell?.shell !== shell) {
    const css = await readBuildFile(webDist, renderer.stylesheetOf(shell).file, asText, '');
    inlinedShell = { shell, inlined: renderer.withStylesheet(shell, css) };
  }
  return inlinedShell.inlined;
}

/**
 * The Problem Wall or a problem's page rendered with its data, so a slow phone paints the cards from the first
 * response instead of after the app's code has arrived and run. The data is the API's own answer to the call
 * the page makes first, asked with the reader's session (and counted against the reader's rate limit), so it is
 * exactly what their browser would have fetched. Undefined for any other page, or when the API says no (the
 * page then shows the refusal as it always does).
 */
async function renderWithData(
  app: FastifyInstance,
  webDist: string,
  request: FastifyRequest,
  language: Language,
): Promise<string | undefined> {
  const call = firstDataOf(request.url);
  if (!call) return undefined;
  const loaded = await loadRenderer(webDist, request.log);
  const pathname = call.slice('/api'.length);
  if (!loaded?.isDataPage(pathname)) return undefined;
  try {
    const answer = await app.inject({
      method: 'GET',
      url: call,
      remoteAddress: request.ip,
      headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
    });
    if (answer.statusCode !== 200) return undefined;
    const page = loaded.renderDataPage(pathname, language, answer.json());
    if (!page) return undefined;
    return loaded.pageDocument(await documentShell(webDist, loaded), { language, ...page });
  } catch (error) {
    // Never a broken page for a rendering fault: the browser renders it instead.
    request.log.error({ err: error }, 'server rendering failed: the page is rendered in the browser');
    return undefined;
  }
}

/** Whether the request carries a session (a member, or one whose session the API will find expired). */
const hasSession = (cookie: string | undefined) => new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`).test(cookie ?? '');

/** How long a data page rendered for visitors is served again. */
const VISITOR_PAGE_MS = 5000;

/**
 * A data page for this reader. What a visitor sees is the same for every visitor in a language, so a visitor's page
 * is rendered once per language, address and few seconds (`ctx.kept`), never per request; their view of a problem
 * still counts. A reader with a session (a member's own flags, their private projects) is rendered for alone.
 */
async function renderForReader(app: FastifyInstance, webDist: string, request: FastifyRequest, language: Language) {
  if (hasSession(request.headers.cookie)) return renderWithData(app, webDist, request, language);
  const { answer, isKept } = app.ctx.kept.answer(`page ${language} ${request.url}`, VISITOR_PAGE_MS, () =>
    renderWithData(app, webDist, request, language),
  );
  const html = await answer;
  const problemId = /^\/problems\/([^/?#]+)$/.exec(request.url)?.[1];
  if (html && isKept && problemId) countVisitorView(app.ctx, problemId, request.ip);
  return html;
}

/**
 * A page of the app in the reader's language: prerendered HTML where the build made some, a data page rendered
 * with its data, else index.html's skeleton, each naming what the page fetches first (its code, its words, its
 * data unless it came with the page; see preloadHints).
 */
async function sendPage(app: FastifyInstance, webDist: string, request: FastifyRequest, reply: FastifyReply) {
  const language = readerLanguage(request.headers.cookie, request.headers['accept-language']);
  const pathname = request.url.split(/[?#]/)[0] ?? '/';
  const [prerendered, preloads] = await Promise.all([
    readBuildFile(webDist, 'prerendered.json', asJson<Prerendered>, {}),
    readBuildFile(webDist, 'preloads.json', asJson<PagePreloads[]>, []),
  ]);
  const prerenderedFile = prerendered[pathname]?.[language];
  const rendered = prerenderedFile ? undefined : await renderForReader(app, webDist, request, language);
  const html = rendered ?? (await readBuildFile(webDist, prerenderedFile ?? 'index.html', asText, ''));
  const hints = preloadHints(request.url, language, preloads, {
    isRendered: prerenderedFile !== undefined || rendered !== undefined,
    hasData: rendered !== undefined,
  });
  return (
    reply
      .header('cache-control', 'no-cache')
      // The same address answers in two languages, and a data page as its reader sees it: caches keep them apart.
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html')
      .send(html.replace('</head>', `${hints}</head>`))
  );
}

/** The page a path shows, matched as the web app's router does: fixed paths before patterns, `*` last. */
function findPreloads(pathname: string, preloads: PagePreloads[]) {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const matches = ({ path: pattern }: PagePreloads) => {
    if (pattern === '/') return pathname === '/';
    const parts = pattern.split('/');
    return parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
  };
  const pages = preloads.filter((page) => page.path !== '*');
  return (
    pages.find((page) => !page.path.includes(':') && matches(page)) ??
    pages.find(matches) ??
    preloads.find((page) => page.path === '*')
  );
}

/**
 * What the page fetches first: its code (the app, the page's chunks, its catalogs in the reader's language), the
 * session, and its first API call unless its data came with it.
 * - A page that arrives as a skeleton needs its code for its content: `<link>` tags, so that on a slow network it
 *   all downloads alongside the HTML instead of after the page's script has run.
 * - A rendered page paints without its code: the list goes in a data block (`#page-code`), which the page's script
 *   (web/src/boot.ts) preloads once the page has painted, so the HTML does not share a slow network with a hundred
 *   kilobytes of script.
 */
function preloadHints(
  url: string,
  language: Language,
  preloads: PagePreloads[],
  { isRendered, hasData }: { isRendered: boolean; hasData: boolean },
) {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  const page = findPreloads(pathname, preloads);
  const modules = [...(page?.files ?? []), ...(page?.catalogs[language] ?? [])];
  // Every page asks who is signed in as it starts; the page's own data comes next.
  const data = ['/api/auth/session', hasData ? undefined : firstDataOf(url)].filter((call) => call !== undefined);
  return [
    ...(isRendered
      ? [`<script type="application/json" id="page-code">${JSON.stringify(modules)}</script>`]
      : modules.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)),
    ...data.map((call) => `<link rel="preload" href="${call}" as="fetch" crossorigin>`),
  ].join('');
}
