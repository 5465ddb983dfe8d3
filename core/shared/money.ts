/** Money is held as integer US cents; dollars appear only at the edges. */
export type Cents = number;

export const dollarsToCents = (dollars: number): Cents => Math.round(dollars * 100);

export const centsToDollars = (cents: Cents): number => cents / 100;

/** Price of `quantity` units at `unitCents` each, rounded to the nearest cent. */
export const multiplyCents = (unitCents: Cents, quantity: number): Cents => Math.round(unitCents * quantity);

/** `percent` of an amount, rounded to the nearest cent. */
export const percentOf = (amount: Cents, percent: number): Cents => Math.round((amount * percent) / 100);

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

export const formatUsd = (cents: Cents): string => usd.format(centsToDollars(cents));
