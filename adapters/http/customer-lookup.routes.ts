import { lookUpCustomerEndpoint } from '../../core/customers/customer.endpoints.js';
import { TOKENS } from '../../core/tokens.js';
import type { AppContainer } from '../container.js';
import type { EndpointRouter } from './endpoint-router.js';

/** The public How It Works lookup: found or not, with the account ID and a masked phone. */
export function customerLookupRoutes(container: AppContainer, api: EndpointRouter): void {
  const lookUp = container.get(TOKENS.LookUpCustomer);
  api.on(lookUpCustomerEndpoint, ({ body }) => lookUp.execute(body));
}
