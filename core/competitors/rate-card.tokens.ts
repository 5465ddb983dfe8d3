import { token } from '../shared/token.js';
import type { ImportRateCardsUseCase } from './import-rate-cards.use-case.js';
import type { RateCardBook } from './rate-card-book.js';

export const RATE_CARD_TOKENS = {
  /** The competitor rate cards: the shipped file and staff's imports, the one in force by date. */
  RateCardBook: token<RateCardBook>('RateCardBook'),
  ImportRateCards: token<ImportRateCardsUseCase>('ImportRateCards'),
} as const;
