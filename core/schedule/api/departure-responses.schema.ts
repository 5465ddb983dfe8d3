import * as z from 'zod/mini';

/** GET /api/shipping/next-departure: the next flight's day and its cutoff (a new answer at each cutoff). */
export const nextDepartureResponseSchema = z.object({
  departureDate: z.iso.date(),
  cutoff: z.iso.datetime(),
});
export type NextDepartureResponse = z.infer<typeof nextDepartureResponseSchema>;
