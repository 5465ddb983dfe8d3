import { statementResponse } from '../../core/ledger/api/ledger-responses.schema.js';
import { LEDGER_TOKENS } from '../../core/ledger/ledger.tokens.js';
import { statementEndpoint } from '../../core/ledger/api/ledger.endpoints.js';
import { signedInUser } from '../http/auth.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import type { AppContainer } from '../wiring.js';

/** The customer's statement. */
export function ledgerRoutes(container: AppContainer, api: EndpointRouter): void {
  const statements = container.get(LEDGER_TOKENS.ViewStatement);
  api.on(statementEndpoint, async ({ req, query }) =>
    statementResponse(
      await statements.execute(signedInUser(req).id, {
        ...(query.cursor !== undefined && { before: query.cursor }),
      }),
    ),
  );
}
