import rateCardsJson from './rate-cards.json' with { type: 'json' };
import { type RateCardSet, rateCardSetSchema } from './rate-card.schema.js';

/** The competitor rate cards in force, checked once when the module loads. */
export const CURRENT_RATE_CARDS: RateCardSet = rateCardSetSchema.parse(rateCardsJson);
