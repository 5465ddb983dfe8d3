import { z } from 'zod';
import type { Parcel } from '../../core/parcels/parcel.js';

/** pg answers numeric and bigint columns as strings, PGlite as numbers. */
const decimal = z.coerce.number();
export const cents = z.coerce.number().int();

/** What the warehouse weighed and measured: a parcel's, or a box's that parcels travel in. */
type Measures = Pick<Parcel, 'weights' | 'dimensions'>;

/** The columns of a weighed and measured row (parcels, shipments), to spread into its row schema. */
export const measuredColumns = {
  actual_kg: decimal,
  volumetric_kg: decimal,
  chargeable_kg: decimal,
  length_cm: decimal,
  width_cm: decimal,
  height_cm: decimal,
};

type MeasuredRow = z.infer<z.ZodObject<typeof measuredColumns>>;

export const measuresOfRow = (r: MeasuredRow): Measures => ({
  weights: { actualKg: r.actual_kg, volumetricKg: r.volumetric_kg, chargeableKg: r.chargeable_kg },
  dimensions: { lengthCm: r.length_cm, widthCm: r.width_cm, heightCm: r.height_cm },
});

export const measuredRow = ({ weights, dimensions }: Measures): MeasuredRow => ({
  actual_kg: weights.actualKg,
  volumetric_kg: weights.volumetricKg,
  chargeable_kg: weights.chargeableKg,
  length_cm: dimensions.lengthCm,
  width_cm: dimensions.widthCm,
  height_cm: dimensions.heightCm,
});
