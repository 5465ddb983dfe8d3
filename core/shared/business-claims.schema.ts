import * as z from 'zod/mini';

// Apart from business-claims.ts: its defaults and helpers are on every page's first load, which carries no schema library.
/**
 * What the business says of itself, and how long its services take: the one home of every claim and time a
 * page states. The counts are configuration (the landing page's figures by default); the times are
 * service rules and say what they count from.
 */
export const businessClaimsSchema = z.object({
  customers: z.int().check(z.positive()),
  usStores: z.int().check(z.positive()),
  /** Average review score out of 5. */
  rating: z.number().check(z.positive(), z.lte(5)),
  reviews: z.int().check(z.positive()),
  /** The most a shopper saves against buying the same item in Kenya, in percent. */
  savingsPercent: z.int().check(z.positive(), z.lte(100)),
  packagesDelivered: z.int().check(z.positive()),
  countiesServed: z.int().check(z.positive(), z.lte(47)),
});
export type BusinessClaims = z.infer<typeof businessClaimsSchema>;
