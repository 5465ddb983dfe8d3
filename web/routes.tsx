import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { SitePage } from '../core/shared/site-map.js';
import { SiteLayout } from './layout/site-layout.js';
import { AdminRoute } from './layout/admin-route.js';
import { ProtectedRoute } from './layout/protected-route.js';
import { SITE_MAP } from './site/site-map.js';

type Page = LazyExoticComponent<ComponentType>;

/**
 * Every page module, found by its file name in its area (`web/features/<area>/<name>.page.tsx`), each loaded on
 * demand: only the shell is in the first bundle.
 */
const PAGE_MODULES = new Map(
  Object.entries(import.meta.glob<{ default: ComponentType }>('./features/*/*.page.tsx')).map(
    ([file, load]) => [file.slice(file.lastIndexOf('/') + 1), load],
  ),
);

const made = new Map<string, Page>();
/** One lazy component per page file, made once, so that React keeps what it loaded. */
function pageIn(file: string): Page {
  const known = made.get(file);
  if (known) return known;
  const load = PAGE_MODULES.get(file);
  if (!load) throw new Error(`${file} is missing: every page an area declares has its file`);
  const page = lazy(load);
  made.set(file, page);
  return page;
}

/** A page's file: the name its declaration gives, or its path's. */
const pageFile = (page: SitePage): string => `${page.file ?? page.path.slice(1)}.page.tsx`;

/** A page behind the guard its kind needs. */
function routeTo(page: SitePage) {
  const Page = pageIn(pageFile(page));
  const element =
    page.kind === 'admin' ? (
      // A page that forgot its roles is the admin's alone, never everyone's.
      <AdminRoute roles={page.roles ?? ['admin']}>
        <Page />
      </AdminRoute>
    ) : page.signedIn ? (
      <ProtectedRoute>
        <Page />
      </ProtectedRoute>
    ) : (
      <Page />
    );
  return page.path === '/' ? (
    <Route key={page.path} index element={element} />
  ) : (
    <Route key={page.path} path={page.path.slice(1)} element={element} />
  );
}

const IN_LAYOUT = SITE_MAP.pages.filter((page) => !page.standAlone);
const STAND_ALONE = SITE_MAP.pages.filter((page) => page.standAlone);
const NotFoundPage = pageIn('not-found.page.tsx');

/** The route table follows the site map, which the server follows too: a new page is its area's to declare. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {IN_LAYOUT.map(routeTo)}
        {/* Addresses that stand for another page (/signup, /about): each area declares its own in its pages. */}
        {SITE_MAP.redirects.map(({ path, to }) => (
          <Route key={path} path={path.slice(1)} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {STAND_ALONE.map(routeTo)}
    </Routes>
  );
}
