import { type LedgerEntry, SOURCE_KEYS, newLedgerEntry } from '../ledger/ledger-entry.js';
import type { LedgerRepository } from '../ledger/ledger.ports.js';
import { type Cents, formatUsd } from '../shared/money.js';
import type { Parcel, ParcelStatus } from './parcel.js';

/** The step that hands a parcel to its owner: taken only once its charge is paid, or by staff with a reason. */
export const HANDED_OVER: ParcelStatus = 'delivered';

/** How a customer pays what a parcel owes (the paybill and its account number come with the M-Pesa setup). */
export const HOW_TO_PAY = 'Pay on your dashboard with M-Pesa';

/** The dashboard, where the customer pays. */
export const dashboardUrl = (siteUrl: string): string => new URL('/dashboard', siteUrl).toString();

/** The sentence a parcel's answer gives while something is owed for it: how to pay, and where. */
export const howToPay = (siteUrl: string): string => `${HOW_TO_PAY}: ${dashboardUrl(siteUrl)}`;

/**
 * The ledger entry of a parcel's shipping charge, posted in the transaction that receives it (or assigns it, when
 * it came unclaimed): its source key is the parcel's own, so it is charged once. A parcel that costs nothing posts
 * nothing.
 */
export function parcelChargeEntry(parcel: Parcel, at: Date): LedgerEntry | undefined {
  // An unclaimed parcel has no account to charge, and no price until it is assigned.
  if (parcel.chargeCents <= 0 || parcel.userId === null) return undefined;
  const saving =
    parcel.savingCents > 0 ? ` (less the ${formatUsd(parcel.savingCents)} pre-alert saving)` : '';
  return newLedgerEntry(
    {
      userId: parcel.userId,
      kind: 'charge',
      amountCents: parcel.chargeCents,
      sourceKey: SOURCE_KEYS.parcelCharge(parcel.number),
      description: `Shipping for parcel ${parcel.number}: ${parcel.weights.chargeableKg.toFixed(2)} kg chargeable${saving}`,
      parcelNumber: parcel.number,
    },
    at,
  );
}

/**
 * The charge a parcel is handed over against: its own, or once packed with others the box's (its own was
 * reversed then).
 */
export const chargeKeyOf = (parcel: Pick<Parcel, 'number' | 'shipmentNumber'>): string =>
  parcel.shipmentNumber === null
    ? SOURCE_KEYS.parcelCharge(parcel.number)
    : SOURCE_KEYS.shipmentCharge(parcel.shipmentNumber);

/** What is still owed for the parcel: nothing when its charge (or its box's) is paid, or it charged nothing. */
export async function dueFor(ledger: LedgerRepository, parcel: Parcel): Promise<Cents> {
  if (parcel.userId === null) return 0;
  return (await ledger.unpaidOf(parcel.userId, chargeKeyOf(parcel))) ?? 0;
}

/** What is still owed for each of one account's parcels, by parcel number: one read for all of them. */
export async function dueForEach(
  ledger: LedgerRepository,
  userId: string,
  parcels: readonly Parcel[],
): Promise<Map<string, Cents>> {
  const unpaid = await ledger.unpaidOfCharges(userId, [...new Set(parcels.map(chargeKeyOf))]);
  return new Map(parcels.map((p) => [p.number, unpaid.get(chargeKeyOf(p)) ?? 0]));
}

/**
 * Why a parcel is not handed over: what is owed, and how it is paid. The same words for staff's single move
 * (the API's 409, the CLI) and a status file's report.
 */
export const unpaidText = (owedCents: Cents): string =>
  `This parcel is not paid for: ${formatUsd(owedCents)} is still owed for it. It is handed over once paid (the customer can pay on their dashboard with M-Pesa), or released unpaid only with a stated reason.`;
