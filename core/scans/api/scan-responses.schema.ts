import * as z from 'zod/mini';
import { SCAN_OUTCOMES, SCAN_STEPS, type ScanEvent } from '../scan.js';

export const scanResponseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  step: z.enum(SCAN_STEPS),
  staff: z.string(),
  place: z.string(),
  at: z.string(),
  flightId: z.nullable(z.string()),
  /** done: the hand-off was taken; flagged: recorded for a supervisor, nothing moved. */
  outcome: z.enum(SCAN_OUTCOMES),
  /** The sentence the scanner shows. */
  message: z.string(),
});
export type ScanResponse = z.infer<typeof scanResponseSchema>;

export const scanResponse = (e: ScanEvent): ScanResponse => ({
  id: e.id,
  reference: e.reference,
  step: e.step,
  staff: e.staff,
  place: e.place,
  at: e.at.toISOString(),
  flightId: e.flightId,
  outcome: e.outcome,
  message: e.message,
});

export const scanListResponseSchema = z.object({ scans: z.array(scanResponseSchema) });
