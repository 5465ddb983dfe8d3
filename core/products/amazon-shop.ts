import * as z from 'zod/mini';

/**
 * The shop's way into Amazon: a search on the marketplace the shopper chose, carrying our associate tag and the
 * link builder's tracking fields, so that a purchase after the search is credited to us.
 */

/** A marketplace, its own domain, and the campaign and creative ids its link builder gives search links. */
export interface AmazonMarketplace {
  code: string;
  name: string;
  domain: string;
  camp: string;
  creative: string;
}

/** The marketplaces the shop offers, United States first: our warehouse is there. */
export const AMAZON_MARKETPLACES = [
  { code: 'US', name: 'United States', domain: 'amazon.com', camp: '1789', creative: '9325' },
  { code: 'UK', name: 'United Kingdom', domain: 'amazon.co.uk', camp: '1634', creative: '6738' },
  { code: 'DE', name: 'Germany', domain: 'amazon.de', camp: '1638', creative: '6742' },
  { code: 'CA', name: 'Canada', domain: 'amazon.ca', camp: '15121', creative: '330641' },
  { code: 'FR', name: 'France', domain: 'amazon.fr', camp: '1642', creative: '6746' },
  { code: 'IT', name: 'Italy', domain: 'amazon.it', camp: '3414', creative: '21718' },
  { code: 'ES', name: 'Spain', domain: 'amazon.es', camp: '3626', creative: '24790' },
  { code: 'IN', name: 'India', domain: 'amazon.in', camp: '3638', creative: '24630' },
  { code: 'JP', name: 'Japan', domain: 'amazon.co.jp', camp: '247', creative: '1211' },
] as const satisfies readonly AmazonMarketplace[];

export type MarketplaceCode = (typeof AMAZON_MARKETPLACES)[number]['code'];
export const DEFAULT_MARKETPLACE: MarketplaceCode = 'US';

/** The search box: a marketplace of the list and the words (a blank search does nothing). */
export const amazonSearchSchema = z.object({
  marketplace: z.enum(AMAZON_MARKETPLACES.map((m) => m.code)),
  query: z.string().check(z.trim(), z.minLength(1, 'Type what you are looking for')),
});

export const marketplaceOf = (code: string): AmazonMarketplace =>
  AMAZON_MARKETPLACES.find((m) => m.code === code) ?? AMAZON_MARKETPLACES[0];

/** The six departments of the shop, each opening a search for what shoppers in Kenya most often buy there. */
export const SHOP_CATEGORIES = [
  { name: 'Electronics', searchTerm: 'electronics', examples: 'Phones, laptops, headphones, cameras' },
  { name: 'Fashion', searchTerm: 'fashion clothing shoes', examples: 'Clothes, sneakers, bags, watches' },
  { name: 'Home & Kitchen', searchTerm: 'home kitchen', examples: 'Cookware, small appliances, bedding' },
  { name: 'Health & Beauty', searchTerm: 'health beauty', examples: 'Skincare, hair care, vitamins' },
  { name: 'Books & Media', searchTerm: 'books', examples: 'Books, textbooks, games, music' },
  { name: 'Sports & Outdoors', searchTerm: 'sports outdoors', examples: 'Fitness gear, camping, cycling' },
] as const;

/** How the search box's own searches are marked: a search-box search, no suggestion picked. */
const SEARCH_REF = 'nb_sb_noss';

/** Where the marketplace's search lives. */
export const amazonSearchAction = (marketplace: AmazonMarketplace): string =>
  `https://www.${marketplace.domain}/s`;

/** The fields every search carries besides the keywords: our tag and the link builder's tracking. */
export const amazonSearchFields = (
  marketplace: AmazonMarketplace,
  associateTag: string,
): Record<string, string> => ({
  tag: associateTag,
  linkCode: 'ur2',
  camp: marketplace.camp,
  creative: marketplace.creative,
  ref: SEARCH_REF,
});

/** The search for `query` on `marketplace`, tagged; undefined for a blank query, which searches nothing. */
export function amazonSearchUrl(
  query: string,
  marketplace: AmazonMarketplace,
  associateTag: string,
): string | undefined {
  const keywords = query.trim();
  if (keywords === '') return undefined;
  const fields = new URLSearchParams({ k: keywords, ...amazonSearchFields(marketplace, associateTag) });
  return `${amazonSearchAction(marketplace)}?${fields.toString()}`;
}
