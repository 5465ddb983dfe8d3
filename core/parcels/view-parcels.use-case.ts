import { type DeliveryPlace, placeOf } from '../delivery/delivery-choice.js';
import type { DeliveryChoiceRepository } from '../delivery/delivery.ports.js';
import type { LedgerRepository } from '../ledger/ledger.ports.js';
import type { Cents } from '../shared/money.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { PickupPoints } from '../shared/pickup-points.js';
import type { StorageTerms } from '../shared/storage-terms.js';
import { leftAt, readyCode } from './collection-notice.js';
import { type ClaimedParcel, HANDED_OVER, type Parcel, isClaimed } from './parcel.js';
import { type ClearanceTerms, type ParcelEta, etaOf } from './parcel-eta.js';
import { dueForEach } from './parcel-charge.js';
import type { ParcelContents } from './parcel-contents.js';
import type {
  CollectionCodeRepository,
  ParcelContentsRepository,
  ParcelFlights,
  ParcelHandoverRepository,
  ParcelPhotoRepository,
  ParcelRepository,
  ShipmentRepository,
  StorageFeeRepository,
} from './parcels.ports.js';
import type { ParcelPhoto } from './parcel-photo.js';
import type { ParcelHandover } from './parcel-handover.js';
import { shipmentOf } from './collection-code.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';
import { type BoxView, sortedByNumber } from './shipment.js';

/** Where an owner's parcel is handed over, and its code while it is ready (only the owner's view says). */
export interface ParcelCollection {
  place: DeliveryPlace;
  code: string | null;
}

/**
 * What is still owed for the parcel (parcel-charge.ts), the site whose dashboard takes the payment, the storage
 * terms and the storage charged to it so far, and the parcel's photos (its own: a list groups them once).
 */
interface ParcelDue {
  dueCents: Cents;
  siteUrl: string;
  storageTerms: StorageTerms;
  storageFeesCents: Cents;
  photos: readonly ParcelPhoto[];
  /** The box it is packed in, with the box's charge and due; null while on its own. */
  box: BoxView | null;
  /** Only its owner's view says where and with which code it is handed over. */
  collection?: ParcelCollection;
}

/** A parcel as its owner or staff read it: what it owes, its box, contents, photos and handover. */
export interface ParcelView {
  parcel: Parcel;
  due: ParcelDue;
  contents: ParcelContents | undefined;
  /** Its flight with the ready-by day, or the schedule's next departure while it waits on no flight. */
  eta: ParcelEta;
  /** Who collected it (its box's handover, once packed); undefined until handed over with a name. */
  handedOver?: ParcelHandover;
}

type NotFound = ParcelError<'PARCELS.NOT_FOUND'>;

/** Who reads the view: only the owner's says where and with which code it is handed over. */
export type ParcelAudience = 'owner' | 'staff';

/** The reads a parcel's view is made of. */
export interface ParcelViewReads {
  parcels: ParcelRepository;
  shipments: ShipmentRepository;
  ledger: LedgerRepository;
  storageFees: StorageFeeRepository;
  parcelContents: ParcelContentsRepository;
  parcelPhotos: ParcelPhotoRepository;
  deliveryChoices: DeliveryChoiceRepository;
  collectionCodes: CollectionCodeRepository;
  parcelFlights: ParcelFlights;
  parcelHandovers: ParcelHandoverRepository;
}

/** What the views say beside the reads: where to pay, the storage terms, the pickup points, the clearance days. */
export interface ParcelViewTerms extends ClearanceTerms {
  siteUrl: string;
  storageTerms: StorageTerms;
  points: PickupPoints;
  /** Now, for the schedule's next departure. */
  now: () => Date;
}

function grouped<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/**
 * The one view of parcels that the API, the staff desk and the CLI all give: each parcel with what it owes on
 * its own and, once packed, its box's number, parcels, one charge and one due (said once, as the box's: a packed
 * parcel owes nothing of its own, its cancelled charge is no charge). A box's parcels are read with it, so its due
 * is the same whichever of them is asked.
 */
export class ViewParcelsUseCase {
  constructor(
    private readonly reads: ParcelViewReads,
    private readonly terms: ParcelViewTerms,
  ) {}

  /** Every parcel of the owner, newest first, as the owner reads them. */
  async ofOwner(userId: string): Promise<ParcelView[]> {
    return this.execute(await this.reads.parcels.listFor(userId), 'owner');
  }

  /**
   * One of the owner's parcels, by its number or tracking number (normalised). Another customer's is not found,
   * like a number nobody has: a number tells nobody else that its parcel exists.
   */
  async forOwner(userId: string, reference: string): Promise<Result<ParcelView, NotFound>> {
    const parcel = await this.reads.parcels.find(reference);
    if (parcel?.userId !== userId) return fail(PARCEL_ERRORS.parcelNotFound);
    return ok(await this.one(parcel, 'owner'));
  }

  /** Any parcel, claimed or not, by its number or tracking number (normalised), as staff read it. */
  async forStaff(reference: string): Promise<Result<ParcelView, NotFound>> {
    const parcel = await this.reads.parcels.find(reference);
    if (!parcel) return fail(PARCEL_ERRORS.parcelNotFound);
    return ok(await this.one(parcel, 'staff'));
  }

  /** One parcel's view. */
  async one(parcel: Parcel, audience: ParcelAudience): Promise<ParcelView> {
    const [view] = await this.execute([parcel], audience);
    if (!view) throw new Error(`no view of parcel ${parcel.number}`);
    return view;
  }

  /** A box's parcels, by its number (KS…), as staff read them; none when no box has it. */
  async ofBox(shipmentNumber: string): Promise<ParcelView[]> {
    return this.execute(await this.reads.parcels.inShipment(shipmentNumber), 'staff');
  }

  /** The views of these parcels (of one owner or several, or unclaimed), in their order. */
  async execute(parcels: readonly Parcel[], audience: ParcelAudience): Promise<ParcelView[]> {
    const boxes = await this.boxesOf(parcels);
    const numbers = parcels.map((p) => p.number);
    const handed = parcels.filter((p) => p.status === HANDED_OVER).map(shipmentOf);
    const [owed, fees, contents, photos, collections, flights, handovers] = await Promise.all([
      this.dueOf(parcels, boxes),
      this.storageOf(parcels),
      this.reads.parcelContents.findEach(numbers),
      this.reads.parcelPhotos.listFor(numbers),
      audience === 'owner' ? this.collectionsOf(parcels.filter(isClaimed)) : new Map<string, never>(),
      this.reads.parcelFlights.flightsOf(numbers),
      this.reads.parcelHandovers.findEach([...new Set(handed)]),
    ]);
    const now = this.terms.now();
    const photosOf = grouped(photos, (photo: ParcelPhoto) => photo.parcelNumber);
    return parcels.map((parcel) => {
      const box = parcel.shipmentNumber === null ? undefined : boxes.get(parcel.shipmentNumber);
      const collection = collections.get(parcel.number);
      const handedOver = handovers.get(shipmentOf(parcel));
      return {
        parcel,
        due: {
          // A packed parcel is handed over with its box: what it owes is the box's one due.
          dueCents: box ? box.dueCents : (owed.get(parcel.number) ?? 0),
          siteUrl: this.terms.siteUrl,
          storageTerms: this.terms.storageTerms,
          storageFeesCents: fees.get(parcel.number) ?? 0,
          photos: photosOf.get(parcel.number) ?? [],
          box: box ?? null,
          ...(collection && { collection }),
        },
        contents: contents.get(parcel.number),
        eta: etaOf(parcel, flights.get(parcel.number), this.terms, now),
        ...(handedOver && { handedOver }),
      };
    });
  }

  /** Each box one of the parcels is packed in, with all its parcels and its charge (its due comes after). */
  private async boxesOf(parcels: readonly Parcel[]): Promise<Map<string, BoxView & { members: Parcel[] }>> {
    const numbers = [
      ...new Set(parcels.flatMap((p) => (p.shipmentNumber === null ? [] : [p.shipmentNumber]))),
    ];
    const found = await Promise.all(
      numbers.map(async (number) => {
        const [members, shipment] = await Promise.all([
          this.reads.parcels.inShipment(number),
          this.reads.shipments.find(number),
        ]);
        const sorted = sortedByNumber([...members]);
        return {
          number,
          parcels: sorted.map((p) => p.number),
          status: sorted[0]?.status ?? 'received',
          destination: sorted[0]?.destination ?? null,
          chargeCents: shipment?.chargeCents ?? 0,
          dueCents: 0,
          members: sorted,
        };
      }),
    );
    return new Map(found.map((box) => [box.number, box]));
  }

  /**
   * What each parcel owes on its own, and each box's due set on it: read for all owners at once, with the boxes' other parcels
   * (a box's due is its shipping and every charge of every parcel in it).
   */
  private async dueOf(
    parcels: readonly Parcel[],
    boxes: Map<string, BoxView & { members: Parcel[] }>,
  ): Promise<Map<string, Cents>> {
    const everyParcel = new Map(parcels.map((p) => [p.number, p]));
    for (const box of boxes.values()) for (const p of box.members) everyParcel.set(p.number, p);
    const owners = grouped(
      [...everyParcel.values()].filter((p) => p.userId !== null),
      (p) => p.userId ?? '',
    );
    const owed = await dueForEach(
      this.reads.ledger,
      [...owners].map(([userId, parcels]) => ({ userId, parcels })),
    );
    for (const box of boxes.values()) box.dueCents = owed.get(box.members[0]?.number ?? '') ?? 0;
    return owed;
  }

  /** The storage charged to each parcel: one parcel's alone, or its owners' in one read each. */
  private async storageOf(parcels: readonly Parcel[]): Promise<Map<string, Cents>> {
    const [only] = parcels;
    if (parcels.length === 1 && only)
      return new Map([[only.number, await this.reads.storageFees.feesOf(only)]]);
    const owners = [...new Set(parcels.flatMap((p) => (p.userId === null ? [] : [p.userId])))];
    const fees = new Map<string, Cents>();
    for (const userId of owners)
      for (const [number, cents] of await this.reads.storageFees.feesByParcel(userId))
        fees.set(number, cents);
    return fees;
  }

  /**
   * Where each of the owners' parcels is handed over (by the choice in force when it left), and the code of each
   * that is ready: one read of each owner's choices.
   */
  private async collectionsOf(parcels: readonly ClaimedParcel[]): Promise<Map<string, ParcelCollection>> {
    const entries: [string, ParcelCollection][] = [];
    for (const [userId, theirs] of grouped(parcels, (p) => p.userId)) {
      const choices = await this.reads.deliveryChoices.inForceAt(userId, theirs.map(leftAt));
      for (const [i, p] of theirs.entries())
        entries.push([
          p.number,
          {
            place: placeOf(p.destination, choices[i], this.terms.points),
            code: p.status === 'ready' ? (await readyCode(this.reads.collectionCodes, p)).code : null,
          },
        ]);
    }
    return new Map(entries);
  }
}
