import type { Dimensions } from '../pricing/units.js';
import type { Cents } from '../shared/money.js';

/** The shop's categories, as the shop names them (slug: name). */
export const PRODUCT_CATEGORIES = [
  { slug: 'electronics', name: 'Electronics' },
  { slug: 'fashion', name: 'Fashion' },
  { slug: 'home', name: 'Home & Kitchen' },
  { slug: 'beauty', name: 'Health & Beauty' },
  { slug: 'health', name: 'Health Supplements' },
  { slug: 'books', name: 'Books & Media' },
] as const;

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]['slug'];

export const PRODUCT_CATEGORY_SLUGS = PRODUCT_CATEGORIES.map((c) => c.slug) as [
  ProductCategory,
  ...ProductCategory[],
];

/** The category's name for a slug from the API; an unknown slug is shown as it is. */
export const categoryName = (slug: string): string =>
  PRODUCT_CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;

/** Amazon's item identifier: ten letters or digits. */
export const ASIN_LENGTH = 10;
export const ASIN_PATTERN = /^[A-Z0-9]{10}$/;

/** A choice the item offers (a colour, a size), one entry per value. */
export interface ProductOption {
  type: string;
  value: string;
}

/** A picture as the catalog gives it, with its size in pixels, so that a page keeps its place for it. */
export interface Picture {
  url: string;
  width: number;
  height: number;
}

/** A product's main picture at two sizes: large for a card of its own, medium for a tile in a grid. */
export interface ProductImages {
  large: Picture | null;
  medium: Picture | null;
}

export const NO_IMAGES: ProductImages = { large: null, medium: null };

/** The one address where a single picture is wanted (the API's `image`): the large one, else the medium. */
export const mainImageUrl = (images: ProductImages): string | null =>
  images.large?.url ?? images.medium?.url ?? null;

/** One item as a catalog describes it; what a catalog does not give is null. */
export interface CatalogItem {
  asin: string;
  title: string;
  /** In US cents; null when no offer gives a price in dollars. */
  priceCents: Cents | null;
  images: ProductImages;
  /** The offer's own words ('In Stock', 'Usually ships within 2 to 3 days'). */
  availability: string;
  inStock: boolean;
  weightKg: number | null;
  dimensionsCm: Dimensions | null;
  /** A few words about the item (its first listed feature). */
  description: string;
  rating: number | null;
  reviews: number | null;
  /** Whether the item is one of several variations (sizes, colours), whose options a second call lists. */
  hasVariations: boolean;
}

/** A product staff chose to show in the shop, as last seen in the catalog. */
export interface FeaturedProduct {
  asin: string;
  title: string;
  priceCents: Cents | null;
  images: ProductImages;
  description: string;
  category: ProductCategory;
  inStock: boolean;
  addedAt: Date;
  refreshedAt: Date;
}
