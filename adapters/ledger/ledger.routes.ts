import { statementResponse } from '../../core/ledger/api/ledger-responses.schema.js';
import { LEDGER_TOKENS } from '../../core/ledger/ledger.tokens.js';
import { statementEndpoint } from '../../core/ledger/api/ledger.endpoints.js';
import { statementOf } from '../../core/ledger/statement.js';
import type { Config } from '../config.js';
import { signedInUser } from '../http/auth.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import type { AppContainer } from '../wiring.js';

/** The customer's statement. */
export function ledgerRoutes(container: AppContainer, api: EndpointRouter, config: Config): void {
  const ledger = container.get(LEDGER_TOKENS.Ledger);
  api.on(statementEndpoint, async ({ req, query }) =>
    statementResponse(
      await statementOf(ledger, signedInUser(req).id, config.exchangeRate, {
        ...(query.cursor !== undefined && { before: query.cursor }),
      }),
    ),
  );
}
