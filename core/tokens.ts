import type { RateCardSet } from './competitors/rate-card.schema.js';
import type { CalculateShippingUseCase } from './pricing/calculate-shipping.use-case.js';
import type { Clock } from './shared/clock.js';

declare const portType: unique symbol;
/** A symbol that remembers the type bound to it, so that resolving it needs no cast at call sites. */
export type Token<T> = symbol & { readonly [portType]?: T };

function token<T>(name: string): Token<T> {
  return Symbol.for(`kango.${name}`);
}

export const TOKENS = {
  Clock: token<Clock>('Clock'),
  RateCards: token<RateCardSet>('RateCards'),
  CalculateShipping: token<CalculateShippingUseCase>('CalculateShipping'),
} as const;
