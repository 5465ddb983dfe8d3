import { Router } from 'express';
import * as z from 'zod/mini';
import { calculateShipping } from '../../core/pricing/calculate-shipping.js';
import { parcelSchema } from '../../core/pricing/parcel.schema.js';
import { nextDeparture } from '../../core/schedule/departure-schedule.js';
import { TOKENS } from '../../core/tokens.js';
import type { AppContainer } from '../container.js';
import { parseOrThrow } from './errors.js';

const calculateBodySchema = z.object(parcelSchema.shape, {
  error: 'The request body must be a JSON object',
});

export function shippingRoutes(container: AppContainer): Router {
  const rateCards = container.get(TOKENS.RateCards);
  const clock = container.get(TOKENS.Clock);
  const router = Router();

  router.post('/shipping/calculate', (req, res) => {
    const parcel = parseOrThrow(calculateBodySchema, req.body);
    res.json({ success: true, data: calculateShipping(parcel, rateCards) });
  });

  router.get('/shipping/next-departure', (_req, res) => {
    const next = nextDeparture(clock.now());
    res.json({ departureDate: next.departureDate, cutoff: next.cutoff.toISOString() });
  });

  return router;
}
