/** The categories the affiliate page filters by. */
export const AFFILIATE_CATEGORIES = ['E-commerce', 'Electronics', 'Fashion', 'Travel', 'Financial'] as const;
type AffiliateCategory = (typeof AFFILIATE_CATEGORIES)[number];

export interface AffiliateProgram {
  id: string;
  name: string;
  category: AffiliateCategory;
  /** As the program states it; "Varies" where the program gives none. */
  commission: string;
  description: string;
  /** Among the best for shoppers in Kenya. */
  topForKenya: boolean;
}

/** The twelve programs the site lists. */
export const AFFILIATE_PROGRAMS: readonly AffiliateProgram[] = [
  {
    id: 'amazon',
    name: 'Amazon Associates',
    category: 'E-commerce',
    commission: '1-10%',
    description: 'The largest US store; commission by product category.',
    topForKenya: true,
  },
  {
    id: 'ebay',
    name: 'eBay Partner Network',
    category: 'E-commerce',
    commission: '1-4%',
    description: 'New and used goods, auctions and refurbished electronics.',
    topForKenya: true,
  },
  {
    id: 'walmart',
    name: 'Walmart Affiliates',
    category: 'E-commerce',
    commission: '4%',
    description: 'Everyday goods at US prices, often with free shipping to the warehouse.',
    topForKenya: true,
  },
  {
    id: 'bestbuy',
    name: 'Best Buy Affiliates',
    category: 'Electronics',
    commission: 'Varies',
    description: 'Laptops, phones and appliances.',
    topForKenya: true,
  },
  {
    id: 'apple',
    name: 'Apple Services Performance Partners',
    category: 'Electronics',
    commission: 'Varies',
    description: 'Apps, music, TV and books from Apple.',
    topForKenya: false,
  },
  {
    id: 'microsoft',
    name: 'Microsoft Store Affiliates',
    category: 'Electronics',
    commission: 'Varies',
    description: 'Surface laptops, Xbox and software.',
    topForKenya: false,
  },
  {
    id: 'nike',
    name: 'Nike Affiliates',
    category: 'Fashion',
    commission: 'Varies',
    description: 'Sneakers and sportswear.',
    topForKenya: true,
  },
  {
    id: 'adidas',
    name: 'adidas Affiliates',
    category: 'Fashion',
    commission: 'Varies',
    description: 'Trainers, football kit and sportswear.',
    topForKenya: false,
  },
  {
    id: 'macys',
    name: "Macy's Affiliates",
    category: 'Fashion',
    commission: 'Varies',
    description: 'Clothing, shoes and beauty.',
    topForKenya: false,
  },
  {
    id: 'booking',
    name: 'Booking.com Affiliate Partner',
    category: 'Travel',
    commission: '25-40%',
    description: 'Hotels and stays, commission on Booking.com’s own fee.',
    topForKenya: true,
  },
  {
    id: 'wise',
    name: 'Wise Affiliates',
    category: 'Financial',
    commission: '$15-50',
    description: 'Money transfers at the real exchange rate, paid per new customer.',
    topForKenya: true,
  },
  {
    id: 'currencycloud',
    name: 'Currencycloud Partners',
    category: 'Financial',
    commission: 'Varies',
    description: 'Cross-border payments for businesses that import.',
    topForKenya: false,
  },
];

/** Programs whose sign-up page is known; any other opens the .com site its id names. */
const KNOWN_LINKS: Readonly<Record<string, (tag: string) => string>> = {
  amazon: (tag) => `https://www.amazon.com/?tag=${encodeURIComponent(tag)}`,
  wise: () => 'https://wise.com/',
  booking: () => 'https://www.booking.com/',
  ebay: () => 'https://www.ebay.com/',
  nike: () => 'https://www.nike.com/',
};

export const affiliateLink = (program: AffiliateProgram, associateTag: string): string =>
  KNOWN_LINKS[program.id]?.(associateTag) ?? `https://www.${program.id}.com/`;
