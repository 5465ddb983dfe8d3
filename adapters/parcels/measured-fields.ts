import { z } from 'zod';
import { nested } from '../postgres/row-codec.js';

/** pg answers numeric and bigint columns as strings, PGlite as numbers. */
const decimal = z.coerce.number();
export const cents = z.coerce.number().int();

/**
 * What the warehouse weighed and measured, a parcel's or a box's that parcels travel in: the columns of a weighed
 * and measured row (parcels, shipments) as its `weights` and `dimensions`, to spread into its table's rowCodec.
 */
export const measuredFields = {
  weights: nested({ actual_kg: decimal, volumetric_kg: decimal, chargeable_kg: decimal }),
  dimensions: nested({ length_cm: decimal, width_cm: decimal, height_cm: decimal }),
};
