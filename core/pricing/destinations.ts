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
  /** Its parcels clear Kenya's customs, so declared contents get an estimate of Kenya's duty and taxes. */
  estimatesKenyaTaxes: boolean;
  /**
   * Its customers pay at the Juba office (or by M-Pesa from a Kenyan line, where they have one), and their amounts
   * are told in dollars only; otherwise by M-Pesa, with the shillings it asks beside the dollars.
   */
  paysAtJubaOffice: boolean;
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
    estimatesKenyaTaxes: true,
    paysAtJubaOffice: false,
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
    estimatesKenyaTaxes: false,
    paysAtJubaOffice: true,
  },
};
