import type { ParcelResponse } from '../../../../core/parcels/api/parcel-responses.schema.js';

/**
 * A parcel as the API answers its owner (Object Mother): received at the warehouse, 2 kg in a 30 × 20 × 10 cm box
 * to Kenya, $30.00 due, free storage until 23 December, nothing declared, on its own, no photos.
 */
export const aParcelResponse = (overrides: Partial<ParcelResponse> = {}): ParcelResponse => ({
  number: 'KP1000001',
  status: 'received',
  events: [{ status: 'received', at: '2026-11-23T15:00:00.000Z' }],
  accountId: 'KX100001',
  trackingNumber: '1Z999AA10123456784',
  carrier: 'UPS',
  description: null,
  value: null,
  destination: 'kenya',
  weights: { actualKg: 2, volumetricKg: 1.2, chargeableKg: 2 },
  dimensions: { lengthCm: 30, widthCm: 20, heightCm: 10 },
  freight: 30,
  preAlertSaving: 0,
  charge: 30,
  due: 30,
  howToPay: null,
  freeStorageUntil: '2026-12-23',
  storageFeePerDay: 1,
  storageFees: 0,
  shipRequestId: null,
  shipmentNumber: null,
  contents: [],
  declaredValueCents: null,
  estimatedTaxes: null,
  assessedTaxes: null,
  insured: false,
  insuranceCents: null,
  photos: [],
  lastStep: 'Delivered',
  handover: null,
  collectionCode: null,
  handedOver: null,
  flight: null,
  nextDeparture: null,
  ...overrides,
});
