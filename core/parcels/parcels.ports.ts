import type { Cents } from '../shared/money.js';
import type { StorageTerms } from '../shared/storage-terms.js';
import type { TransactionalPorts } from '../shared/unit-of-work.ports.js';
import type { Destination } from '../pricing/destinations.js';
import type { Parcel, ParcelEvent, ParcelStatus } from './parcel.js';
import type { DeskParcel, DeskQuery, StepInBulk, UnclaimedParcel } from './parcel-desk.js';
import type { CollectionCode } from './collection-code.js';
import type { ParcelHandover } from './parcel-handover.js';
import type { ParcelContents } from './parcel-contents.js';
import type { ParcelPhoto, PhotoSize } from './parcel-photo.js';
import type { PreAlert, PreAlertPage } from './pre-alert.js';
import type { ShipRequest, Shipment } from './shipment.js';
import type { LabelFacts, LabelFormat, ParcelLabel } from './parcel-labels.js';

export interface PreAlertRepository {
  /** Adds it unless this customer has already pre-alerted the tracking number. */
  addIfNew(alert: PreAlert): Promise<'added' | 'duplicate'>;
  /** A page of a customer's pre-alerts, newest first (see listedBefore); the first PRE_ALERT_PAGE_SIZE by default. */
  listFor(userId: string, page?: PreAlertPage): Promise<PreAlert[]>;
  /** How many of a customer's pre-alerts no parcel has matched yet. */
  countOpen(userId: string): Promise<number>;
  /** This customer's pre-alert of the tracking number that no parcel has matched yet. */
  findOpen(userId: string, trackingNumber: string): Promise<PreAlert | undefined>;
  markFulfilled(id: string, parcelNumber: string): Promise<void>;
  /** Removes this customer's pre-alert while no parcel has matched it; says which it was. */
  removeOpen(id: string, userId: string): Promise<'removed' | 'fulfilled' | 'not-found'>;
}

export interface ParcelRepository {
  /** The next parcel number, KP followed by digits; never handed out twice. */
  nextNumber(): Promise<string>;
  /** Adds it unless a parcel with its tracking number was received already. */
  addIfNew(parcel: Parcel): Promise<'added' | 'duplicate'>;
  /**
   * By our parcel number or else the carrier's tracking number (normalised): the number comes first, so a
   * tracking number that looks like another parcel's number never hides that parcel.
   */
  find(reference: string): Promise<Parcel | undefined>;
  /** By our parcel number only. */
  findByNumber(number: string): Promise<Parcel | undefined>;
  /** A customer's parcels, newest first. */
  listFor(userId: string): Promise<Parcel[]>;
  /**
   * Those of the numbers that are this customer's parcels, each locked until the transaction ends: two requests
   * for one parcel at once are decided one after the other, so the later sees the earlier's hold.
   */
  lockMine(userId: string, numbers: readonly string[]): Promise<Parcel[]>;
  /**
   * Gives an unclaimed parcel its owner and price, dated `at`, unless it has one already (two staff assigning it
   * at once: the first wins).
   */
  assign(number: string, claim: ParcelClaim, at: Date): Promise<'assigned' | 'claimed' | 'not-found'>;
  /** The desk's search (parcel-desk.ts): a page of at most `limit` parcels, newest first, after `after`. */
  search(query: DeskQuery, limit: number): Promise<DeskParcel[]>;
  /** Every unclaimed parcel, newest first, each with the customers whose open pre-alert names its tracking number. */
  unclaimed(): Promise<UnclaimedParcel[]>;
  /** Holds the parcels for a ship request, or lets them go (null). */
  holdFor(numbers: readonly string[], shipRequestId: string | null): Promise<void>;
  /** Marks the parcels as packed into the box. */
  packInto(numbers: readonly string[], shipmentNumber: string): Promise<void>;
  /** The parcels packed into the box, by number. */
  inShipment(shipmentNumber: string): Promise<Parcel[]>;
  /**
   * Records the event, which makes its status the parcel's, when it moves the parcel forward of every step it has
   * reached; two moves of one parcel at once are decided one after the other, so the later sees the earlier.
   */
  moveTo(number: string, event: ParcelEvent): Promise<'moved' | 'not-forward'>;
  /**
   * A status file's moves, in line order (a parcel may move twice): each that moves its parcel forward becomes
   * an event dated `at`, and once all are recorded, the steps they took go to `onSteps` in batches, each awaited
   * (the caller queues their notices in the same transaction): each owner and status once, however many of the
   * owner's parcels took it. Every other move goes to `onRefused` with why, in line order. A parcel held for a
   * ship request does not move; a move of a packed parcel moves every parcel of its box. Answers how many moved.
   * Set-wise: nothing grows with the file.
   */
  moveAll(
    moves: AsyncIterable<readonly StatusMove[]>,
    at: Date,
    onRefused: (move: StatusMove, refusal: MoveRefusal) => void,
    onSteps: (steps: readonly StepTaken[]) => Promise<void>,
  ): Promise<number>;
}

/** What assigning an unclaimed parcel gives it: its owner, and its price at the owner's tariff. */
export interface ParcelClaim {
  userId: string;
  accountId: string;
  destination: Destination;
  freightCents: Cents;
  savingCents: Cents;
  chargeCents: Cents;
  description: string | null;
  valueCents: Cents | null;
}

/**
 * A step that parcels of one owner took at one moment (one or many: a box, a file's lines), with the owner's
 * address as the account has it (null: no such account): what one notice tells.
 */
export interface StepTaken {
  ownerId: string;
  ownerEmail: string | null;
  status: ParcelStatus;
  at: Date;
}

/**
 * A line of a status file that asks for a move: the parcel's number or else its tracking number (normalised). Never
 * a hand-over: that takes the owner's code or a reason, one parcel at a time (HANDOVER_NOT_IN_BULK).
 */
export interface StatusMove {
  line: number;
  reference: string;
  status: StepInBulk;
}

/**
 * Why a move was refused: no such parcel, not forward of the status the parcel had reached by then, held to travel
 * with others, or unclaimed (it moves on once staff assign it to its account).
 */
export type MoveRefusal =
  | { kind: 'unknown' }
  | { kind: 'not-forward'; reached: ParcelStatus }
  | { kind: 'held' }
  | { kind: 'unclaimed' };

/** Requests to ship parcels together, and the boxes staff packed them into. */
export interface ShipmentRepository {
  addRequest(request: ShipRequest): Promise<void>;
  /** Locked until the transaction ends when `lock` says so: a pack and a withdrawal at once are decided in turn. */
  findRequest(id: string, options?: { lock: boolean }): Promise<ShipRequest | undefined>;
  /** A customer's requests, newest first. */
  requestsOf(userId: string): Promise<ShipRequest[]>;
  /** Every request waiting to be packed, oldest first: the desk's work. */
  waitingRequests(): Promise<ShipRequest[]>;
  closeRequest(
    id: string,
    status: 'withdrawn' | 'packed',
    at: Date,
    shipmentNumber: string | null,
  ): Promise<void>;
  /** The next box number, KS followed by digits; never handed out twice. */
  nextNumber(): Promise<string>;
  add(shipment: Shipment): Promise<void>;
  find(number: string): Promise<Shipment | undefined>;
  /** A customer's boxes, newest first. */
  shipmentsOf(userId: string): Promise<Shipment[]>;
}

/** The daily storage fees of parcels past their free days (storage-fees.ts), in the ledger. */
export interface StorageFeeRepository {
  /**
   * Posts every storage fee due up to and including `through` (YYYY-MM-DD, the warehouse's calendar) that is not
   * posted yet, for every parcel (a day missed is caught up, a parcel that left is charged up to its departure);
   * answers how many it posted. Each fee is keyed by parcel and day, so however often it runs, and on however
   * many instances at once, a day of a parcel is charged once. Set-wise: no round trip per parcel or day.
   */
  postThrough(through: string, terms: StorageTerms, at: Date): Promise<number>;
  /** Claims the daily run of `day` for this process: false when another run has claimed it (once for all instances). */
  claimRun(day: string, at: Date): Promise<boolean>;
  /** The storage charged so far to each of an account's parcels that has any (a reversed fee counts nothing). */
  feesByParcel(userId: string): Promise<Map<string, Cents>>;
  /** The storage charged so far to one parcel (a reversed fee counts nothing): its response reads no other's. */
  feesOf(parcel: Pick<Parcel, 'userId' | 'number'>): Promise<Cents>;
}

/** What owners declare is in their parcels, and the insurance bought on it. */
export interface ParcelContentsRepository {
  find(parcelNumber: string): Promise<ParcelContents | undefined>;
  /**
   * Holds the parcel until the transaction ends, as a move of it does: a move, a declaration or an insurance of
   * it at the same time waits, so what is read after this stays true until the change is made.
   */
  holdParcel(parcelNumber: string): Promise<void>;
  /** The contents of each of these parcels that has some, by parcel number: one read for all of them. */
  findEach(parcelNumbers: readonly string[]): Promise<Map<string, ParcelContents>>;
  /** Declares the items (replacing any declared before) unless the parcel is insured: the insured value stands. */
  replace(parcelNumber: string, items: ParcelContents['items'], at: Date): Promise<'declared' | 'insured'>;
  /** Records the insurance once; a parcel with no contents is not insured. */
  insure(
    parcelNumber: string,
    insuranceCents: Cents,
  ): Promise<'insured' | 'already-insured' | 'not-declared'>;
}

/** The photos' records; their bytes are in the PhotoStore. */
export interface ParcelPhotoRepository {
  /**
   * Adds the photos of one parcel unless it would then have more than `max`: all or none. Two additions to one
   * parcel at once are decided one after the other, so together they never pass `max`.
   */
  addWithin(parcelNumber: string, photos: readonly ParcelPhoto[], max: number): Promise<'added' | 'full'>;
  /** The photos of these parcels, oldest first. */
  listFor(parcelNumbers: readonly string[]): Promise<ParcelPhoto[]>;
  find(parcelNumber: string, id: string): Promise<ParcelPhoto | undefined>;
  /** Forgets the photo's record and gives it back (its files are the caller's to remove); undefined when none. */
  remove(parcelNumber: string, id: string): Promise<ParcelPhoto | undefined>;
}

/** Where photos' bytes are kept, by key (files under DATA_DIR, or S3-compatible object storage). */
export interface PhotoStore {
  /** Keeps the bytes under the key, replacing what was there. */
  put(key: string, bytes: Uint8Array, mediaType: string): Promise<void>;
  /** The bytes kept under the key; undefined when there are none. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Forgets the key; nothing happens when nothing was kept under it. */
  remove(key: string): Promise<void>;
}

/** A photo as it is kept: each size's bytes and dimensions, all in one media type. */
export interface DevelopedPhoto {
  mediaType: string;
  sizes: Record<PhotoSize, { bytes: Uint8Array; width: number; height: number }>;
}

/** Makes the kept sizes of a photo as sent: turned upright, with no metadata (a phone's GPS position stays out). */
export interface PhotoDeveloper {
  /**
   * The photo's width and height as its header gives them, read without decoding a pixel; undefined when the
   * bytes are not an image of the accepted formats.
   */
  measure(bytes: Uint8Array): Promise<{ width: number; height: number } | undefined>;
  /**
   * Undefined when the bytes are not an image of the accepted formats, or have more than MAX_PHOTO_PIXELS (ask
   * `measure` first to tell which). Photos are developed one at a time in the process, however many are asked for.
   */
  develop(bytes: Uint8Array): Promise<DevelopedPhoto | undefined>;
}

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    preAlerts: PreAlertRepository;
    parcels: ParcelRepository;
    storageFees: StorageFeeRepository;
    shipments: ShipmentRepository;
    parcelContents: ParcelContentsRepository;
    parcelPhotos: ParcelPhotoRepository;
  }
}

/** The codes of the shipments that became ready, kept until they are handed over. */
export interface CollectionCodeRepository {
  /** The shipment's code: the one issued before, or else this one, now kept. */
  issue(code: CollectionCode): Promise<CollectionCode>;
  /** Locked until the transaction ends: two handovers of one shipment at once are decided in turn. */
  find(shipment: string): Promise<CollectionCode | undefined>;
  /** The codes of these shipments that have one, by shipment. */
  findEach(shipments: readonly string[]): Promise<Map<string, CollectionCode>>;
  /**
   * Counts a wrong code; the `max`-th in a row locks the code until `lockUntil`, and the count starts again.
   * Returns the code as it is then.
   */
  countWrong(shipment: string, max: number, lockUntil: Date): Promise<CollectionCode | undefined>;
}

/** Who collected each shipment handed over (parcel-handover.ts): kept once, at the handover. */
export interface ParcelHandoverRepository {
  /** Keeps the handover and its signature (if signed) unless the shipment has one already: it is handed over once. */
  record(handover: ParcelHandover, signature: Uint8Array | null): Promise<'recorded' | 'recorded-before'>;
  /** The handovers of these shipments that have one, by shipment: one read for all of them. */
  findEach(shipments: readonly string[]): Promise<Map<string, ParcelHandover>>;
  /** The PNG signed at the shipment's handover; undefined when there is none. */
  signatureOf(shipment: string): Promise<Uint8Array | undefined>;
}

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    collectionCodes: CollectionCodeRepository;
    parcelHandovers: ParcelHandoverRepository;
  }
}

/** What the labels of some numbers print, read for all of them at once. */
export interface ParcelLabelRepository {
  /**
   * The parcels and boxes these numbers name (the others left out), the box of each parcel named, their owners'
   * names and delivery choices: one query a table, however many numbers.
   */
  factsOf(numbers: readonly string[]): Promise<LabelFacts>;
}

/** Labels as a printer takes them: a PDF of 4×6 inch pages, one a label, or ZPL for a 203 dpi thermal printer. */
export interface LabelPrinter {
  print(labels: readonly ParcelLabel[], format: LabelFormat): Promise<PrintedLabels>;
}

export interface PrintedLabels {
  mediaType: string;
  bytes: Uint8Array;
}

/**
 * The flight a parcel is on (its box's, once packed), as the parcel's answer, its tracking and its notices show it:
 * the flight's number, its schedule and its milestones as they happen; times only, nothing about whose.
 */
export interface ParcelFlight {
  flightNumber: string;
  /** The airport it lands at (IATA): NBO, JUB. */
  destination: string;
  etd: Date;
  eta: Date;
  /** Its actual departure and arrival, and the customs release; null until each happens. */
  departedAt: Date | null;
  arrivedAt: Date | null;
  clearedAt: Date | null;
  /**
   * Kenya's duty and taxes KRA assessed on the shipment's waybill (its box's once packed), as charged to its owner,
   * in US cents; null until the clearing agent's assessment is imported. The owner's and staff's views only:
   * public tracking never shows it.
   */
  assessedDutyCents: Cents | null;
}

/** Which flight parcels are on: the parcels area's port, answered by the area that loads flights. */
export interface ParcelFlights {
  /**
   * The flight of each of these parcels that is on one (a packed parcel is on its box's), by parcel number: one
   * query for all of them, however many.
   */
  flightsOf(parcelNumbers: readonly string[]): Promise<Map<string, ParcelFlight>>;
}

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    parcelLabels: ParcelLabelRepository;
    parcelFlights: ParcelFlights;
  }
}

/** The parcels area's part of a unit of work. */
export type ParcelsPorts = Pick<
  TransactionalPorts,
  | 'preAlerts'
  | 'parcels'
  | 'storageFees'
  | 'shipments'
  | 'parcelContents'
  | 'parcelPhotos'
  | 'collectionCodes'
  | 'parcelHandovers'
>;
