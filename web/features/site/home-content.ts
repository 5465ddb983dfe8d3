/** The stores shoppers use most; the strip ends with how many more ship to the address. */
export const RETAILERS = [
  'Amazon',
  'Walmart',
  'eBay',
  'Target',
  'Best Buy',
  'Nike',
  'Apple',
  "Macy's",
] as const;
