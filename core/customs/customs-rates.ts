/**
 * Kenya's import charges on a parcel, as dated data: when the law changes, a new table with its date replaces
 * this one, and every page shows the date it computes with.
 */

export interface CustomsCategory {
  key: string;
  name: string;
  dutyPercent: number;
  /** What a shopper must know before buying in this category. */
  note?: string;
}

/** Whatever has no category of its own. */
const OTHER = { key: 'other', name: 'Other', dutyPercent: 25 } as const;

/** The calculator's twelve categories and their import duty (EAC Common External Tariff bands). */
export const CUSTOMS_CATEGORIES = [
  { key: 'electronics-new', name: 'Electronics (new)', dutyPercent: 25 },
  {
    key: 'electronics-used',
    name: 'Electronics (used)',
    dutyPercent: 35,
    note: 'Used electronics need a KEBS (Kenya Bureau of Standards) permit before they are shipped.',
  },
  { key: 'clothing', name: 'Clothing & textiles', dutyPercent: 35 },
  { key: 'shoes', name: 'Shoes', dutyPercent: 25 },
  { key: 'books', name: 'Books', dutyPercent: 0 },
  { key: 'cosmetics', name: 'Cosmetics', dutyPercent: 25 },
  { key: 'jewelry', name: 'Jewelry', dutyPercent: 25 },
  { key: 'bags', name: 'Bags & leather', dutyPercent: 25 },
  { key: 'toys', name: 'Toys', dutyPercent: 25 },
  { key: 'food', name: 'Food', dutyPercent: 35 },
  { key: 'medicine', name: 'Medicine', dutyPercent: 0 },
  OTHER,
] as const satisfies readonly CustomsCategory[];

export type CustomsCategoryKey = (typeof CUSTOMS_CATEGORIES)[number]['key'];

export const CUSTOMS_CATEGORY_KEYS = CUSTOMS_CATEGORIES.map((c) => c.key) as [
  CustomsCategoryKey,
  ...CustomsCategoryKey[],
];

export const customsCategory = (key: CustomsCategoryKey): CustomsCategory =>
  CUSTOMS_CATEGORIES.find((c) => c.key === key) ?? OTHER;

/** The charges beside the duty, with the law and the date they apply from. */
export const KENYA_IMPORT_RULES = {
  /** VAT on the value plus the duty. */
  vatPercent: 16,
  /** Import Declaration Fee, on the customs value. */
  importDeclarationFeePercent: 2.5,
  /** Railway Development Levy, on the customs value. */
  railwayLevyPercent: 2,
  effectiveFrom: '2025-07-01',
  source: 'VAT Act 2013; Miscellaneous Fees and Levies Act 2016 as amended by the Finance Act 2025',
} as const;
