import type { ParcelInput } from '../../core/pricing/parcel.schema.js';

/**
 * Parcels every calculator surface must price alike: the API, the home calculator and the embeddable widget.
 * Empty dimensions are absent ones: a 1 lb parcel with none costs the same everywhere.
 */
export const PARCELS_EVERY_SURFACE_AGREES_ON: ParcelInput[] = [
  { weight: 1, itemValue: 20, unit: 'imperial' },
  { weight: 0.2, itemValue: 15, unit: 'metric' },
  { weight: 6.6, itemValue: 250, unit: 'imperial', dimensions: { length: 12, width: 10, height: 8 } },
  { weight: 3, itemValue: 100, unit: 'metric', dimensions: { length: 30, width: 20, height: 15 } },
  { weight: 24, itemValue: 900, unit: 'metric', insurance: true },
  { weight: 60, itemValue: 1500, unit: 'imperial', dimensions: { length: 24, width: 18, height: 18 } },
];
