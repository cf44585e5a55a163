import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { loadNamespaces } from '../lib/i18n.ts';
import { findPage, NOT_FOUND_PAGE, PAGES, type PageEntry } from './pages.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { RootLayout } from './RootLayout.tsx';

// Every page module as its own chunk, loaded on demand; a page's tests beside it are not pages.
const pageModules = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/pages/*.tsx',
  '!../features/*/pages/*.test.tsx',
]);

const loads = new Map<string, Promise<{ default: ComponentType }>>();
const loaded = new Map<string, ComponentType>();

/**
 * A page's code and the catalog namespaces it reads, fetched together and once, so a visitor downloads only
 * the screens they open and the words on them.
 */
function loadPage(entry: PageEntry) {
  const key = `${entry.module}#${entry.component}`;
  let load = loads.get(key);
  if (!load) {
    const loadModule = pageModules[`../features/${entry.module}`];
    if (!loadModule) throw new Error(`No page module ${entry.module}`);
    load = Promise.all([loadModule(), loadNamespaces(entry.namespaces)]).then(([module]) => {
      const component = module[entry.component];
      if (!component) throw new Error(`${entry.module} exports no ${entry.component}`);
      loaded.set(key, component);
      return { default: component };
    });
    loads.set(key, load);
  }
  return load;
}

const components = new Map<string, ComponentType>();

/**
 * One component per page, so React keeps its state across renders: lazy, unless its code is here already (the
 * first page, preloaded). A lazy page suspends once even then, and a page the server rendered that suspends while
 * it is taken over is thrown away and built again when anything above it changes: a tap on it then is lost.
 */
function lazyPage(entry: PageEntry) {
  const key = `${entry.module}#${entry.component}`;
  let component = components.get(key);
  if (!component) {
    component = loaded.get(key) ?? lazy(() => loadPage(entry));
    components.set(key, component);
  }
  return component;
}

/** Starts loading the page at this path (its code and words) before the app renders it; settles once both are here. */
export function preloadPage(pathname: string) {
  return loadPage(findPage(pathname));
}

const renderRoute = (entry: PageEntry) => {
  const Page = lazyPage(entry);
  return <Route key={entry.path} path={entry.path} element={<Page />} />;
};

/**
 * Spec §2's screens, from the page table. Declarative routes with React.lazy rather than the data router:
 * the data router's code alone is 20 KiB gzip more, and the landing page must stay within its JavaScript budget.
 */
export function AppRoutes() {
  const NotFound = lazyPage(NOT_FOUND_PAGE);
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {PAGES.filter((entry) => !entry.isMemberOnly).map(renderRoute)}
        <Route element={<RequireAuth />}>{PAGES.filter((entry) => entry.isMemberOnly).map(renderRoute)}</Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
