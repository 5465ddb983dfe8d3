import { type Cents, multiplyCents, percentOf } from '../shared/money.js';
import type { Parcel } from './parcel.schema.js';
import { DESTINATION_DETAILS, type Destination } from './destinations.js';
import { INSURANCE_PERCENT, VOLUMETRIC_CM3_PER_KG, tierFor } from './tariffs.js';
import { type Dimensions, roundKg, toMetricDimensions, toMetricWeight, volumetricKg } from './units.js';

export interface MetricParcel {
  actualKg: number;
  dimensionsCm: Dimensions | undefined;
  itemValueCents: Cents;
}

/** Our price for one parcel, in kg and cents. */
export interface ParcelPrice {
  destination: Destination;
  service: string;
  transit: string;
  actualWeightKg: number;
  volumetricWeightKg: number;
  chargeableWeightKg: number;
  centsPerKg: Cents;
  freightCents: Cents;
  insuranceCents: Cents;
  totalCents: Cents;
}

/** Imperial input is converted once, here; everything after works in kg, cm and cents. */
export function toMetricParcel(parcel: Parcel): MetricParcel {
  return {
    actualKg: toMetricWeight(parcel.weight, parcel.unit),
    dimensionsCm: parcel.dimensions && toMetricDimensions(parcel.dimensions, parcel.unit),
    itemValueCents: Math.round(parcel.itemValue * 100),
  };
}

/** A parcel as the pages' worked examples and sample prices state one: kg and cm, no insurance. */
export function exampleParcel(
  weightKg: number,
  itemValueDollars: number,
  { destination = 'kenya', dimensions }: { destination?: Destination; dimensions?: Dimensions } = {},
): Parcel {
  return {
    weight: weightKg,
    itemValue: itemValueDollars,
    unit: 'metric',
    insurance: false,
    destination,
    ...(dimensions && { dimensions }),
  };
}

/** The parcel every page prices as its example: 3 kg worth $100, to Kenya ($45.00 at the tariff). */
export const REFERENCE_PARCEL: Parcel = exampleParcel(3, 100);

/**
 * Insurance on a declared value: 3% of it in whole cents, half a cent rounded up (a $0.50 value insures for
 * $0.015 → 2 cents). Every calculator and a parcel's declared contents insure by it.
 */
export const insuranceCentsOf = (valueCents: Cents): Cents => percentOf(valueCents, INSURANCE_PERCENT);

/** The one price rule behind every calculator surface. */
export function priceParcel(parcel: Parcel): ParcelPrice {
  const metric = toMetricParcel(parcel);
  const { tariff } = DESTINATION_DETAILS[parcel.destination];
  const actualWeightKg = roundKg(metric.actualKg);
  const volumetricWeightKg = roundKg(volumetricKg(metric.dimensionsCm, VOLUMETRIC_CM3_PER_KG));
  const chargeableWeightKg = Math.max(actualWeightKg, volumetricWeightKg);
  const { centsPerKg } = tierFor(tariff.tiers, chargeableWeightKg);
  const freightCents = multiplyCents(centsPerKg, chargeableWeightKg);
  const insuranceCents = parcel.insurance ? insuranceCentsOf(metric.itemValueCents) : 0;
  return {
    destination: parcel.destination,
    service: tariff.service,
    transit: tariff.transit,
    actualWeightKg,
    volumetricWeightKg,
    chargeableWeightKg,
    centsPerKg,
    freightCents,
    insuranceCents,
    totalCents: freightCents + insuranceCents,
  };
}
