import { Router } from 'express';
import * as z from 'zod/mini';
import { calculateShipping } from '../../core/pricing/calculate-shipping.js';
import { parcelSchema } from '../../core/pricing/parcel.schema.js';
import { nextDepartureAnswer } from '../../core/schedule/departure-answers.schema.js';
import { NEXT_DEPARTURE_PATH } from '../../core/site/site-config.js';
import { RATE_CARDS_PATH } from '../../core/competitors/rate-card.schema.js';
import { TOKENS } from '../../core/tokens.js';
import type { AppContainer } from '../container.js';
import { parseOrThrow } from './errors.js';

export const calculateBodySchema = z.object(parcelSchema.shape, {
  error: 'The request body must be a JSON object',
});

/** A page-data path as the /api router mounts it. */
export const apiRoute = (path: string): string => path.replace(/^\/api/, '');

export function shippingRoutes(container: AppContainer): Router {
  const rateCards = container.get(TOKENS.RateCardBook);
  const clock = container.get(TOKENS.Clock);
  const router = Router();

  router.post('/shipping/calculate', async (req, res) => {
    const parcel = parseOrThrow(calculateBodySchema, req.body);
    res.json({ success: true, data: calculateShipping(parcel, (await rateCards.inForce()).set) });
  });

  router.get(apiRoute(RATE_CARDS_PATH), async (_req, res) => {
    res.json((await rateCards.inForce()).document);
  });

  router.get(apiRoute(NEXT_DEPARTURE_PATH), (_req, res) => {
    res.json(nextDepartureAnswer(clock.now()));
  });

  return router;
}
