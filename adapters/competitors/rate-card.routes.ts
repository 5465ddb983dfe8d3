import { rateCardVersionResponse } from '../../core/competitors/api/rate-card-responses.schema.js';
import {
  importRateCardsEndpoint,
  rateCardsEndpoint,
  rateCardVersionsEndpoint,
} from '../../core/competitors/api/rate-card.endpoints.js';
import { RATE_CARD_TOKENS } from '../../core/competitors/rate-card.tokens.js';
import type { AppContainer } from '../wiring.js';
import type { EndpointRouter } from '../http/endpoint-router.js';

/** The rate cards in force, for every calculator; and staff's imports of a new file and its history. */
export function rateCardRoutes(container: AppContainer, api: EndpointRouter): void {
  const importRateCards = container.get(RATE_CARD_TOKENS.ImportRateCards);
  const book = container.get(RATE_CARD_TOKENS.RateCardBook);

  api.on(rateCardsEndpoint, async () => (await book.inForce()).document);

  api.on(rateCardVersionsEndpoint, async () => {
    const { versions, inForce } = await book.history();
    return { versions: versions.map((v) => rateCardVersionResponse(v, v === inForce)) };
  });

  api.on(importRateCardsEndpoint, async ({ body, query, refuse }) => {
    const imported = await importRateCards.execute(body, query.name ?? 'uploaded by staff');
    if (!imported.ok) {
      const { error } = imported;
      // Each problem names the competitor and the field, as the CLI prints them.
      if (error.code === 'RATE_CARDS.INVALID')
        throw refuse(
          { code: error.code, message: 'The rate cards were not imported' },
          error.problems.map((message) => ({ path: 'file', message })),
        );
      throw refuse(error);
    }
    const { version, isInForce } = imported.value;
    return {
      message: `Imported the rate cards effective ${version.set.effectiveDate}`,
      version: rateCardVersionResponse(version, isInForce),
    };
  });
}
