import type { User } from '../accounts/user.js';
import { customsCategory } from '../customs/customs-rates.js';
import { type DeliveryChoice, type DeliveryPlace, doorLine, placeOf } from '../delivery/delivery-choice.js';
import type { ParcelContents } from '../parcels/parcel-contents.js';
import type { Cents } from '../shared/money.js';
import type { PickupPoints } from '../shared/pickup-points.js';
import { type Flight, type FlightShipment, type FlightTotals, totalsOf } from './flight.js';

/** Who consolidated the shipments, as the clearing agent files them: from configuration. */
export interface Consolidator {
  name: string;
  /** Null when it is not configured (the manifest then says so). */
  kraPin: string | null;
}

/** One kind of goods in a house waybill: the customs category and how many, all its parcels together. */
interface ManifestGoods {
  category: string;
  quantity: number;
}

/** One house waybill (a shipment: a box KS… or a lone parcel KP…) as the clearing agent reads it. */
export interface ManifestLine {
  /** The shipment's number is its house air waybill. */
  hawb: string;
  parcels: string[];
  consignee: string;
  phone: string;
  /** Where it goes by the owner's delivery choice in force: a door's address or a pickup point. */
  deliverTo: string;
  /** The owner's KRA PIN where given (Kenya's lines only), else null. */
  kraPin: string | null;
  pieces: number;
  actualKg: number;
  chargeableKg: number;
  goods: ManifestGoods[];
  /** The parcels whose contents are not declared: the line is marked undeclared while any is. */
  undeclared: string[];
  declaredValueCents: Cents;
  /** Every parcel of the shipment is insured. */
  insured: boolean;
}

/** The clearing agent's manifest of a flight: its house waybills, their totals, and who consolidated them. */
export interface Manifest {
  flight: Flight;
  consolidator: Consolidator;
  lines: ManifestLine[];
  totals: FlightTotals & { undeclared: number };
}

/** What the manifest is made from: each read once for all the shipments. */
export interface ManifestSources {
  flight: Flight;
  cargo: readonly FlightShipment[];
  /** The shipments' owners, by id. */
  owners: ReadonlyMap<string, User>;
  /** Each owner's delivery choice in force, by owner id (none: not chosen yet). */
  choices: ReadonlyMap<string, DeliveryChoice>;
  /** The parcels' declared contents, by parcel number. */
  contents: ReadonlyMap<string, ParcelContents>;
  points: PickupPoints;
  consolidator: Consolidator;
}

/** Where the shipment goes, on one line. */
export function deliverToText(place: DeliveryPlace): string {
  if (place.method === 'door') return `Door: ${doorLine(place.address)}`;
  if (place.method === 'pickup') return `Pickup: ${place.point.name}, ${place.point.address}`;
  return 'Not chosen yet';
}

/** The parcels' goods by category, quantities added, in the order first met. */
function goodsOf(contents: readonly (ParcelContents | undefined)[]): ManifestGoods[] {
  const byCategory = new Map<string, number>();
  for (const c of contents)
    for (const item of c?.items ?? []) {
      const name = customsCategory(item.category).name;
      byCategory.set(name, (byCategory.get(name) ?? 0) + item.quantity);
    }
  return [...byCategory].map(([category, quantity]) => ({ category, quantity }));
}

const isDeclared = (c: ParcelContents | undefined): boolean => c !== undefined && c.items.length > 0;

/** The manifest: one line per shipment in loading order, then the totals. */
export function manifestOf(sources: ManifestSources): Manifest {
  const { flight, cargo, owners, choices, contents, points, consolidator } = sources;
  const lines = cargo.map((shipment): ManifestLine => {
    const owner = owners.get(shipment.ownerId);
    const parcelContents = shipment.parcels.map((number) => contents.get(number));
    const destination = owner?.destination ?? (flight.destination === 'JUB' ? 'south-sudan' : 'kenya');
    return {
      hawb: shipment.reference,
      parcels: [...shipment.parcels],
      consignee: owner ? `${owner.firstName} ${owner.lastName}` : '',
      phone: owner?.phoneNumber ?? '',
      deliverTo: deliverToText(placeOf(destination, choices.get(shipment.ownerId), points)),
      kraPin: destination === 'kenya' ? (owner?.kraPin ?? null) : null,
      pieces: 1,
      actualKg: shipment.actualKg,
      chargeableKg: shipment.chargeableKg,
      goods: goodsOf(parcelContents),
      undeclared: shipment.parcels.filter((_, i) => !isDeclared(parcelContents[i])),
      declaredValueCents: shipment.declaredValueCents,
      insured:
        parcelContents.length > 0 &&
        parcelContents.every((c) => c?.insuranceCents !== null && c?.insuranceCents !== undefined),
    };
  });
  return {
    flight,
    consolidator,
    lines,
    totals: { ...totalsOf(cargo), undeclared: lines.filter((l) => l.undeclared.length > 0).length },
  };
}

/** The house waybills whose contents are not all declared: staff are warned of them before closing. */
export const undeclaredOf = (cargo: readonly FlightShipment[]): FlightShipment[] =>
  cargo.filter((s) => s.undeclared.length > 0);

/** The goods on one line: "Clothing & textiles × 3; Shoes × 1", or UNDECLARED. */
export const goodsText = (line: Pick<ManifestLine, 'goods' | 'undeclared'>): string => {
  const goods = line.goods.map((g) => `${g.category} × ${String(g.quantity)}`).join('; ');
  if (line.undeclared.length === 0) return goods;
  return [`UNDECLARED (${line.undeclared.join(', ')})`, goods].filter((t) => t !== '').join('; ');
};
