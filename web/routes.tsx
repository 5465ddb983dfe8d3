import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import {
  ACCOUNT_PATHS,
  ADMIN_PATHS,
  MARKETING_PATHS,
  PUBLIC_PATHS,
  REDIRECTS,
  SIGNED_IN_PATHS,
} from '../core/site/site-map.js';
import { SiteLayout } from './components/layout/site-layout.js';
import { AdminRoute } from './components/admin-route.js';
import { ProtectedRoute } from './components/protected-route.js';

type Page = LazyExoticComponent<ComponentType>;

/** Every page module, found by its file name, each loaded on demand: only the shell is in the first bundle. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('./pages/*.page.tsx');

const MARKETING: readonly string[] = MARKETING_PATHS;
const ADMIN: readonly string[] = ADMIN_PATHS;
/** Pages without the site's header and footer: the quick calculator and the widget other sites embed. */
const STAND_ALONE: readonly string[] = ['/calc', '/calculator-embed'];

/** The page file of a path: `web/pages/<path>.page.tsx`, `home` for '/'; the marketing pages share one. */
const pageFile = (path: string): string =>
  `./pages/${path === '/' ? 'home' : MARKETING.includes(path) ? 'marketing' : path.slice(1)}.page.tsx`;

const made = new Map<string, Page>();
/** One lazy component per page file, made once, so that React keeps what it loaded. */
function pageIn(file: string): Page {
  const known = made.get(file);
  if (known) return known;
  const load = PAGE_MODULES[file];
  if (!load) throw new Error(`${file} is missing: every path of core/site/site-map.ts has its page`);
  const page = lazy(load);
  made.set(file, page);
  return page;
}

/** A path's page, behind the guard its kind needs. */
function routeTo(path: string) {
  const Page = pageIn(pageFile(path));
  const element = ADMIN.includes(path) ? (
    <AdminRoute>
      <Page />
    </AdminRoute>
  ) : SIGNED_IN_PATHS.includes(path) ? (
    <ProtectedRoute>
      <Page />
    </ProtectedRoute>
  ) : (
    <Page />
  );
  return path === '/' ? (
    <Route key={path} index element={element} />
  ) : (
    <Route key={path} path={path.slice(1)} element={element} />
  );
}

const IN_LAYOUT = [...PUBLIC_PATHS, ...ACCOUNT_PATHS, ...ADMIN_PATHS].filter(
  (path) => !STAND_ALONE.includes(path),
);
const NotFoundPage = pageIn('./pages/not-found.page.tsx');

/**
 * The route table follows the site map (core/site/site-map.ts), the one list of paths the server follows too: a
 * new page is its path there and its file in web/pages.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {IN_LAYOUT.map(routeTo)}
        {/* Links the specification uses for routes outside its table (DESIGN.md). */}
        {Object.entries(REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from.slice(1)} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {STAND_ALONE.map(routeTo)}
    </Routes>
  );
}
