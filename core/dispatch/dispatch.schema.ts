import * as z from 'zod/mini';
import { KENYA_COUNTIES } from '../delivery/kenya-counties.js';
import { requiredText } from '../shared/text-fields.js';
import { FAILURE_REASONS } from './dispatch.js';

const DAY_MESSAGE = 'must be a date, YYYY-MM-DD';
const day = z.string({ error: DAY_MESSAGE }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGE),
  z.refine(
    (text) =>
      !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
      new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
    DAY_MESSAGE,
  ),
);
/** A rider's id as the dispatch area makes them: a UUID (anything else names no rider, and is refused here). */
const RIDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const riderId = z.string({ error: 'riderId is required' }).check(z.regex(RIDER_ID, 'must be a rider id'));
const reference = z
  .string({ error: 'reference is required' })
  .check(z.trim(), z.toUpperCase(), z.regex(/^K[PS]\d{1,12}$/, 'must be a box (KS…) or parcel (KP…) number'));

/** The list's filters: the day (today in Nairobi when left out), a pickup point's id, a county. */
export const dispatchQuerySchema = z.object({
  date: z.optional(day),
  point: z.optional(z.string().check(z.maxLength(40))),
  county: z.optional(z.enum(KENYA_COUNTIES, { error: 'must be one of Kenya’s 47 counties' })),
});
export type DispatchQuery = z.output<typeof dispatchQuerySchema>;

export const riderSchema = z.object({
  name: requiredText('name is required', 100),
  phone: z
    .string({ error: 'phone is required' })
    .check(z.trim(), z.regex(/^\+(254|211)\d{9}$/, 'must be +254 or +211 and nine digits')),
});
export type RiderInput = z.output<typeof riderSchema>;

export const riderParams = z.object({
  riderId,
});

/** Door deliveries (shipments) given to a rider for a day. */
export const assignSchema = z.object({
  riderId,
  day,
  references: z
    .array(reference, { error: 'references is required' })
    .check(z.minLength(1, 'name at least one shipment'), z.maxLength(200, 'at most 200 shipments at once')),
});
export type AssignInput = z.output<typeof assignSchema>;

export const failureSchema = z.object({
  reference,
  day,
  reason: z.enum(FAILURE_REASONS, { error: 'must be no-one-home, wrong-address or refused' }),
});
export type FailureInput = z.output<typeof failureSchema>;

export const runSheetQuerySchema = z.object({ date: z.optional(day) });
