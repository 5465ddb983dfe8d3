import * as z from 'zod/mini';
import { STAFF_TAG, endpoint } from '../../shared/endpoint.js';
import { refusalsFrom } from '../../shared/refusals.js';
import { optionalText } from '../../shared/text-fields.js';
import { RATE_CARD_REFUSALS } from './rate-card.refusals.js';
import { rateCardHistoryResponseSchema, rateCardImportResponseSchema } from './rate-card-responses.schema.js';
import { rateCardSetSchema } from '../rate-card.schema.js';

const RATE_CARDS = {
  name: 'rate cards',
  description: "Other forwarders' published rates, which every price is compared with.",
};

/** Page data: the competitor rate cards in force. */
export const rateCardsEndpoint = endpoint({
  operationId: 'rateCards',
  method: 'GET',
  path: '/api/shipping/rate-cards',
  tag: RATE_CARDS,
  summary: 'The competitor rate cards in force, as their file is written',
  who: 'anyone',
  ok: { status: 200, meaning: 'The rate cards in force.', schema: rateCardSetSchema, asWritten: true },
});

export const rateCardVersionsEndpoint = endpoint({
  operationId: 'rateCardVersions',
  method: 'GET',
  path: '/api/admin/rate-cards',
  tag: STAFF_TAG,
  summary: 'Every imported rate-card version, and the one in force',
  who: 'staff',
  roles: ['admin'],
  ok: { status: 200, meaning: 'The versions.', schema: rateCardHistoryResponseSchema },
});

/** The body is read as text, so that a file that is not JSON gets the same message as from the CLI. */
export const importRateCardsEndpoint = endpoint({
  operationId: 'importRateCards',
  method: 'POST',
  path: '/api/admin/rate-cards',
  tag: STAFF_TAG,
  summary: 'Import a rate-card file; in force from its effective date',
  who: 'staff',
  roles: ['admin'],
  query: z.object({ name: optionalText(200) }),
  body: {
    type: 'text',
    mediaTypes: ['application/json'],
    note: 'The file as written (JSON, in the form of the shipped rate-cards.json), up to 64 kB.',
    maxBytes: 64 * 1024,
    describedAs: rateCardSetSchema,
  },
  ok: { status: 201, meaning: 'Imported.', schema: rateCardImportResponseSchema },
  refuses: refusalsFrom(RATE_CARD_REFUSALS)('RATE_CARDS.NOT_JSON', 'RATE_CARDS.INVALID'),
});
