import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_MAP } from '../../../adapters/all-areas.js';
import { PRODUCTION_IDENTITY_ENV } from '../../support/production-identity.js';
import { testApp } from '../../support/test-app.js';
import { hasExtension, withoutTrailingSlashes } from '../../../adapters/http/spa.js';

let dist: string;
let renderer: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'big-abc123.js'), 'console.log("a fairly long line");\n'.repeat(200));
  writeFileSync(join(dist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(join(dist, 'assets', 'app-abc123.css'), 'body{color:navy}');
  // As the build leaves an asset: its .br and .gz beside it (different words, to tell which was sent).
  writeFileSync(join(dist, 'assets', 'packed-abc123.js'), 'the file itself;\n'.repeat(100));
  writeFileSync(join(dist, 'assets', 'packed-abc123.js.br'), brotliCompressSync('the brotli file'));
  writeFileSync(join(dist, 'assets', 'packed-abc123.js.gz'), gzipSync('the gzip file'));
  writeFileSync(join(dist, 'index.html'), WEB_TEMPLATE);
  renderer = join(dist, 'renderer.mjs');
  writeFileSync(renderer, RENDERER);
});

/** The shape of the built index.html: the markers the server fills, the stylesheet it inlines. */
const WEB_TEMPLATE = `<html><head><!--page-head-->
<script id="site-config" type="application/json">{}</script>
<link rel="stylesheet" crossorigin href="/assets/app-abc123.css"></head>
<body><div id="root"><!--page-body--></div></body></html>`;

/** A renderer like the built one: it names the page and brand it rendered, and cannot render /track. */
const RENDERER = `export async function renderPage(path, site) {
  if (path === '/track') throw new Error('the track page is broken');
  return { body: '<h1>' + path + ' of ' + site.identity.brandName + '</h1>', head: '<title>' + path + '</title>' };
}`;

describe('serving the web app', () => {
  it('answers a public page with the HTML the renderer made, and the configured identity for the browser', async () => {
    const app = await testApp(
      {},
      { webDist: dist, webRenderer: renderer },
      { BRAND_NAME: 'Test </script> Brand', PUBLIC_URL: 'https://kango.example' },
    );
    const res = await request(app).get('/how-it-works');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<title>/how-it-works</title>');
    expect(res.text).toContain('<div id="root"><h1>/how-it-works of Test </script> Brand</h1></div>');
    expect(res.text).toContain('"brandName":"Test \\u003c/script> Brand"');
    expect(res.text).toContain('"publicUrl":"https://kango.example"');
    expect(res.text).toContain('<style>body{color:navy}</style>');
    expect(res.text).not.toContain('rel="stylesheet"');
  });

  it('serves a page as kept bytes: a strong ETag, 304 for the same, brotli or gzip as asked', async () => {
    const app = await testApp({}, { webDist: dist, webRenderer: renderer });
    const plain = await request(app).get('/faqs').set('Accept-Encoding', 'identity');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const again = await request(app).get('/faqs').set('If-None-Match', etag);
    expect([again.status, again.text]).toEqual([304, '']);
    for (const encoding of ['br', 'gzip']) {
      const res = await request(app).get('/faqs').set('Accept-Encoding', encoding);
      expect([res.headers['content-encoding'], res.headers.etag, res.text]).toEqual([
        encoding,
        etag,
        plain.text,
      ]);
    }
    // Another page, another tag; a changed page would be rendered again under a new one.
    expect((await request(app).get('/contact')).headers.etag).not.toBe(etag);
    const notFound = await request(app).get('/no/such/page').set('If-None-Match', etag);
    expect(notFound.status).toBe(404);
  });

  it('answers a path no page has with the rendered not-found page, and account pages with the empty shell', async () => {
    const app = await testApp({}, { webDist: dist, webRenderer: renderer });
    const unknown = await request(app).get('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<h1>/404 of Kango Express</h1>');
    const account = await request(app).get('/dashboard');
    expect(account.text).toContain('<div id="root"></div>');
    expect(account.text).toContain('<meta name="robots" content="noindex">');
  });

  it('serves the shell, for the browser to render, when the renderer fails or is missing', async () => {
    const app = await testApp({}, { webDist: dist, webRenderer: renderer });
    const broken = await request(app).get('/track');
    expect([broken.status, broken.text.includes('<div id="root"></div>')]).toEqual([200, true]);
    const unbuilt = await testApp({}, { webDist: dist, webRenderer: join(dist, 'missing.mjs') });
    const page = await request(unbuilt).get('/contact');
    expect([page.status, page.text.includes('<div id="root"></div>')]).toEqual([200, true]);
  });

  it('serves hashed assets with a long cache and refuses framing of ordinary pages', async () => {
    const app = await testApp({}, { webDist: dist });
    const asset = await request(app).get('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await request(app).get('/');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers each path with the status the site map gives it', async () => {
    const app = await testApp({}, { webDist: dist });
    for (const path of SITE_MAP.publicPaths) {
      const res = await request(app).get(path);
      expect([path, res.status, res.headers['x-robots-tag']]).toEqual([path, 200, undefined]);
      expect(res.type).toBe('text/html');
    }
    for (const path of SITE_MAP.privatePaths) {
      const res = await request(app).get(path);
      expect([path, res.status, res.headers['x-robots-tag']]).toEqual([path, 200, 'noindex']);
    }
    const receipt = await request(app).get('/account/receipts/3f0c2a7e-8d1b-4c6e-9f2a-5b7d1e0c4a98');
    expect([receipt.status, receipt.headers['x-robots-tag']]).toEqual([200, 'noindex']);
    const unknown = await request(app).get('/no-such-page');
    expect([unknown.status, unknown.type, unknown.headers['x-robots-tag']]).toEqual([
      404,
      'text/html',
      'noindex',
    ]);
    for (const [from, to] of [
      ['/signup', '/auth?tab=register'],
      ['/about', '/how-it-works'],
      ['/contact/', '/contact'],
      ['/track/?ref=mail', '/track?ref=mail'],
      ['/index.html', '/'],
    ]) {
      const res = await request(app).get(from ?? '');
      expect([from, res.status, res.headers.location]).toEqual([from, 301, to]);
    }
  });

  it('lists every public page in the sitemap, and keeps crawlers out of accounts, staff pages and the API', async () => {
    const app = await testApp({}, { webDist: dist }, { PUBLIC_URL: 'https://kango.example' });
    const sitemap = await request(app).get('/sitemap.xml');
    expect(sitemap.type).toBe('application/xml');
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(SITE_MAP.publicPaths.map((path) => `https://kango.example${path}`));
    const robots = await request(app).get('/robots.txt');
    // A page with a parameter in its path (a receipt's id) is kept out by its folder.
    const folderOf = (path: string) => (path.includes('/:') ? path.slice(0, path.indexOf('/:') + 1) : path);
    for (const path of [...SITE_MAP.privatePaths.map(folderOf), '/api/'])
      expect(robots.text).toContain(`Disallow: ${path}\n`);
    expect(robots.text).toContain('Disallow: /account/receipts/\n');
    expect(robots.text).toContain('Sitemap: https://kango.example/sitemap.xml');
  });

  it('compresses pages and assets with brotli or gzip, as the browser asks', async () => {
    const app = await testApp({}, { webDist: dist });
    const brotli = await request(app).get('/assets/big-abc123.js').set('Accept-Encoding', 'br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await request(app).get('/assets/big-abc123.js').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await request(app).get('/assets/big-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends the brotli or gzip file the build wrote beside an asset, rather than compressing it again', async () => {
    const app = await testApp({}, { webDist: dist });
    // The client decodes what it receives: the words show which file was sent.
    const asked = (encoding: string) =>
      request(app).get('/assets/packed-abc123.js').set('Accept-Encoding', encoding).buffer(true);
    const brotli = await asked('gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.text).toBe('the brotli file');
    const gzip = await asked('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe('the gzip file');
  });

  it('never serves source maps, in development or production, however the path is spelt', async () => {
    const development = await testApp({}, { webDist: dist });
    const production = await testApp(
      {},
      { webDist: dist },
      { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), ...PRODUCTION_IDENTITY_ENV },
    );
    for (const app of [development, production])
      for (const path of [
        '/assets/app-abc123.js.map',
        '/assets/app-abc123.js.%6dap',
        '/assets/app-abc123.js.%6D%61%70',
      ]) {
        const map = await request(app).get(path);
        expect([path, map.status]).toEqual([path, 404]);
        expect(map.text).not.toContain('secret.ts');
      }
  });

  it('redirects only to a path on this site, whatever the path looks like', async () => {
    const app = await testApp({}, { webDist: dist });
    for (const [from, to] of [
      ['//evil.example/', '/evil.example'],
      ['///evil.example/', '/evil.example'],
      ['/\\evil.example/', '/evil.example'],
      ['/%5Cevil.example/', '/%5Cevil.example'],
      ['//evil.example/?next=1', '/evil.example?next=1'],
    ]) {
      const res = await request(app).get(from ?? '');
      expect([from, res.status, res.headers.location]).toEqual([from, 301, to]);
    }
  });

  it('refuses a path longer than any of the site’s with 414, page or API, and answers one just short of it', async () => {
    const app = await testApp({}, { webDist: dist });
    for (const path of [
      `/${'.'.repeat(15_000)}/`,
      `/${'/'.repeat(15_000)}a/`,
      `/api/track/${'A'.repeat(2000)}`,
    ]) {
      const res = await request(app).get(path);
      expect([res.status, res.body]).toEqual([
        414,
        { message: 'The address is too long: at most 1024 characters.' },
      ]);
    }
    // The query of a calculator page is not the path's.
    await request(app)
      .get(`/calculator-embed?source=${'a'.repeat(2000)}`)
      .expect(200);
    const dots = await request(app).get(`/${'.'.repeat(1000)}/`);
    expect([dots.status, dots.headers.location]).toEqual([301, `/${'.'.repeat(1000)}`]);
    await request(app)
      .get(`/${'.'.repeat(1000)}`)
      .expect(404);
    const slashes = await request(app).get(`/a${'/'.repeat(1000)}`);
    expect([slashes.status, slashes.headers.location]).toEqual([301, '/a']);
  });

  it('lets other sites frame the embeddable calculator', async () => {
    const app = await testApp({}, { webDist: dist });
    const res = await request(app).get('/calculator-embed?theme=dark');
    expect(res.status).toBe(200);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
  });

  it('says the web app is not built rather than failing when index.html is missing', async () => {
    const app = await testApp({}, { webDist: join(dist, 'missing') });
    const res = await request(app).get('/');
    expect(res.status).toBe(503);
  });
});

describe('reading a path by string operations', () => {
  // The patterns they replace, as the oracle on short paths (on long ones the patterns are what stalled).
  const paths = [
    '/',
    '/a',
    '/a.',
    '/a.b',
    '/..',
    '/x/.',
    '/x.y/z',
    '/x/y.js',
    '//',
    '/a//',
    '/a/b/',
    '',
    '.js',
  ];
  it('finds an extension where /\\.[^/]+$/ does', () => {
    for (const path of paths) expect([path, hasExtension(path)]).toEqual([path, /\.[^/]+$/.test(path)]);
  });
  it('drops trailing slashes as /\\/+$/ does', () => {
    for (const path of paths)
      expect([path, withoutTrailingSlashes(path)]).toEqual([path, path.replace(/\/+$/, '')]);
  });
});
