import type { Cents } from '../shared/money.js';

/** What the price includes and what it leaves out, as every pricing surface states it. */
export const SERVICE_TERMS = {
  /** The warehouse is in Delaware, which has no sales tax. */
  usSalesTaxCents: 0 as Cents,
  /** Saved on a parcel announced before it reaches the warehouse. */
  preAlertSavingCents: 300 as Cents,
} as const;
