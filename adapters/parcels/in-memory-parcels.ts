import type { ParcelDepartures } from '../../core/delivery/delivery.ports.js';
import { leftAt } from '../../core/parcels/collection-notice.js';
import { type Parcel, type ParcelEvent, movesForward } from '../../core/parcels/parcel.js';
import { sortedByNumber } from '../../core/parcels/shipment.js';
import { judgeMoves } from '../../core/parcels/judge-moves.js';
import type { ParcelPhoto } from '../../core/parcels/parcel-photo.js';
import type {
  StatusMove,
  ParcelPhotoRepository,
  ParcelRepository,
  PreAlertRepository,
} from '../../core/parcels/parcels.ports.js';
import { PRE_ALERT_PAGE_SIZE, type PreAlert, listedBefore } from '../../core/parcels/pre-alert.js';
import {
  type DeskParcel,
  fullName,
  nameTerm,
  numberedAfter,
  referenceTerm,
} from '../../core/parcels/parcel-desk.js';
import { type Sequences, type Tables, clone, insert } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    preAlerts: Map<string, PreAlert>;
    /** By parcel number. */
    parcels: Map<string, Parcel>;
    /** In the order they were added. */
    parcelPhotos: ParcelPhoto[];
  }
}

/** Like the database's sequence: the first parcel is KP1000001. */
const NUMBERS_BEFORE_THE_FIRST = 1_000_000;

const newestFirst = <T>(rows: T[], time: (row: T) => number) => rows.sort((a, b) => time(b) - time(a));

export function inMemoryPreAlerts(tables: Tables): PreAlertRepository {
  const mine = (userId: string) => [...tables.preAlerts.values()].filter((a) => a.userId === userId);
  return {
    addIfNew: async (alert) => {
      if (mine(alert.userId).some((a) => a.trackingNumber === alert.trackingNumber)) return 'duplicate';
      await insert(tables.preAlerts, alert);
      return 'added';
    },
    listFor: (userId, { after, limit } = { limit: PRE_ALERT_PAGE_SIZE }) =>
      Promise.resolve(
        clone(
          mine(userId)
            .filter((a) => after === undefined || listedBefore(after, a))
            .sort((a, b) => (listedBefore(a, b) ? -1 : 1))
            .slice(0, limit),
        ),
      ),
    countOpen: (userId) => Promise.resolve(mine(userId).filter((a) => a.parcelNumber === null).length),
    findOpen: (userId, trackingNumber) =>
      Promise.resolve(
        clone(mine(userId).find((a) => a.trackingNumber === trackingNumber && a.parcelNumber === null)),
      ),
    markFulfilled: (id, parcelNumber) => {
      const alert = tables.preAlerts.get(id);
      if (alert) tables.preAlerts.set(id, { ...alert, parcelNumber });
      return Promise.resolve();
    },
    removeOpen: (id, userId) => {
      const alert = tables.preAlerts.get(id);
      if (alert?.userId !== userId) return Promise.resolve('not-found');
      if (alert.parcelNumber !== null) return Promise.resolve('fulfilled');
      tables.preAlerts.delete(id);
      return Promise.resolve('removed');
    },
  };
}

export function inMemoryParcels(tables: Tables, sequences: Sequences): ParcelRepository {
  // The number first: a tracking number that looks like another parcel's number never hides that parcel.
  const find = (reference: string) =>
    tables.parcels.get(reference) ?? [...tables.parcels.values()].find((p) => p.trackingNumber === reference);
  const move = (number: string, event: ParcelEvent) => {
    const parcel = tables.parcels.get(number);
    if (parcel)
      tables.parcels.set(number, { ...parcel, status: event.status, events: [...parcel.events, event] });
  };
  const update = (number: string, change: Partial<Parcel>) => {
    const parcel = tables.parcels.get(number);
    if (parcel) tables.parcels.set(number, { ...parcel, ...change });
  };
  const boxOf = (shipmentNumber: string) =>
    sortedByNumber([...tables.parcels.values()].filter((p) => p.shipmentNumber === shipmentNumber));
  const newestOnDesk = () =>
    [...tables.parcels.values()].sort((a, b) => (numberedAfter(a.number, b.number) ? -1 : 1));
  const ownerOf = (parcel: Parcel) => (parcel.userId === null ? undefined : tables.users.get(parcel.userId));
  /** The search box's text as the database compares it: see parcel-desk.ts. */
  const deskMatches = (parcel: Parcel, text: string) => {
    const name = nameTerm(text);
    if (name === '') return true;
    const reference = referenceTerm(text);
    const owner = ownerOf(parcel);
    return (
      (owner !== undefined && fullName(owner).toLowerCase().includes(name)) ||
      (reference !== '' &&
        [parcel.number, parcel.trackingNumber, parcel.accountId ?? '', parcel.shipmentNumber ?? ''].some(
          (field) => field.includes(reference),
        ))
    );
  };
  const deskParcel = (parcel: Parcel): DeskParcel => {
    const owner = ownerOf(parcel);
    return {
      number: parcel.number,
      trackingNumber: parcel.trackingNumber,
      status: parcel.status,
      owner:
        owner && parcel.accountId !== null ? { accountId: parcel.accountId, name: fullName(owner) } : null,
      receivedAt: parcel.events[0]?.at ?? new Date(0),
      chargeableKg: parcel.weights.chargeableKg,
      ...(parcel.shipmentNumber !== null && { shipmentNumber: parcel.shipmentNumber }),
    };
  };
  return {
    nextNumber: () => Promise.resolve(`KP${String(NUMBERS_BEFORE_THE_FIRST + sequences.next('parcel'))}`),
    addIfNew: (parcel) => {
      if ([...tables.parcels.values()].some((p) => p.trackingNumber === parcel.trackingNumber))
        return Promise.resolve('duplicate');
      tables.parcels.set(parcel.number, clone(parcel));
      return Promise.resolve('added');
    },
    find: (reference) => Promise.resolve(clone(find(reference))),
    findByNumber: (number) => Promise.resolve(clone(tables.parcels.get(number))),
    listFor: (userId) =>
      Promise.resolve(
        clone(
          newestFirst(
            [...tables.parcels.values()].filter((p) => p.userId === userId),
            (p) => Number(p.number.slice(2)),
          ),
        ),
      ),
    lockMine: (userId, numbers) =>
      Promise.resolve(
        clone(
          sortedByNumber(
            numbers.flatMap((n) => {
              const parcel = tables.parcels.get(n);
              return parcel?.userId === userId ? [parcel] : [];
            }),
          ),
        ),
      ),
    holdFor: (numbers, shipRequestId) => {
      for (const n of numbers) update(n, { shipRequestId });
      return Promise.resolve();
    },
    packInto: (numbers, shipmentNumber) => {
      for (const n of numbers) update(n, { shipmentNumber });
      return Promise.resolve();
    },
    inShipment: (shipmentNumber) => Promise.resolve(clone(boxOf(shipmentNumber))),
    assign: (number, claim, assignedAt) => {
      const parcel = tables.parcels.get(number);
      if (!parcel) return Promise.resolve('not-found');
      if (parcel.userId !== null) return Promise.resolve('claimed');
      update(number, { ...claim, assignedAt });
      return Promise.resolve('assigned');
    },
    search: (query, limit) => {
      const found = newestOnDesk().filter(
        (p) =>
          (query.status === undefined || p.status === query.status) &&
          (query.after === undefined || numberedAfter(query.after, p.number)) &&
          deskMatches(p, query.text ?? ''),
      );
      return Promise.resolve(clone(found.slice(0, limit).map(deskParcel)));
    },
    unclaimed: () => {
      const open = [...tables.preAlerts.values()]
        .filter((a) => a.parcelNumber === null)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      return Promise.resolve(
        clone(
          newestOnDesk()
            .filter((p) => p.userId === null)
            .map((p) => ({
              ...deskParcel(p),
              carrier: p.carrier,
              description: p.description,
              preAlertedBy: open
                .filter((a) => a.trackingNumber === p.trackingNumber)
                .flatMap((a) => {
                  const customer = tables.users.get(a.userId);
                  return customer ? [{ accountId: customer.accountId, name: fullName(customer) }] : [];
                }),
            })),
        ),
      );
    },
    moveTo: (number, event) => {
      const parcel = tables.parcels.get(number);
      if (!parcel || !movesForward(parcel.status, event.status)) return Promise.resolve('not-forward');
      move(number, event);
      return Promise.resolve('moved');
    },
    moveAll: async (moves, at, onRefused, onSteps) => {
      const lines: StatusMove[] = [];
      for await (const batch of moves) lines.push(...batch);
      const { judgements, steps } = judgeMoves(lines, tables.parcels.values());
      let moved = 0;
      for (const judgement of judgements) {
        if ('refused' in judgement) onRefused(judgement.move, judgement.refused);
        else {
          for (const number of judgement.moved) move(number, { status: judgement.move.status, at });
          moved += judgement.moved.length;
        }
      }
      if (steps.length > 0)
        await onSteps(
          steps.map(({ ownerId, status }) => ({
            ownerId,
            ownerEmail: tables.users.get(ownerId)?.email ?? null,
            status,
            at,
          })),
        );
      return moved;
    },
  };
}

export function inMemoryParcelPhotos(tables: Tables): ParcelPhotoRepository {
  const of = (parcelNumber: string) => tables.parcelPhotos.filter((p) => p.parcelNumber === parcelNumber);
  return {
    addWithin: (parcelNumber, photos, max) => {
      if (of(parcelNumber).length + photos.length > max) return Promise.resolve('full');
      tables.parcelPhotos.push(...clone(photos));
      return Promise.resolve('added');
    },
    listFor: (parcelNumbers) =>
      Promise.resolve(clone(tables.parcelPhotos.filter((p) => parcelNumbers.includes(p.parcelNumber)))),
    find: (parcelNumber, id) => Promise.resolve(clone(of(parcelNumber).find((p) => p.id === id))),
    remove: (parcelNumber, id) => {
      const at = tables.parcelPhotos.findIndex((p) => p.parcelNumber === parcelNumber && p.id === id);
      return Promise.resolve(at === -1 ? undefined : tables.parcelPhotos.splice(at, 1)[0]);
    },
  };
}

export function inMemoryParcelDepartures(tables: Tables): ParcelDepartures {
  return {
    lastOf: (userId) => {
      const departures = [...tables.parcels.values()]
        .filter((parcel) => parcel.userId === userId)
        .flatMap((parcel) => leftAt(parcel) ?? []);
      return Promise.resolve(departures.reduce<Date | undefined>((a, b) => (a && a > b ? a : b), undefined));
    },
  };
}
