import * as z from 'zod/mini';
import { nextDeparture } from './departure-schedule.js';

/** GET /api/shipping/next-departure: the next flight's day and its cutoff (a new answer at each cutoff). */
export const nextDepartureAnswerSchema = z.object({ departureDate: z.iso.date(), cutoff: z.iso.datetime() });
export type NextDepartureAnswer = z.infer<typeof nextDepartureAnswerSchema>;

export function nextDepartureAnswer(now: Date): NextDepartureAnswer {
  const next = nextDeparture(now);
  return { departureDate: next.departureDate, cutoff: next.cutoff.toISOString() };
}
