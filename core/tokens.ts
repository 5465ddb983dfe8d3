import type { SendContactMessageUseCase } from './contact/send-contact-message.use-case.js';
import type { RateCardSet } from './competitors/rate-card.schema.js';
import type { CalculateShippingUseCase } from './pricing/calculate-shipping.use-case.js';
import type { SubmitQuoteRequestUseCase } from './quotes/submit-quote-request.use-case.js';
import type { Clock } from './shared/clock.js';
import type { UnitOfWork } from './shared/unit-of-work.ports.js';

declare const portType: unique symbol;
/** A symbol that remembers the type bound to it, so that resolving it needs no cast at call sites. */
export type Token<T> = symbol & { readonly [portType]?: T };

function token<T>(name: string): Token<T> {
  return Symbol.for(`kango.${name}`);
}

export const TOKENS = {
  Clock: token<Clock>('Clock'),
  RateCards: token<RateCardSet>('RateCards'),
  UnitOfWork: token<UnitOfWork>('UnitOfWork'),
  CalculateShipping: token<CalculateShippingUseCase>('CalculateShipping'),
  SendContactMessage: token<SendContactMessageUseCase>('SendContactMessage'),
  SubmitQuoteRequest: token<SubmitQuoteRequestUseCase>('SubmitQuoteRequest'),
} as const;
