import { formatLongDate } from './calendar.js';
import type { Language } from './language.js';
import type { Cents } from './money.js';
import type { ExchangeRate } from './exchange-rate.schema.js';

export type { ExchangeRate };

/** A PLACEHOLDER for development: set USD_KES_RATE and USD_KES_RATE_DATE in a real deployment. */
export const PLACEHOLDER_EXCHANGE_RATE: ExchangeRate = { kesPerUsd: 129, asOf: '2026-11-01' };

const shillings = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** A dollar amount in whole shillings. */
export const toShillings = (cents: Cents, rate: ExchangeRate): number =>
  Math.round((cents / 100) * rate.kesPerUsd);

/** "KES 93,525" */
export const formatKes = (shillingsAmount: number): string => `KES ${shillings.format(shillingsAmount)}`;

/** "≈ KES 93,525": a dollar amount in whole shillings. */
export const approximateKes = (cents: Cents, rate: ExchangeRate): string =>
  `≈ ${formatKes(toShillings(cents, rate))}`;

/** "rate of 1 November 2026: $1 = KES 129" */
export const rateNote = (rate: ExchangeRate): string =>
  `rate of ${formatLongDate(rate.asOf)}: $1 = KES ${rate.kesPerUsd}`;

/**
 * Shillings as a notice writes them in its language: "KES 9,288" in English, as the pages and every English notice
 * write them; "KSh 9,288" in Kiswahili, as M-Pesa's own Kiswahili messages and Kenyan shops do.
 */
export const formatShillings = (shillingsAmount: number, language: Language): string =>
  language === 'sw' ? `KSh ${shillings.format(shillingsAmount)}` : formatKes(shillingsAmount);

/** The rate a notice's shillings were told at: "rate of 1 November 2026: $1 = KES 129", in the reader's language. */
export const NOTICE_RATE_NOTE: Readonly<Record<Language, (rate: ExchangeRate) => string>> = {
  en: (rate) => `rate of ${formatLongDate(rate.asOf)}: $1 = ${formatShillings(rate.kesPerUsd, 'en')}`,
  sw: (rate) =>
    `kwa kiwango cha ${formatLongDate(rate.asOf, 'sw')}: $1 = ${formatShillings(rate.kesPerUsd, 'sw')}`,
};
