import type { User } from '../../../core/accounts/user.js';
import type { ClaimedParcel, Parcel } from '../../../core/parcels/parcel.js';
import type { ReceiveParcelInput } from '../../../core/parcels/parcels.schema.js';
import { uniqueNumber } from '../../support/unique.js';
import { anAccountId } from '../accounts/user.mother.js';

/** A parcel number of our form no other builder call gives. */
export const aParcelNumber = (): string => `KP${String(uniqueNumber())}`;

/** A carrier's tracking number (Amazon's form) no other builder call gives. */
export const aTrackingNumber = (): string => `TBA${String(uniqueNumber()).padStart(12, '0')}`;

type Owner = Pick<User, 'id' | 'accountId' | 'destination'>;

/**
 * A parcel received for an account (Object Mother): 2 kg in a 30 × 20 × 10 cm box to Kenya, $30.00 at the
 * tariff, with a unique number and tracking number; `owner` gives its account, user and destination.
 */
export const aParcel = ({
  owner,
  ...overrides
}: Partial<ClaimedParcel> & { owner?: Owner } = {}): ClaimedParcel => ({
  number: aParcelNumber(),
  accountId: owner?.accountId ?? anAccountId(),
  userId: owner?.id ?? crypto.randomUUID(),
  trackingNumber: aTrackingNumber(),
  carrier: 'UPS',
  description: 'Phone case',
  valueCents: 2500,
  destination: owner?.destination ?? 'kenya',
  assignedAt: null,
  weights: { actualKg: 2, volumetricKg: 1.2, chargeableKg: 2 },
  dimensions: { lengthCm: 30, widthCm: 20, heightCm: 10 },
  freightCents: 3000,
  savingCents: 0,
  chargeCents: 3000,
  status: 'received',
  events: [{ status: 'received', at: new Date('2026-11-22T12:00:00.000Z') }],
  shipRequestId: null,
  shipmentNumber: null,
  ...overrides,
});

/** A parcel received unclaimed: its label named no account we know, so it has no owner and no price yet. */
export const anUnclaimedParcel = (overrides: Partial<Parcel> = {}): Parcel => ({
  ...aParcel(),
  accountId: null,
  userId: null,
  destination: null,
  freightCents: 0,
  savingCents: 0,
  chargeCents: 0,
  ...overrides,
});

/**
 * What staff enter at the warehouse for a parcel: a UPS box of 2 kg, 30 × 20 × 10 cm (1.2 kg volumetric), with
 * a unique tracking number and, unless given, an account nobody holds.
 */
export const aParcelReceipt = (overrides: Partial<ReceiveParcelInput> = {}): ReceiveParcelInput => ({
  accountId: anAccountId(),
  trackingNumber: aTrackingNumber(),
  carrier: 'UPS',
  weightKg: 2,
  lengthCm: 30,
  widthCm: 20,
  heightCm: 10,
  ...overrides,
});
