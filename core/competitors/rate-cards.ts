import rateCardsJson from './rate-cards.json' with { type: 'json' };
import { type RateCardSet, rateCardSetSchema } from './rate-card.schema.js';

/** The rate-card file shipped with the code: in force until staff import a later one. */
export const SHIPPED_RATE_CARDS_DOCUMENT: unknown = rateCardsJson;

/** The shipped rate cards, checked once when the module loads (the browser's fallback when the API is away). */
export const CURRENT_RATE_CARDS: RateCardSet = rateCardSetSchema.parse(rateCardsJson);
