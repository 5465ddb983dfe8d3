/**
 * Renders pages with the server's own renderer (dist/web-server, which the test run builds when stale), in a Node
 * process of its own (no DOM, and a React apart from the test's), and prints them as JSON:
 * `tsx test/web/render-on-server.ts SITE_JSON DATA_JSON PATH...`.
 */
type Renderer = typeof import('../../web/entry-server.js');
const { renderPage } = (await import(
  new URL('../../dist/web-server/entry-server.js', import.meta.url).href
)) as Renderer;

const [siteJson = '{}', dataJson = '{}', ...paths] = process.argv.slice(2);
const site = JSON.parse(siteJson) as Parameters<typeof renderPage>[1];
const data = JSON.parse(dataJson) as Parameters<typeof renderPage>[2];
const pages = await Promise.all(
  paths.map(async (path) => [path, await renderPage(path, site, data)] as const),
);
process.stdout.write(JSON.stringify(Object.fromEntries(pages)));
