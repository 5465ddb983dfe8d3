import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IDENTITY } from '../../../core/site/business-identity.js';
import { PAGE_MAX_AGE_MS, WebPages } from '../../../adapters/http/web-pages.js';

/** A built app whose renderer numbers its renders, so that a test sees which render it was served. */
function builtApp() {
  const dir = mkdtempSync(join(tmpdir(), 'web-pages-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<head><!--page-head--></head><div id="root"><!--page-body--></div>',
  );
  writeFileSync(
    join(dir, 'renderer.mjs'),
    `let renders = 0;
     export async function renderPage(path) { renders += 1; return { body: path + ' render ' + renders, head: '' }; }`,
  );
  return dir;
}

describe('the pages the server renders', () => {
  it('renders a page once, serves it for an hour, then renders it again while serving the old one', async () => {
    const dir = builtApp();
    let now = 0;
    const pages = new WebPages({
      distDir: dir,
      rendererPath: join(dir, 'renderer.mjs'),
      site: { identity: PLACEHOLDER_IDENTITY, publicUrl: 'https://kango.example' },
      logger: pino({ level: 'silent' }),
      now: () => now,
    });
    const [first, second] = await Promise.all([pages.page('/track'), pages.page('/track')]);
    expect([first, second]).toEqual([expect.stringContaining('/track render 1'), first]);
    now = PAGE_MAX_AGE_MS;
    expect(await pages.page('/track')).toContain('/track render 1');
    now = PAGE_MAX_AGE_MS + 1;
    expect(await pages.page('/track')).toContain('/track render 1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await pages.page('/track')).toContain('/track render 2');
  });
});
