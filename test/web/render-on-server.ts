/**
 * Renders pages as the server does, in a Node process of its own (no DOM, and a React apart from the test's),
 * and prints them as JSON: `tsx test/web/render-on-server.ts SITE_JSON DATA_JSON PATH...`.
 */
import { renderPage } from '../../web/entry-server.js';

const [siteJson = '{}', dataJson = '{}', ...paths] = process.argv.slice(2);
const site = JSON.parse(siteJson) as Parameters<typeof renderPage>[1];
const data = JSON.parse(dataJson) as Parameters<typeof renderPage>[2];
const pages = await Promise.all(
  paths.map(async (path) => [path, await renderPage(path, site, data)] as const),
);
process.stdout.write(JSON.stringify(Object.fromEntries(pages)));
