import type { ReactElement } from 'react';
import { type RouteObject, createRoutesFromElements } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SITE_MAP } from '../../web/site/site-map.js';
import { AppRoutes } from '../../web/routes.js';

/** Every path of the route table, nested paths joined. */
function paths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index
      ? parent || '/'
      : route.path
        ? `${parent}/${route.path}`.replace(/\/+/g, '/')
        : parent;
    const here = route.index || route.path ? [own] : [];
    return [...here, ...paths(route.children ?? [], route.path ? own : parent)];
  });
}

describe("the browser's route table and the server's site map", () => {
  it('name the same pages and redirects', () => {
    const table = (AppRoutes() as ReactElement<{ children: ReactElement }>).props.children;
    const routed = paths(createRoutesFromElements(table)).filter((path) => path !== '/*');
    expect(routed.sort()).toEqual(
      [
        ...SITE_MAP.publicPaths,
        ...SITE_MAP.privatePaths,
        ...SITE_MAP.redirects.map(({ path }) => path),
      ].sort(),
    );
  });
});
