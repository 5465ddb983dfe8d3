import type { BusinessClaims } from './business-claims.schema.js';

export type { BusinessClaims };

/** The landing page's claims, by default. */
export const SPECIFICATION_CLAIMS: BusinessClaims = {
  customers: 10_000,
  usStores: 1_000,
  rating: 4.9,
  reviews: 2_500,
  savingsPercent: 60,
  packagesDelivered: 50_000,
  countiesServed: 47,
};

const count = (n: number): string => `${n.toLocaleString('en-US')}+`;

/** The claims as the pages word them. */
export function claimTexts(claims: BusinessClaims) {
  return {
    customers: count(claims.customers),
    usStores: count(claims.usStores),
    rating: `${claims.rating.toFixed(1)}/5`,
    reviews: count(claims.reviews),
    ratingLine: `${claims.rating.toFixed(1)}/5 from ${count(claims.reviews)} reviews`,
    savingsUpTo: `up to ${String(claims.savingsPercent)}%`,
    savings: `Save up to ${String(claims.savingsPercent)}%`,
    packagesDelivered: count(claims.packagesDelivered),
    countiesServed: String(claims.countiesServed),
    /** The retailer strip names `shown` stores and ends with the rest of the count. */
    moreStores: (shown: number) => `+ ${(claims.usStores - shown).toLocaleString('en-US')} more stores`,
  };
}

/** How long a service takes, and the moment it counts from. */
export interface ServiceTime {
  range: string;
  countsFrom: string;
}

/** "5-7 business days after the US departure" */
export const serviceTimeText = (time: ServiceTime): string => `${time.range} ${time.countsFrom}`;

export const SERVICE_TIMES = {
  /** Air freight to Kenya, from the weekly flight. */
  kenyaAir: { range: '5-7 business days', countsFrom: 'after the US departure' },
  /** From the day a parcel reaches the warehouse to the customer's door, the wait for the flight included. */
  kenyaDoorToDoor: { range: '7-10 days', countsFrom: 'from our warehouse to you' },
  southSudanAir: { range: '7-10 business days', countsFrom: 'after the US departure' },
  /** Buy for Me includes the purchase and the US store's delivery to our warehouse. */
  buyForMe: { range: '7-14 business days', countsFrom: 'from your order' },
  ocean: { range: '75-90 days', countsFrom: 'from the sailing' },
  /** A message to support, by any channel, outside the support hours too. */
  supportReply: { range: 'within 24 hours', countsFrom: 'of your message' },
  /** A parcel is received, weighed and photographed. */
  warehouseProcessing: { range: 'within 24 hours', countsFrom: 'of its arrival' },
} as const satisfies Record<string, ServiceTime>;
