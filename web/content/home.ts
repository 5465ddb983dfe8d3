/** The business's headline claims, one place for every page that repeats them. */
export const CLAIMS = [
  { value: '5,000+', label: 'customers' },
  { value: '50,000+', label: 'packages delivered' },
  { value: '47', label: 'counties served' },
  { value: '13+', label: 'carriers compared, rates updated weekly' },
] as const;

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
export const MORE_STORES = '+ 992 more stores';
