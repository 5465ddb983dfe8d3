import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import escapeHtml from 'escape-html';
import type { Logger } from 'pino';
import * as z from 'zod';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig, scriptSafeJson } from '../../core/site/site-config.js';

export const WEB_DIST = new URL('../../web/dist/', import.meta.url).pathname;
export const WEB_RENDERER = new URL('../../web/dist-server/entry-server.js', import.meta.url).pathname;

/** How long a rendered page is served before it is rendered again (the footer's year, a new deployment's data). */
export const PAGE_MAX_AGE_MS = 60 * 60 * 1000;

/** The path the not-found page is rendered at: any path no page has renders the same page. */
const NOT_FOUND_PATH = '/404';

const renderedPageSchema = z.object({ body: z.string(), head: z.string() });
type RenderPage = (path: string, site: SiteConfig) => Promise<unknown>;

/** The page module a path renders, as the build's manifest names it: `/` is the home page. */
export const pageModule = (path: string): string =>
  `pages/${path === '/' ? 'home' : path === NOT_FOUND_PATH ? 'not-found' : path.slice(1)}.page.tsx`;

interface ManifestChunk {
  file: string;
  imports?: string[];
}
const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional() }),
);

/** A chunk and everything it imports statically: what a first visit downloads for it. */
export function staticClosure(
  manifest: Record<string, ManifestChunk>,
  keys: string[],
  seen = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

export const readManifest = (distDir: string): Record<string, ManifestChunk> => {
  const path = join(distDir, '.vite/manifest.json');
  return existsSync(path) ? manifestSchema.parse(JSON.parse(readFileSync(path, 'utf8'))) : {};
};

/**
 * The built index.html made ready to serve: the stylesheet inlined (the first paint needs no second request)
 * and the site's configuration written in; what is left to fill is each page's head and body.
 */
function readTemplate(distDir: string, site: SiteConfig): string | undefined {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  return readFileSync(indexPath, 'utf8')
    .replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
      const cssPath = join(distDir, file);
      return existsSync(cssPath) ? `<style>${readFileSync(cssPath, 'utf8')}</style>` : link;
    })
    .replace(
      new RegExp(`(<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">)[^<]*(</script>)`),
      (_match, open: string, close: string) => `${open}${scriptSafeJson(site)}${close}`,
    );
}

interface CachedPage {
  html: Promise<string>;
  renderedAt: number;
  refreshing: boolean;
}

export interface WebPagesOptions {
  distDir: string;
  rendererPath: string;
  site: SiteConfig;
  logger: Logger;
  now?: () => number;
}

/**
 * The HTML of every page. Public pages and the not-found page arrive rendered by the server (React's
 * prerender of the app, built by `vite build --ssr`), with their head and the chunks they need preloaded, and
 * are kept for an hour; account and staff pages are the app's shell, filled in by the browser. A page the
 * renderer cannot render is served as the shell too, and the failure logged: the browser still renders it.
 */
export class WebPages {
  private readonly template: string | undefined;
  private readonly manifest: Record<string, ManifestChunk>;
  private readonly cache = new Map<string, CachedPage>();
  private renderer: Promise<RenderPage | undefined> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: WebPagesOptions) {
    this.template = readTemplate(options.distDir, options.site);
    this.manifest = readManifest(options.distDir);
    this.now = options.now ?? Date.now;
  }

  get built(): boolean {
    return this.template !== undefined;
  }

  /** The shell: no content, not indexed; the browser renders the page. */
  shell(): string {
    const { brandName } = this.options.site.identity;
    return this.fill(
      `<title>${escapeHtml(brandName)}</title>\n    <meta name="robots" content="noindex">`,
      '',
    );
  }

  /** A public page, rendered by the server. */
  page(path: string): Promise<string> {
    return this.cached(path);
  }

  notFound(): Promise<string> {
    return this.cached(NOT_FOUND_PATH);
  }

  private cached(path: string): Promise<string> {
    const entry = this.cache.get(path);
    if (!entry) {
      const fresh = { html: this.render(path), renderedAt: this.now(), refreshing: false };
      this.cache.set(path, fresh);
      return fresh.html;
    }
    if (!entry.refreshing && this.now() - entry.renderedAt > PAGE_MAX_AGE_MS) {
      // The old page is served until the new one is ready.
      entry.refreshing = true;
      const html = this.render(path);
      void html.then(() => this.cache.set(path, { html, renderedAt: this.now(), refreshing: false }));
    }
    return entry.html;
  }

  private async render(path: string): Promise<string> {
    const renderPage = await this.loadRenderer();
    if (!renderPage) return this.shell();
    try {
      const page = renderedPageSchema.parse(await renderPage(path, this.options.site));
      return this.fill(page.head + this.preloads(path), page.body);
    } catch (error) {
      this.options.logger.error({ err: error, path }, 'rendering the page failed; serving the shell');
      return this.shell();
    }
  }

  private loadRenderer(): Promise<RenderPage | undefined> {
    this.renderer ??= import(pathToFileURL(this.options.rendererPath).href).then(
      (module: { renderPage?: unknown }) => {
        if (typeof module.renderPage === 'function') return module.renderPage as RenderPage;
        this.options.logger.error(
          { path: this.options.rendererPath },
          'the page renderer exports no renderPage',
        );
        return undefined;
      },
      (error: unknown) => {
        this.options.logger.warn(
          { err: error },
          'no page renderer (run `npm run build`): pages are rendered in the browser only',
        );
        return undefined;
      },
    );
    return this.renderer;
  }

  /** The page's own chunks, fetched beside the entry so that hydration does not wait for them. */
  private preloads(path: string): string {
    const entry = staticClosure(this.manifest, ['index.html']);
    return [...staticClosure(this.manifest, [pageModule(path)])]
      .filter((key) => !entry.has(key))
      .map((key) => `\n    <link rel="modulepreload" crossorigin href="/${this.manifest[key]?.file ?? ''}">`)
      .join('');
  }

  private fill(head: string, body: string): string {
    return (this.template ?? '')
      .replace('<!--page-head-->', () => head)
      .replace('<!--page-body-->', () => body);
  }
}
