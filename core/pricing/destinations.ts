import { SERVICE_TIMES, serviceTimeText } from '../shared/business-claims.js';
import type { Tariff } from './tariffs.js';

export const DESTINATIONS = ['kenya', 'south-sudan'] as const;
export type Destination = (typeof DESTINATIONS)[number];

export interface DestinationDetails {
  name: string;
  /** How parcels reach the customer. */
  serviceType: string;
  /** The service an account of the destination has, as its dashboard says it (the choice is the customer's). */
  accountService: string;
  /** What happens once a parcel has landed, as the end of a sentence. */
  lastLeg: string;
  tariff: Tariff;
}

/**
 * Everything that differs by destination, in one place: Kenya parcels are delivered to the door at the tiered
 * Kenya rate; South Sudan parcels are collected from the Juba office at a flat rate.
 */
export const DESTINATION_DETAILS: Readonly<Record<Destination, DestinationDetails>> = {
  kenya: {
    name: 'Kenya',
    serviceType: 'Door-to-door delivery',
    accountService: 'Door-to-door or pickup',
    lastLeg: 'deliver it to your door, or to the pickup point you choose',
    tariff: {
      service: 'Standard Air',
      transit: serviceTimeText(SERVICE_TIMES.kenyaAir),
      tiers: [
        { fromKg: 0, centsPerKg: 1500 },
        { fromKg: 25, centsPerKg: 1450 },
      ],
    },
  },
  'south-sudan': {
    name: 'South Sudan',
    serviceType: 'Pickup Only',
    accountService: 'Pickup Only',
    lastLeg: 'hold it at our Juba office for you to collect',
    tariff: {
      service: 'Air, pickup in Juba',
      transit: serviceTimeText(SERVICE_TIMES.southSudanAir),
      tiers: [{ fromKg: 0, centsPerKg: 2000 }],
    },
  },
};
