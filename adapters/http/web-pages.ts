import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  brotliCompress as brotliCallback,
  constants as zlibConstants,
  gzip as gzipCallback,
} from 'node:zlib';
import { pathToFileURL } from 'node:url';
import escapeHtml from 'escape-html';
import type { Logger } from 'pino';
import * as z from 'zod';
import {
  PAGE_DATA_ELEMENT_ID,
  type PageData,
  SITE_CONFIG_ELEMENT_ID,
  type SiteConfig,
  scriptSafeJson,
} from '../../core/shared/site-config.js';
import { projectPath } from '../project-root.js';

/** What `npm run build` makes of web/: the app as the browser loads it, and the server's page renderer. */
export const WEB_DIST = projectPath('dist/web/');
export const WEB_RENDERER = projectPath('dist/web-server/entry-server.js');

/** How long a rendered page is served before it is rendered again (the footer's year). */
export const PAGE_MAX_AGE_MS = 60 * 60 * 1000;

/** The path the not-found page is rendered at: any path no page has renders the same page. */
const NOT_FOUND_PATH = '/404';

const gzip = promisify(gzipCallback);
const brotliCompress = promisify(brotliCallback);

const renderedPageSchema = z.object({ body: z.string(), head: z.string() });
type RenderPage = (path: string, site: SiteConfig, data: PageData) => Promise<unknown>;

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

/** How many pages with a query in their address (quotes, the widget's looks) are kept; the oldest goes first. */
export const MAX_QUOTE_PAGES = 200;

/**
 * What the public pages show, as it is now (the next departure, the rate cards in force, the live homepage
 * sections). It must not fail: a source that cannot read gives what it last read.
 */
export interface PageSnapshot {
  /** Each thing the pages show, the same object until it changes: a page is rendered again only when one has. */
  parts: readonly unknown[];
  /** The API answers the page at `location` is rendered with (with the quote its address asks for). */
  dataFor(location: string): PageData;
}
export type PageDataSource = (now: Date) => Promise<PageSnapshot>;

const sameParts = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((part, i) => part === b[i]);

/** A page as it goes out: its bytes as they are and compressed (each once), and a strong ETag of its HTML. */
export interface PageBytes {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

async function toBytes(html: string): Promise<PageBytes> {
  const identity = Buffer.from(html);
  const [gzipped, brotli] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotliCompress(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { etag, identity, gzip: gzipped, br: brotli };
}

interface CachedPage {
  html: Promise<string>;
  /** Made from `html` at the first request that needs it, then kept with it. */
  bytes?: Promise<PageBytes>;
  renderedAt: number;
  /** The snapshot's parts it was rendered with: a page whose parts have changed is rendered again. */
  parts: readonly unknown[];
  refreshing: boolean;
}

export interface WebPagesOptions {
  distDir: string;
  rendererPath: string;
  site: SiteConfig;
  pageData: PageDataSource;
  logger: Logger;
  now?: () => number;
}

/**
 * The HTML of every page. Public pages and the not-found page arrive rendered by the server (React's
 * prerender of the app, built by `vite build --ssr`), with their head and the API answers they were rendered
 * with. Nothing but the page itself is fetched before it paints (the stylesheet is inline; the app's code is
 * fetched after, by web/boot.ts): on a slow, metered link the visitor reads first. They are kept for an hour, or until those responses change (the next
 * departure at its cutoff, staff's rate cards or homepage sections); account and staff pages are the app's shell, filled in by the browser. A page the
 * renderer cannot render is served as the shell too, and the failure logged: the browser still renders it.
 */
export class WebPages {
  private readonly template: string | undefined;
  private readonly cache = new Map<string, CachedPage>();
  private renderer: Promise<RenderPage | undefined> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: WebPagesOptions) {
    this.template = readTemplate(options.distDir, options.site);
    this.now = options.now ?? Date.now;
  }

  get built(): boolean {
    return this.template !== undefined;
  }

  /** The shell: no content, not indexed; the browser renders the page. */
  async shell(): Promise<string> {
    return this.shellWith((await this.options.pageData(new Date(this.now()))).dataFor(''));
  }

  /** A public page, rendered by the server at `location` (its path, and the query it depends on). */
  async page(location: string): Promise<string> {
    return (await this.cached(location)).html;
  }

  /** The same page as bytes, compressed once and kept until the page is rendered again. */
  async pageBytes(location: string): Promise<PageBytes> {
    const entry = await this.cached(location);
    entry.bytes ??= entry.html.then(toBytes);
    return entry.bytes;
  }

  /**
   * A page whose address asks for something read at this moment (a parcel's steps), rendered with that read's
   * answers beside the snapshot's and never kept: the next request may see another step.
   */
  async livePageBytes(location: string, live: PageData): Promise<PageBytes> {
    const snapshot = await this.options.pageData(new Date(this.now()));
    return toBytes(await this.render(location, { ...snapshot.dataFor(location), ...live }));
  }

  notFoundBytes(): Promise<PageBytes> {
    return this.pageBytes(NOT_FOUND_PATH);
  }

  private async cached(path: string): Promise<CachedPage> {
    const now = this.now();
    const snapshot = await this.options.pageData(new Date(now));
    const entry = this.cache.get(path);
    if (!entry || !sameParts(entry.parts, snapshot.parts)) {
      // A page whose data has changed is never served again: the visitor waits for the new one.
      const fresh = this.renderEntry(path, now, snapshot);
      this.remember(path, fresh);
      return fresh;
    }
    if (!entry.refreshing && now - entry.renderedAt > PAGE_MAX_AGE_MS) {
      // An old page with current data is served until the new one is ready.
      entry.refreshing = true;
      const fresh = this.renderEntry(path, now, snapshot);
      void fresh.html.then(() => {
        if (this.cache.get(path) === entry) this.cache.set(path, fresh);
      });
    }
    return entry;
  }

  /** Quotes are as many as visitors type: only the latest are kept, beside every page without one. */
  private remember(path: string, entry: CachedPage): void {
    this.cache.delete(path);
    this.cache.set(path, entry);
    const [oldest, ...rest] = [...this.cache.keys()].filter((key) => key.includes('?'));
    if (oldest !== undefined && rest.length >= MAX_QUOTE_PAGES) this.cache.delete(oldest);
  }

  private renderEntry(path: string, now: number, snapshot: PageSnapshot): CachedPage {
    const html = this.render(path, snapshot.dataFor(path));
    return { html, renderedAt: now, parts: snapshot.parts, refreshing: false };
  }

  private shellWith(data: PageData): string {
    const { brandName } = this.options.site.identity;
    const head = `<title>${escapeHtml(brandName)}</title>\n    <meta name="robots" content="noindex">`;
    return this.fill(head, '', data);
  }

  private async render(path: string, data: PageData): Promise<string> {
    const renderPage = await this.loadRenderer();
    if (!renderPage) return this.shellWith(data);
    try {
      const page = renderedPageSchema.parse(await renderPage(path, this.options.site, data));
      return this.fill(page.head, page.body, data);
    } catch (error) {
      this.options.logger.error({ err: error, path }, 'rendering the page failed; serving the shell');
      return this.shellWith(data);
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

  private fill(head: string, body: string, data: PageData): string {
    return (this.template ?? '')
      .replace('<!--page-head-->', () => head)
      .replace('<!--page-body-->', () => body)
      .replace(
        new RegExp(`(<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">)[^<]*(</script>)`),
        (_match, open: string, close: string) => `${open}${scriptSafeJson(data)}${close}`,
      );
  }
}
