export const CM_PER_INCH = 2.54;
export const LB_PER_KG = 2.205;

export type UnitSystem = 'metric' | 'imperial';

export interface Dimensions {
  length: number;
  width: number;
  height: number;
}

export const poundsToKg = (pounds: number): number => pounds / LB_PER_KG;
export const inchesToCm = (inches: number): number => inches * CM_PER_INCH;

/** Rounds a weight to 10 g so that the figure shown is the figure charged. */
export const roundKg = (kg: number): number => Math.round(kg * 100) / 100;

export function toMetricWeight(weight: number, unit: UnitSystem): number {
  return unit === 'imperial' ? poundsToKg(weight) : weight;
}

export function toMetricDimensions(dimensions: Dimensions, unit: UnitSystem): Dimensions {
  if (unit === 'metric') return dimensions;
  return {
    length: inchesToCm(dimensions.length),
    width: inchesToCm(dimensions.width),
    height: inchesToCm(dimensions.height),
  };
}

/** Volumetric weight in kg for a carrier that divides cm³ by `cm3PerKg`. */
export function volumetricKg(dimensions: Dimensions | undefined, cm3PerKg: number): number {
  if (!dimensions) return 0;
  return (dimensions.length * dimensions.width * dimensions.height) / cm3PerKg;
}

/** A parcel's three sides, each with its label, in the order forms ask for them. */
export const DIMENSIONS = [
  ['length', 'Length'],
  ['width', 'Width'],
  ['height', 'Height'],
] as const;
