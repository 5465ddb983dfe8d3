import { SERVICE_TIMES } from '../shared/business-claims.js';
import type { Cents } from '../shared/money.js';
import * as z from 'zod/mini';
import { MAX_DIMENSION } from './parcel.schema.js';
import { CM_PER_INCH, type Dimensions, type UnitSystem } from './units.js';

const side = z
  .number('Enter the length, width and height')
  .check(
    z.positive('Enter the length, width and height'),
    z.maximum(MAX_DIMENSION, `At most ${MAX_DIMENSION}`),
  );

/** A box for the sea-freight calculator: three sides in the unit chosen. */
export const oceanBoxSchema = z.object({
  unit: z.enum(['imperial', 'metric']),
  dimensions: z.object({ length: side, width: side, height: side }),
});

/** Sea freight for big and heavy goods: priced by volume, one sailing a month. */
export const OCEAN_TARIFF = {
  centsPerCubicFoot: 3000 as Cents,
  sailing: 'Monthly',
  transit: SERVICE_TIMES.ocean.range,
} as const;

const CUBIC_INCHES_PER_CUBIC_FOOT = 12 ** 3;

export interface OceanQuote {
  /** Rounded to 0.01 ft³: the figure shown is the figure charged. */
  cubicFeet: number;
  totalCents: Cents;
}

/** A box's volume in cubic feet, from inches or centimetres, and what it costs by sea. */
export function priceOcean(dimensions: Dimensions, unit: UnitSystem): OceanQuote {
  const inches = unit === 'imperial' ? 1 : 1 / CM_PER_INCH;
  const cubicInches = dimensions.length * inches * (dimensions.width * inches) * (dimensions.height * inches);
  const cubicFeet = Math.round((cubicInches / CUBIC_INCHES_PER_CUBIC_FOOT) * 100) / 100;
  return { cubicFeet, totalCents: Math.round(cubicFeet * OCEAN_TARIFF.centsPerCubicFoot) };
}
