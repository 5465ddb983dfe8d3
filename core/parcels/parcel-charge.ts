import { type LedgerEntry, newLedgerEntry } from '../ledger/ledger-entry.js';
import { PARCEL_SOURCES } from './parcel-ledger-sources.js';
import type { LedgerRepository } from '../ledger/ledger.ports.js';
import type { Ids } from '../shared/ids.js';
import { type Cents, formatUsd } from '../shared/money.js';
import { DESTINATION_DETAILS, type Destination } from '../pricing/destinations.js';
import type { Parcel } from './parcel.js';
import { DEFAULT_LANGUAGE, type Language } from '../shared/language.js';

/**
 * How a customer pays what a parcel owes (the paybill and its account number come with the M-Pesa setup); a South
 * Sudan customer pays at the office they collect from, or by M-Pesa where they have a Kenyan line.
 */
const HOW_TO_PAY: Readonly<Record<Language, { kenya: string; juba: string }>> = {
  en: {
    kenya: 'Pay on your dashboard with M-Pesa',
    juba: 'Pay at the Juba office, or with M-Pesa from a Kenyan line on your dashboard',
  },
  sw: {
    kenya: 'Lipa kwa M-Pesa kwenye dashibodi yako',
    juba: 'Lipa katika ofisi ya Juba, au kwa M-Pesa kutoka laini ya Kenya kwenye dashibodi yako',
  },
};

/** How a customer of the destination pays (an unclaimed parcel's as Kenya's). */
export const howToPayText = (
  destination: Destination | null,
  language: Language = DEFAULT_LANGUAGE,
): string =>
  destination !== null && DESTINATION_DETAILS[destination].paysAtJubaOffice
    ? HOW_TO_PAY[language].juba
    : HOW_TO_PAY[language].kenya;

/** The dashboard, where the customer pays. */
export const dashboardUrl = (siteUrl: string): string => new URL('/dashboard', siteUrl).toString();

/** The sentence a parcel's answer gives while something is owed for it: how to pay, and where. */
export const howToPay = (siteUrl: string, destination: Destination | null): string =>
  `${howToPayText(destination)}: ${dashboardUrl(siteUrl)}`;

/**
 * The ledger entry of a parcel's shipping charge, posted in the transaction that receives it (or assigns it, when
 * it came unclaimed): its source key is the parcel's own, so it is charged once. A parcel that costs nothing posts
 * nothing (and takes no id from `ids`).
 */
export function parcelChargeEntry(parcel: Parcel, ids: Ids, at: Date): LedgerEntry | undefined {
  // An unclaimed parcel has no account to charge, and no price until it is assigned.
  if (parcel.chargeCents <= 0 || parcel.userId === null) return undefined;
  const saving =
    parcel.savingCents > 0 ? ` (less the ${formatUsd(parcel.savingCents)} pre-alert saving)` : '';
  return newLedgerEntry(
    {
      id: ids.next(),
      userId: parcel.userId,
      kind: 'charge',
      amountCents: parcel.chargeCents,
      source: PARCEL_SOURCES.parcelCharge(parcel.number),
      description: `Shipping for parcel ${parcel.number}: ${parcel.weights.chargeableKg.toFixed(2)} kg chargeable${saving}`,
      subject: parcel.number,
    },
    at,
  );
}

type Numbered = Pick<Parcel, 'number' | 'shipmentNumber'>;

/** One account's parcels, as their due is asked. */
export interface OwnedParcels {
  userId: string;
  parcels: readonly Numbered[];
}

/** The boxes the parcels travel in (a box's charge has its number for id); none for a parcel on its own. */
const boxesOf = (parcels: readonly Numbered[]): string[] => [
  ...new Set(parcels.flatMap((p) => (p.shipmentNumber === null ? [] : [p.shipmentNumber]))),
];
const total = (amounts: Iterable<Cents>): Cents => [...amounts].reduce((sum, cents) => sum + cents, 0);

/** What an account's dues are made of: each parcel's own unpaid charges (and a box's), and each box's shipping. */
interface Unpaid {
  own: ReadonlyMap<string, Cents>;
  boxes: ReadonlyMap<string, Cents>;
}

/** The two reads every due is made of, for any number of accounts at once: by account. */
async function unpaidOf(
  ledger: LedgerRepository,
  owners: readonly OwnedParcels[],
): Promise<Map<string, Unpaid>> {
  // A parcel's own charges (shipping, storage days, insurance) name it as their subject; so does what is charged
  // on a box as a whole after packing (Kenya's duty and taxes on its waybill), by the box's number.
  const own = await ledger.unpaidBySubject(
    owners.map(({ userId, parcels }) => ({
      userId,
      keys: [...parcels.map((p) => p.number), ...boxesOf(parcels)],
    })),
  );
  const boxes = await ledger.unpaidOfCharges(
    PARCEL_SOURCES.shipmentCharge.kind,
    owners.map(({ userId, parcels }) => ({ userId, keys: boxesOf(parcels) })),
  );
  return new Map(
    owners.map(({ userId }) => [
      userId,
      { own: own.get(userId) ?? new Map(), boxes: boxes.get(userId) ?? new Map() },
    ]),
  );
}

/**
 * What is still owed before these parcels of one account are handed over (they go together: a box's parcels, or a
 * notice's): every charge naming one of them (its shipping, storage days, insurance, Kenya's duty on a parcel
 * flown alone), and each box's shipping and charges naming it (its duty) once.
 */
export async function dueForParcels(
  ledger: LedgerRepository,
  userId: string,
  parcels: readonly Numbered[],
): Promise<Cents> {
  const unpaid = (await unpaidOf(ledger, [{ userId, parcels }])).get(userId);
  return unpaid ? total(unpaid.own.values()) + total(unpaid.boxes.values()) : 0;
}

/**
 * What is still owed before the parcel is handed over: its own charges or, once packed, its box's (the box's
 * shipping and every charge of the parcels in it, `boxParcels`), as the hand-over asks.
 */
export function dueFor(
  ledger: LedgerRepository,
  parcel: Parcel,
  boxParcels: readonly Numbered[] = [],
): Promise<Cents> {
  return parcel.userId === null
    ? Promise.resolve(0)
    : dueForParcels(ledger, parcel.userId, [parcel, ...boxParcels]);
}

/** Each of one account's parcels' due: its own, or once packed its box's, once per box. */
function eachDue(parcels: readonly Numbered[], { own, boxes }: Unpaid): [string, Cents][] {
  const ownDue = (p: Pick<Parcel, 'number'>) => own.get(p.number) ?? 0;
  // A box's due, once per box: its shipping and every charge of its parcels.
  const boxDue = new Map<string, Cents>();
  for (const p of parcels) {
    if (p.shipmentNumber === null) continue;
    const sofar =
      boxDue.get(p.shipmentNumber) ?? (boxes.get(p.shipmentNumber) ?? 0) + (own.get(p.shipmentNumber) ?? 0);
    boxDue.set(p.shipmentNumber, sofar + ownDue(p));
  }
  return parcels.map((p) => [
    p.number,
    p.shipmentNumber === null ? ownDue(p) : (boxDue.get(p.shipmentNumber) ?? 0),
  ]);
}

/**
 * The same for each parcel of any number of accounts (each one's parcels all there: a box's together), by
 * number: two reads in all, however many accounts (the parcel view's, the dispatch list's).
 */
export async function dueForEach(
  ledger: LedgerRepository,
  owners: readonly OwnedParcels[],
): Promise<Map<string, Cents>> {
  if (owners.length === 0) return new Map();
  const unpaid = await unpaidOf(ledger, owners);
  return new Map(
    owners.flatMap(({ userId, parcels }) => {
      const theirs = unpaid.get(userId);
      return theirs ? eachDue(parcels, theirs) : [];
    }),
  );
}

/**
 * Why a parcel is not handed over: what is owed, and how it is paid. The same words for staff's single move
 * (the API's 409, the CLI, the desk).
 */
export const unpaidText = (owedCents: Cents): string =>
  `This parcel is not paid for: ${formatUsd(owedCents)} is still owed for it. It is handed over once paid (the customer can pay on their dashboard with M-Pesa), or released unpaid only with a stated reason.`;
