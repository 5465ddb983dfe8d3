import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS, SITE_MAP } from '../../adapters/all-areas.js';
import type { AreaPages } from '../../core/shared/site-map.js';
import { projectPath } from '../../adapters/project-root.js';

/** What the browser's route table reads: every `core/<area>/api/<area>.pages.ts`, found by its name. */
async function declaredInCore(): Promise<AreaPages[]> {
  const files = readdirSync(projectPath('core'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.pages.ts'),
  );
  return Promise.all(
    files.map(async (file) => ((await import(projectPath(`core/${file}`))) as { PAGES: AreaPages }).PAGES),
  );
}

describe('the site map', () => {
  it("is the same on the server (the areas' modules) as in the browser (the pages files)", async () => {
    const declared = await declaredInCore();
    const given = AREAS.flatMap((area) => (area.pages ? [area.pages] : []));
    expect(given).toHaveLength(declared.length);
    for (const pages of declared) expect(given).toContain(pages);
  });

  it('puts the home page first in the sitemap and keeps staff and account pages out of it', () => {
    expect(SITE_MAP.publicPaths[0]).toBe('/');
    expect(SITE_MAP.robotsTxt('https://kango.example')).toContain('Disallow: /admin-parcels');
    expect(SITE_MAP.sitemapXml('https://kango.example')).not.toContain('/dashboard');
  });

  it('answers each path with its kind, and a moved address with where it went', () => {
    expect(SITE_MAP.kindOf('/track')).toBe('public');
    expect(SITE_MAP.kindOf('/dashboard')).toBe('account');
    expect(SITE_MAP.kindOf('/admin-rates')).toBe('admin');
    expect(SITE_MAP.kindOf('/signup')).toBe('redirect');
    expect(SITE_MAP.redirectOf('/about')).toBe('/how-it-works');
    expect(SITE_MAP.kindOf('/nowhere')).toBe('unknown');
  });

  it('answers a page declared with a parameter at any value of it, and keeps robots out of its folder', () => {
    const receipt = '/account/receipts/3f0c2a7e-8d1b-4c6e-9f2a-5b7d1e0c4a98';
    expect(SITE_MAP.kindOf(receipt)).toBe('account');
    expect(SITE_MAP.page(receipt)?.file).toBe('receipt');
    expect(SITE_MAP.kindOf('/account/receipts')).toBe('unknown');
    expect(SITE_MAP.kindOf('/account/receipts/')).toBe('unknown');
    expect(SITE_MAP.kindOf(`${receipt}/more`)).toBe('unknown');
    const robots = SITE_MAP.robotsTxt('https://kango.example');
    expect(robots).toContain('Disallow: /account/receipts/\n');
    expect(robots).not.toContain(':entryId');
  });

  it('names every admin page for the staff menu, each name once', () => {
    const admin = SITE_MAP.pages.filter((page) => page.kind === 'admin');
    expect(admin.map((page) => page.path)).toContain('/admin-payments');
    const labels = admin.map((page) => page.menuLabel);
    expect(labels.every((label) => typeof label === 'string' && label !== '')).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('gives every admin page the staff roles it is for', () => {
    const admin = SITE_MAP.pages.filter((page) => page.kind === 'admin');
    const roleless = admin.filter((page) => (page.roles ?? []).length === 0).map((page) => page.path);
    expect(roleless).toEqual([]);
  });
});
