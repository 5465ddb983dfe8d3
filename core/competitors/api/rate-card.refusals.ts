import type { Refusals } from '../../shared/refusals.js';
import type { RateCardError } from '../rate-card.errors.js';

/** Each failure's status and exit code (a file the command cannot use); the import endpoint picks them. */
export const RATE_CARD_REFUSALS = {
  'RATE_CARDS.NOT_JSON': { status: 400, exit: 'usage' },
  'RATE_CARDS.INVALID': { status: 400, exit: 'usage' },
} as const satisfies Refusals<RateCardError['code']>;
