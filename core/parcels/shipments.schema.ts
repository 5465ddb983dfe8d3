import * as z from 'zod/mini';
import { MAX_PARCELS_PER_REQUEST } from './shipment.js';
import { PARCEL_NUMBER, measure } from './parcels.schema.js';

const PARCELS_MESSAGE = `List from 2 to ${String(MAX_PARCELS_PER_REQUEST)} of your parcel numbers (KP…) to travel together`;
const PARCEL_NUMBER_MESSAGE = 'A parcel number is KP followed by digits, as on your dashboard';

/** A customer's parcel number as typed: any case, spaces around it. */
const parcelNumber = z.pipe(
  z
    .string({ error: PARCEL_NUMBER_MESSAGE })
    .check(z.trim(), z.toUpperCase(), z.maxLength(20, PARCEL_NUMBER_MESSAGE)),
  z.string().check(z.regex(PARCEL_NUMBER, PARCEL_NUMBER_MESSAGE)),
);

/** Parcels to travel together: two or more, each named once. */
export const shipRequestSchema = z.object(
  {
    parcels: z.array(parcelNumber, { error: PARCELS_MESSAGE }).check(
      z.minLength(2, PARCELS_MESSAGE),
      z.maxLength(MAX_PARCELS_PER_REQUEST, PARCELS_MESSAGE),
      z.refine((numbers) => new Set(numbers).size === numbers.length, 'Name each parcel once'),
    ),
  },
  { error: 'The request body must be a JSON object' },
);

/** The packed box as the scale and the tape give it. */
export const packShipmentSchema = z.object(
  {
    weightKg: measure('The weight in kg', 1000),
    lengthCm: measure('The length in cm', 300),
    widthCm: measure('The width in cm', 300),
    heightCm: measure('The height in cm', 300),
  },
  { error: 'The request body must be a JSON object' },
);

export const shipRequestParams = z.object({ id: z.uuid('No such request to ship parcels together.') });
