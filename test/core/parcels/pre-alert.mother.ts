import type { PreAlert } from '../../../core/parcels/pre-alert.js';
import type { PreAlertInput } from '../../../core/parcels/parcels.schema.js';
import { aTrackingNumber } from './parcel.mother.js';

/** A customer's pre-alert, on its way (Object Mother): a $25 phone case by UPS, with a unique tracking number. */
export const aPreAlert = (overrides: Partial<PreAlert> & Pick<PreAlert, 'userId'>): PreAlert => ({
  id: crypto.randomUUID(),
  carrier: 'UPS',
  trackingNumber: aTrackingNumber(),
  description: 'Phone case',
  valueCents: 2500,
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  parcelNumber: null,
  ...overrides,
});

/** A pre-alert as a customer sends it: a $25 phone case by UPS, with a unique tracking number. */
export const aPreAlertForm = (overrides: Partial<PreAlertInput> = {}): PreAlertInput => ({
  carrier: 'UPS',
  trackingNumber: aTrackingNumber(),
  description: 'Phone case',
  value: 25,
  ...overrides,
});
