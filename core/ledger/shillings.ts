import type { ExchangeRate } from '../shared/exchange-rate.js';
import type { Cents } from '../shared/money.js';

/** The rate in ten-thousandths of a shilling per dollar: integer arithmetic from here on, so nothing drifts. */
const rateUnits = (rate: ExchangeRate): number => Math.round(rate.kesPerUsd * 10_000);
/** Ten-thousandths of a shilling per cent at the rate, times 100 cents: 1,000,000 units make a shilling-dollar. */
const UNITS_PER_SHILLING_CENT = 1_000_000;

/** The whole shillings to ask for `cents` at the rate: rounded up, so a payment of them covers the dollars. */
export function shillingsToAsk(cents: Cents, rate: ExchangeRate): number {
  if (cents <= 0) return 0;
  return Math.ceil((cents * rateUnits(rate)) / UNITS_PER_SHILLING_CENT);
}

/** The cents that `shillings` paid are worth at the rate: rounded down, so we never credit more than came in. */
export function centsForShillings(shillings: number, rate: ExchangeRate): Cents {
  return Math.floor((shillings * UNITS_PER_SHILLING_CENT) / rateUnits(rate));
}

/**
 * The cents that cover `kesCents` (shillings in hundredths) at the rate: rounded up, so what the customer pays in
 * dollars is never short of the shillings we pay out for them (Kenya's duty and taxes, paid to KRA).
 */
export function centsToCoverShillingCents(kesCents: number, rate: ExchangeRate): Cents {
  if (kesCents <= 0) return 0;
  return Math.ceil((kesCents * 10_000) / rateUnits(rate));
}
