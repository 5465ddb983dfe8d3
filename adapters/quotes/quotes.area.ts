import { QUOTE_TOKENS } from '../../core/quotes/quote.tokens.js';
import { SubmitQuoteRequestUseCase } from '../../core/quotes/submit-quote-request.use-case.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { quoteRoutes } from './quotes.routes.js';
import { inMemoryQuoteRequests } from './in-memory-quote-requests.js';
import { KnexQuoteRequests } from './knex-quote-requests.js';
import { bindFactory } from '../wiring.js';
import { areaModule } from '../area-module.js';

/** Buy for Me's custom quote requests. */
export const quotesArea = areaModule({
  name: 'quotes',
  repositories: {
    quoteRequests: { knex: (db) => new KnexQuoteRequests(db), memory: inMemoryQuoteRequests },
  },
  memoryTables: { quoteRequests: () => new Map() },
  bind(container, { config }) {
    bindFactory(
      container,
      QUOTE_TOKENS.SubmitQuoteRequest,
      [TOKENS.UnitOfWork, TOKENS.Clock, TOKENS.Ids],
      (uow, clock, ids) => new SubmitQuoteRequestUseCase(uow, clock, ids, config.identity),
    );
  },
  routes: quoteRoutes,
});
