import type { CatalogItem, FeaturedProduct, ProductImages } from '../../../core/products/product.js';
import { uniqueNumber } from '../../support/unique.js';

/** An ASIN of Amazon's form (ten letters and digits) no other builder call gives. */
export const anAsin = (): string => `B${String(uniqueNumber())}`;

const EARBUDS_IMAGES: ProductImages = {
  large: { url: 'https://images.example.com/earbuds-l.jpg', width: 500, height: 500 },
  medium: { url: 'https://images.example.com/earbuds-m.jpg', width: 160, height: 160 },
};

/** A product on the shop's shelf (Object Mother): $49.99 earbuds in stock, with pictures and a unique ASIN. */
export const aFeaturedProduct = (overrides: Partial<FeaturedProduct> = {}): FeaturedProduct => ({
  asin: anAsin(),
  title: 'Wireless earbuds with charging case',
  priceCents: 4999,
  images: EARBUDS_IMAGES,
  description: 'Up to 30 hours of play with the case',
  category: 'electronics',
  inStock: true,
  addedAt: new Date('2026-11-20T10:00:00.000Z'),
  refreshedAt: new Date('2026-11-20T10:00:00.000Z'),
  ...overrides,
});

/** A product as the catalog answers it: the same earbuds, 0.25 kg, without variations, with a unique ASIN. */
export const aCatalogItem = (overrides: Partial<CatalogItem> = {}): CatalogItem => ({
  asin: anAsin(),
  title: 'Wireless earbuds with charging case',
  priceCents: 4999,
  images: EARBUDS_IMAGES,
  availability: 'In Stock',
  inStock: true,
  weightKg: 0.25,
  dimensionsCm: { length: 10, width: 8, height: 4 },
  description: 'Up to 30 hours of play with the case',
  rating: 4.4,
  reviews: 1287,
  hasVariations: false,
  ...overrides,
});
