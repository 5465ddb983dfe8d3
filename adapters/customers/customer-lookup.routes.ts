import { lookUpCustomerEndpoint } from '../../core/customers/api/customer.endpoints.js';
import { CUSTOMER_TOKENS } from '../../core/customers/customer.tokens.js';
import type { AppContainer } from '../wiring.js';
import type { EndpointRouter } from '../http/endpoint-router.js';

/** The public How It Works lookup: found or not, with the account ID and a masked phone. */
export function customerLookupRoutes(container: AppContainer, api: EndpointRouter): void {
  const lookUp = container.get(CUSTOMER_TOKENS.LookUpCustomer);
  api.on(lookUpCustomerEndpoint, ({ body }) => lookUp.execute(body));
}
