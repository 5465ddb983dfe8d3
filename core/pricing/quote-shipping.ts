import { type Cents, multiplyCents, percentOf } from '../shared/money.js';
import type { Parcel } from './parcel.schema.js';
import { INSURANCE_PERCENT, TARIFFS, type Destination, VOLUMETRIC_CM3_PER_KG, tierFor } from './tariffs.js';
import { type Dimensions, roundKg, toMetricDimensions, toMetricWeight, volumetricKg } from './units.js';

export interface MetricParcel {
  actualKg: number;
  dimensionsCm: Dimensions | undefined;
  itemValueCents: Cents;
}

export interface ShippingQuote {
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

/** The one price rule behind every calculator surface. */
export function quoteShipping(parcel: Parcel): ShippingQuote {
  const metric = toMetricParcel(parcel);
  const tariff = TARIFFS[parcel.destination];
  const actualWeightKg = roundKg(metric.actualKg);
  const volumetricWeightKg = roundKg(volumetricKg(metric.dimensionsCm, VOLUMETRIC_CM3_PER_KG));
  const chargeableWeightKg = Math.max(actualWeightKg, volumetricWeightKg);
  const { centsPerKg } = tierFor(tariff.tiers, chargeableWeightKg);
  const freightCents = multiplyCents(centsPerKg, chargeableWeightKg);
  const insuranceCents = parcel.insurance ? percentOf(metric.itemValueCents, INSURANCE_PERCENT) : 0;
  return {
    destination: tariff.destination,
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
