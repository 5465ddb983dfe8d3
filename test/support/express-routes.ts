import type { Router } from 'express';

type Layer = Router['stack'][number];

export interface RegisteredRoute {
  method: string;
  /** In Express's syntax (`/api/products/:asin`); a route given as a pattern is left out. */
  path: string;
}

/** The routes a router really registers, nested routers included, each under the path its router is mounted at. */
export function routesOf(stack: Layer[], prefix = ''): RegisteredRoute[] {
  return stack.flatMap((layer) => {
    const route = layer.route as { path: unknown; methods: Record<string, boolean> } | undefined;
    if (route) {
      const { path } = route;
      return typeof path === 'string'
        ? Object.keys(route.methods).map((method) => ({ method, path: `${prefix}${path}` }))
        : [];
    }
    const nested = (layer.handle as { stack?: Layer[] }).stack;
    if (!nested) return [];
    // A router mounted without a path has '/' as its path.
    const mount = (layer as { rawPath?: unknown }).rawPath;
    return routesOf(nested, typeof mount === 'string' && mount !== '/' ? `${prefix}${mount}` : prefix);
  });
}
