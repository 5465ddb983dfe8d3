import { leftAt } from '../../core/parcels/collection-notice.js';
import { fullName } from '../../core/parcels/parcel-desk.js';
import type { LabelFacts } from '../../core/parcels/parcel-labels.js';
import type { ParcelLabelRepository } from '../../core/parcels/parcels.ports.js';
import { sortedByNumber } from '../../core/parcels/shipment.js';
import { type Tables, clone } from '../memory/in-memory-tables.js';

export function inMemoryParcelLabels(tables: Tables): ParcelLabelRepository {
  return {
    factsOf: (numbers) => {
      const parcels = numbers.flatMap((n) => {
        const p = tables.parcels.get(n);
        return p ? [p] : [];
      });
      const boxNumbers = new Set([...numbers, ...parcels.flatMap((p) => p.shipmentNumber ?? [])]);
      const boxes = [...boxNumbers].flatMap((n) => {
        const box = tables.shipments.get(n);
        if (!box) return [];
        const packed = sortedByNumber([...tables.parcels.values()].filter((p) => p.shipmentNumber === n));
        const left = packed.map(leftAt).find((at) => at !== undefined);
        return [{ ...box, parcels: packed.map((p) => p.number), left }];
      });
      const userIds = new Set([...parcels.flatMap((p) => p.userId ?? []), ...boxes.map((b) => b.userId)]);
      const facts: LabelFacts = {
        parcels: parcels.map((p) => ({
          number: p.number,
          accountId: p.accountId,
          userId: p.userId,
          destination: p.destination,
          actualKg: p.weights.actualKg,
          shipmentNumber: p.shipmentNumber,
          leftAt: leftAt(p),
        })),
        boxes: boxes.map((b) => ({
          number: b.number,
          accountId: b.accountId,
          userId: b.userId,
          destination: b.destination,
          actualKg: b.weights.actualKg,
          parcels: b.parcels,
          leftAt: b.left,
        })),
        owners: [...userIds].flatMap((userId) => {
          const user = tables.users.get(userId);
          return user ? [{ userId, name: fullName(user) }] : [];
        }),
        choices: tables.deliveryChoices
          .filter((saved) => userIds.has(saved.userId))
          .sort((a, b) => a.chosenAt.getTime() - b.chosenAt.getTime()),
      };
      return Promise.resolve(clone(facts));
    },
  };
}
