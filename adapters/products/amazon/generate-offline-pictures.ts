/**
 * Draws a picture for each product of the offline catalog (the catalog is fictional, so it has no photographs):
 * the category's glyph in a colour drawn from the ASIN, the name's first word under it, 500 × 500. Run it after
 * adding a product to adapters/products/amazon/offline-catalog.json; the pictures are shipped in web/public.
 *   npx tsx adapters/products/amazon/generate-offline-pictures.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { offlineCatalogSchema } from './offline-product-catalog.js';
import offlineCatalogJson from './offline-catalog.json' with { type: 'json' };
import type { ProductCategory } from '../../../core/products/product.js';

const root = new URL('../', import.meta.url).pathname;
const catalog = offlineCatalogSchema.parse(offlineCatalogJson);
const out = join(root, 'web/public/catalog/products');
type Item = (typeof catalog.items)[number];

/** Each category's tint, ink and glyph (drawn in a 160 × 160 box). */
const CATEGORIES: Record<ProductCategory, { tint: string; ink: string; glyph: string }> = {
  electronics: {
    tint: '#dbeafe',
    ink: '#1d4ed8',
    glyph: '<rect x="52" y="40" width="56" height="80" rx="8"/><circle cx="80" cy="108" r="4"/>',
  },
  fashion: {
    tint: '#fce7f3',
    ink: '#be185d',
    glyph:
      '<path d="M60 44 L80 56 L100 44 L120 60 L110 76 L102 70 L102 120 L58 120 L58 70 L50 76 L40 60 Z"/>',
  },
  home: {
    tint: '#fef3c7',
    ink: '#b45309',
    glyph: '<path d="M40 80 L80 46 L120 80"/><rect x="52" y="78" width="56" height="42"/>',
  },
  beauty: {
    tint: '#ede9fe',
    ink: '#7c3aed',
    glyph:
      '<rect x="66" y="64" width="28" height="56" rx="6"/><rect x="72" y="40" width="16" height="24" rx="3"/>',
  },
  health: {
    tint: '#d1fae5',
    ink: '#047857',
    glyph: '<rect x="44" y="66" width="72" height="28" rx="14"/><path d="M80 66 L80 94"/>',
  },
  books: {
    tint: '#ccfbf1',
    ink: '#0f766e',
    glyph:
      '<path d="M80 52 C66 44 52 44 40 48 L40 116 C52 112 66 112 80 120 C94 112 108 112 120 116 L120 48 C108 44 94 44 80 52 Z M80 52 L80 120"/>',
  },
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A hue of its own for each product, from its ASIN. */
const hueOf = (asin: string) => {
  let hue = 7;
  for (let i = 0; i < asin.length; i += 1) hue = (hue * 31 + asin.charCodeAt(i)) % 360;
  return hue;
};

/** The name's first word, as a brand on the box ("Nimbus", "Stride"), cut to fit. */
const brandOf = (title: string) => {
  const word = (title.split(' ')[0] ?? '').replace(/[,.]$/, '');
  return word.length > 12 ? `${word.slice(0, 11)}…` : word;
};

function picture(item: Item): string {
  const { tint, ink, glyph } = CATEGORIES[item.category];
  const hue = hueOf(item.asin);
  const text = `<text x="250" y="440" text-anchor="middle" font-family="system-ui, sans-serif" font-size="64" font-weight="700" fill="${ink}">${escape(brandOf(item.title))}</text>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>`,
    '<rect width="500" height="500" fill="url(#g)"/>',
    `<circle cx="250" cy="190" r="130" fill="hsl(${hue} 70% 88%)"/>`,
    `<g transform="translate(122 62) scale(1.6)" fill="hsl(${hue} 65% 75%)" stroke="${ink}" stroke-width="5" stroke-linejoin="round">${glyph}</g>`,
    text,
    '</svg>',
    '',
  ].join('');
}

mkdirSync(out, { recursive: true });
const wanted = new Set(catalog.items.map((item) => `${item.asin}.svg`));
for (const stale of readdirSync(out).filter((name) => !wanted.has(name))) rmSync(join(out, stale));
for (const item of catalog.items) writeFileSync(join(out, `${item.asin}.svg`), picture(item));
console.log(`${catalog.items.length} pictures in ${out}`);
