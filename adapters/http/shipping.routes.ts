import { Router } from 'express';
import * as z from 'zod/mini';
import { calculateShipping } from '../../core/pricing/calculate-shipping.js';
import { parcelSchema } from '../../core/pricing/parcel.schema.js';
import { nextDeparture } from '../../core/schedule/departure-schedule.js';
import { NEXT_DEPARTURE_PATH } from '../../core/site/site-config.js';
import { TOKENS } from '../../core/tokens.js';
import type { AppContainer } from '../container.js';
import { parseOrThrow } from './errors.js';

const calculateBodySchema = z.object(parcelSchema.shape, {
  error: 'The request body must be a JSON object',
});

/** The next flight as the API answers it, and the moment that answer changes (its cutoff). */
export function nextDepartureAnswer(now: Date) {
  const next = nextDeparture(now);
  return {
    answer: { departureDate: next.departureDate, cutoff: next.cutoff.toISOString() },
    changesAt: next.cutoff,
  };
}

export function shippingRoutes(container: AppContainer): Router {
  const rateCards = container.get(TOKENS.RateCards);
  const clock = container.get(TOKENS.Clock);
  const router = Router();

  router.post('/shipping/calculate', (req, res) => {
    const parcel = parseOrThrow(calculateBodySchema, req.body);
    res.json({ success: true, data: calculateShipping(parcel, rateCards) });
  });

  router.get(NEXT_DEPARTURE_PATH.replace(/^\/api/, ''), (_req, res) => {
    res.json(nextDepartureAnswer(clock.now()).answer);
  });

  return router;
}
