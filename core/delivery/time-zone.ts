import type { Destination } from '../pricing/destinations.js';

/** The customer's own clock: Kenya runs on East Africa Time, South Sudan on Central Africa Time since 2021. */
export const CUSTOMER_TIME_ZONES: Readonly<Record<Destination, { zone: string; label: string }>> = {
  kenya: { zone: 'Africa/Nairobi', label: 'Nairobi time' },
  'south-sudan': { zone: 'Africa/Juba', label: 'Juba time' },
};
