import type { Destination } from '../pricing/tariffs.js';

export const DESTINATION_NAMES: Readonly<Record<Destination, string>> = {
  kenya: 'Kenya',
  'south-sudan': 'South Sudan',
};

/** Kenya parcels are delivered to the door; South Sudan parcels are collected from the Juba office. */
export const SERVICE_TYPES: Readonly<Record<Destination, string>> = {
  kenya: 'Door-to-door delivery',
  'south-sudan': 'Pickup Only',
};
