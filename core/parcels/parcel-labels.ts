import {
  type DeliveryPlace,
  type SavedDeliveryChoice,
  choiceAt,
  placeOf,
} from '../delivery/delivery-choice.js';
import { DESTINATION_DETAILS, type Destination } from '../pricing/destinations.js';
import type { PickupPoints } from '../shared/pickup-points.js';
import { sortedByNumber } from './shipment.js';

/** The most labels one request prints: a flight's worth of a busy week, one PDF of a few megabytes. */
export const MAX_LABELS = 1000;
/** A PDF of 4×6 inch pages, or ZPL for a 203 dpi thermal printer. */
export const LABEL_FORMATS = ['pdf', 'zpl'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];
/** A number a label is printed for: a parcel's (KP…) or a box's (KS…). */
export const isLabelNumber = (text: string): boolean => /^K[PS]\d{1,18}$/.test(text);

/** What a label prints of a parcel, as the warehouse keeps it. */
export interface LabelParcelFacts {
  number: string;
  /** Null while unclaimed, with `userId` and `destination`. */
  accountId: string | null;
  userId: string | null;
  destination: Destination | null;
  actualKg: number;
  /** The box it is packed in; null while on its own. */
  shipmentNumber: string | null;
  /** Its first step after receipt; undefined while it waits at the warehouse. */
  leftAt: Date | undefined;
}

/** What a label prints of a box, with the numbers of every parcel packed in it. */
export interface LabelBoxFacts {
  number: string;
  accountId: string;
  userId: string;
  destination: Destination;
  actualKg: number;
  parcels: string[];
  leftAt: Date | undefined;
}

/**
 * Everything the labels of some numbers print, read at once (one query a table): the parcels and boxes named, the
 * box of every parcel named (for its piece count), the owners' names and their delivery choices, oldest first.
 */
export interface LabelFacts {
  parcels: LabelParcelFacts[];
  boxes: LabelBoxFacts[];
  owners: { userId: string; name: string }[];
  choices: SavedDeliveryChoice[];
}

/** One 4×6 inch label: what the warehouse reads at a glance and the barcode it scans. */
export interface ParcelLabel {
  /** Printed large and as a Code 128 barcode. */
  number: string;
  kind: 'parcel' | 'box';
  /** Null while the parcel is unclaimed. */
  accountId: string | null;
  /** The owner's name, or "Unclaimed". */
  consignee: string;
  /** The airport it flies to (NBO, JUB); null while unclaimed. */
  airport: 'NBO' | 'JUB' | null;
  /** Kenya, South Sudan, or null while unclaimed. */
  country: string | null;
  /** Where it goes by the owner's delivery choice in force: a pickup point, a door's town, or not chosen yet. */
  place: string;
  weightKg: number;
  /** "1 of 3" for the first parcel of a box of three, "1 of 1" for a parcel on its own, "3 parcels" on a box. */
  pieces: string;
  /** A parcel's box, printed beside its pieces; left out on its own and on the box's own label. */
  boxNumber?: string;
}

const AIRPORTS: Readonly<Record<Destination, 'NBO' | 'JUB'>> = { kenya: 'NBO', 'south-sudan': 'JUB' };

/** Where it goes, on one short line: the pickup point's name, the door's town and county, or not chosen yet. */
export function placeLine(place: DeliveryPlace): string {
  if (place.method === 'pickup') return `Pickup: ${place.point.name}`;
  if (place.method === 'door') return `Door: ${place.address.town}, ${place.address.county}`;
  return 'Delivery not chosen yet';
}

/** The label of each number, in the order asked (each once), and the numbers nothing has. */
export function labelsOf(
  numbers: readonly string[],
  facts: LabelFacts,
  points: PickupPoints,
): { labels: ParcelLabel[]; unknown: string[] } {
  const parcels = new Map(facts.parcels.map((p) => [p.number, p]));
  const boxes = new Map(facts.boxes.map((b) => [b.number, b]));
  const names = new Map(facts.owners.map((o) => [o.userId, o.name]));
  const placeFor = (userId: string | null, destination: Destination | null, left: Date | undefined) => {
    if (userId === null || destination === null) return 'Unclaimed: assign it to its account';
    const history = facts.choices.filter((saved) => saved.userId === userId);
    return placeLine(placeOf(destination, choiceAt(history, left), points));
  };
  const owner = (userId: string | null, destination: Destination | null) => ({
    consignee: (userId !== null && names.get(userId)) || (userId === null ? 'Unclaimed' : 'Unknown'),
    airport: destination && AIRPORTS[destination],
    country: destination && DESTINATION_DETAILS[destination].name,
  });
  const labels: ParcelLabel[] = [];
  const unknown: string[] = [];
  for (const number of new Set(numbers)) {
    const box = boxes.get(number);
    const parcel = parcels.get(number);
    if (box) {
      labels.push({
        number,
        kind: 'box',
        accountId: box.accountId,
        ...owner(box.userId, box.destination),
        place: placeFor(box.userId, box.destination, box.leftAt),
        weightKg: box.actualKg,
        pieces: `${String(box.parcels.length)} parcel${box.parcels.length === 1 ? '' : 's'}`,
      });
    } else if (parcel) {
      const inBox = parcel.shipmentNumber === null ? undefined : boxes.get(parcel.shipmentNumber);
      const order = inBox ? sortedByNumber(inBox.parcels.map((n) => ({ number: n }))) : [parcel];
      const index = order.findIndex((p) => p.number === number);
      labels.push({
        number,
        kind: 'parcel',
        accountId: parcel.accountId,
        ...owner(parcel.userId, parcel.destination),
        place: placeFor(parcel.userId, parcel.destination, parcel.leftAt),
        weightKg: parcel.actualKg,
        pieces: `${String(index + 1)} of ${String(order.length)}`,
        ...(inBox && { boxNumber: inBox.number }),
      });
    } else unknown.push(number);
  }
  return { labels, unknown };
}
