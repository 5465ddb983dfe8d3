import { PAGES } from '../../core/competitors/api/competitors.pages.js';
import { ImportRateCardsUseCase } from '../../core/competitors/import-rate-cards.use-case.js';
import { RateCardBook } from '../../core/competitors/rate-card-book.js';
import { RATE_CARD_TOKENS } from '../../core/competitors/rate-card.tokens.js';
import { SHIPPED_RATE_CARDS_DOCUMENT } from '../../core/competitors/rate-cards.js';
import { rateCardsEndpoint } from '../../core/competitors/api/rate-card.endpoints.js';
import { rateCardRoutes } from './rate-card.routes.js';
import { inMemoryRateCardArchive } from './in-memory-rate-card-archive.js';
import { KnexRateCardArchive } from './knex-rate-card-archive.js';
import { areaModule } from '../area-module.js';

/** The competitors' rate cards: the shipped file and staff's imports, the one in force by date. */
export const competitorsArea = areaModule({
  name: 'competitors',
  pages: PAGES,
  repositories: {
    rateCards: { knex: (db) => new KnexRateCardArchive(db), memory: inMemoryRateCardArchive },
  },
  memoryTables: { rateCards: () => [] },
  bind(container, { reads, clock, logger }) {
    const book = new RateCardBook(reads.rateCards, clock, SHIPPED_RATE_CARDS_DOCUMENT, {
      onProblem: (problem, cause) => logger.error({ err: cause }, problem),
    });
    container.bind(RATE_CARD_TOKENS.RateCardBook).toConstantValue(book);
    container
      .bind(RATE_CARD_TOKENS.ImportRateCards)
      .toConstantValue(new ImportRateCardsUseCase(reads.rateCards, book, clock));
  },
  routes: rateCardRoutes,
  pageData(container) {
    const book = container.get(RATE_CARD_TOKENS.RateCardBook);
    return async () => {
      const cards = await book.inForce();
      return { parts: [cards], dataFor: () => ({ [rateCardsEndpoint.path]: cards.document }) };
    };
  },
});
