import { Router } from 'express';
import { customerLookupSchema } from '../../core/customers/customer-lookup.schema.js';
import { TOKENS } from '../../core/tokens.js';
import type { AppContainer } from '../container.js';
import { parseOrThrow } from './errors.js';
import type { RateLimiting } from './rate-limits.js';

/** The public How It Works lookup: found or not, with the account ID and a masked phone. */
export function customerLookupRoutes(container: AppContainer, limiting: RateLimiting): Router {
  const lookUp = container.get(TOKENS.LookUpCustomer);
  const router = Router();
  router.post(
    '/customer-lookup',
    limiting.limit(
      'customer-lookup',
      'customerLookup',
      'Too many lookups from this address. Please try again in a few minutes.',
    ),
    async (req, res) => {
      res.json(await lookUp.execute(parseOrThrow(customerLookupSchema, req.body)));
    },
  );
  return router;
}
