import * as z from 'zod/mini';

// Apart from exchange-rate.ts: its defaults and helpers are on every page's first load, which carries no schema library.
/**
 * The one rate shoppers' totals are shown in Kenya shillings with. Dollars stay the price of record; shillings
 * are a guide, at a configured rate with its date.
 */
export const exchangeRateSchema = z.object({
  kesPerUsd: z.number().check(z.positive()),
  /** YYYY-MM-DD: the day the rate was taken. */
  asOf: z.iso.date(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
