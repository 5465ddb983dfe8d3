import { describe, expect, it } from 'vitest';
import { PackShipmentUseCase } from '../../core/parcels/pack-shipment.use-case.js';
import { ReceiveParcelUseCase } from '../../core/parcels/receive-parcel.use-case.js';
import { RequestShipmentUseCase } from '../../core/parcels/request-shipment.use-case.js';
import type { Clock } from '../../core/shared/clock.js';
import { aUser } from '../core/accounts/user.mother.js';
import { aParcelReceipt } from '../core/parcels/parcel.mother.js';
import { countingIds } from '../support/ids.js';
import { contractFlight } from './contract-flights.js';
import { NOW, type OpenStorage, later, useStorage } from './storage-under-test.js';

const clock: Clock = { now: () => NOW };
const MAIL = { brandName: 'Kango Express', supportEmail: 'help@kango.test', siteUrl: 'https://kango.test' };
const BOX = { weightKg: 30, lengthCm: 50, widthCm: 40, heightCm: 30 };

/** The flights' repository: flights, their schedule changes, and the shipments loaded on each, on every adapter. */
export function flightsContract(name: string, open: OpenStorage): void {
  describe(`flights: ${name}`, () => {
    const storage = useStorage(open);

    it('adds a flight once per MAWB, finds it, and lists flights newest first a page at a time', async () => {
      const { flights } = storage.reads;
      const [one, two, three] = [
        contractFlight(1),
        contractFlight(2, { mawb: '706-12345675' }),
        contractFlight(3, { mawb: '157-00000000' }),
      ];
      for (const f of [one, two, three]) expect(await flights.add(f)).toBe('added');
      expect(await flights.add({ ...contractFlight(4), mawb: one.mawb })).toBe('mawb-taken');
      expect(await flights.find(one.id)).toEqual(one);
      expect(await flights.find('00000000-0000-4000-8000-000000000009')).toBeUndefined();
      expect((await flights.list(10)).map((f) => f.id)).toEqual([three.id, two.id, one.id]);
      expect((await flights.list(1, three)).map((f) => f.id)).toEqual([two.id]);
      expect(await flights.list(5, one)).toEqual([]);
    });

    it('saves a step and a schedule change, and keeps each change in order', async () => {
      const { flights } = storage.reads;
      const flight = contractFlight(1);
      await flights.add(flight);
      const departed = {
        ...flight,
        state: 'departed' as const,
        atd: later(1),
        closedAt: later(1),
        eta: later(2 * 86_400_000),
      };
      await storage.unitOfWork.run(async ({ flights: inside }) => {
        expect(await inside.find(flight.id, { lock: true })).toEqual(flight);
        await inside.update(departed);
        await inside.addReschedule({
          flightId: flight.id,
          at: later(5),
          previousEtd: flight.etd,
          previousEta: flight.eta,
          etd: flight.etd,
          eta: departed.eta,
          reason: 'Late inbound aircraft',
        });
        await inside.addReschedule({
          flightId: flight.id,
          at: later(6),
          previousEtd: flight.etd,
          previousEta: departed.eta,
          etd: flight.etd,
          eta: later(3 * 86_400_000),
          reason: null,
        });
      });
      expect(await flights.find(flight.id)).toEqual(departed);
      expect((await flights.reschedulesOf(flight.id)).map((r) => [r.at, r.reason])).toEqual([
        [later(5), 'Late inbound aircraft'],
        [later(6), null],
      ]);
    });

    it('loads a shipment on one flight only, unloads it, and reads the cargo in one go: a box and a lone parcel', async () => {
      const amina = aUser({ firstName: 'Amina', isEmailVerified: true });
      await storage.unitOfWork.run(({ users }) => users.addIfEmailFree(amina));
      const ids = countingIds();
      const receive = new ReceiveParcelUseCase(storage.unitOfWork, clock, ids, MAIL);
      const numbers: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const received = await receive.execute(aParcelReceipt({ accountId: amina.accountId, weightKg: 10 }));
        if (!received.ok) throw new Error(received.error.message);
        numbers.push(received.value.number);
      }
      const [a = '', b = '', lone = ''] = numbers;
      const asked = await new RequestShipmentUseCase(storage.unitOfWork, clock, ids).execute(amina.id, [
        a,
        b,
      ]);
      if (!asked.ok) throw new Error(asked.error.message);
      const packed = await new PackShipmentUseCase(storage.unitOfWork, clock, ids, MAIL).execute(
        asked.value.id,
        BOX,
        'desk',
      );
      if (!packed.ok) throw new Error(packed.error.message);
      const box = packed.value.number;
      await storage.unitOfWork.run(async ({ parcelContents }) => {
        await parcelContents.replace(
          a,
          [{ description: 'Phone', category: 'electronics-new', quantity: 1, unitValueCents: 50_000 }],
          NOW,
        );
        await parcelContents.replace(
          lone,
          [{ description: 'Jeans', category: 'clothing', quantity: 2, unitValueCents: 2_050 }],
          NOW,
        );
      });
      const { flights } = storage.reads;
      const [flight, other] = [contractFlight(1), contractFlight(2, { mawb: '706-12345675' })];
      for (const f of [flight, other]) await flights.add(f);

      expect(await flights.load(flight.id, box, later(10))).toBe('loaded');
      expect(await flights.load(flight.id, lone, later(11))).toBe('loaded');
      expect(await flights.load(other.id, lone, later(12))).toEqual({ on: flight.id });
      expect(await flights.load(flight.id, lone, later(12))).toEqual({ on: flight.id });
      expect(await flights.flightOf(lone)).toBe(flight.id);
      expect(await flights.flightOf(a)).toBeUndefined();
      expect(await flights.cargo(flight.id)).toEqual([
        {
          reference: box,
          kind: 'box',
          ownerId: amina.id,
          parcels: [a, b],
          actualKg: 30,
          chargeableKg: 30,
          declaredValueCents: 50_000,
          // b's contents were never declared.
          undeclared: [b],
          loadedAt: later(10),
        },
        {
          reference: lone,
          kind: 'parcel',
          ownerId: amina.id,
          parcels: [lone],
          actualKg: 10,
          chargeableKg: 10,
          declaredValueCents: 4_100,
          undeclared: [],
          loadedAt: later(11),
        },
      ]);
      expect(await flights.cargo(other.id)).toEqual([]);
      expect((await flights.cargo(flight.id, amina.id)).map((s) => s.reference)).toEqual([box, lone]);
      expect(await flights.cargo(flight.id, '00000000-0000-4000-8000-0000000000ff')).toEqual([]);

      expect(await flights.unload(other.id, lone)).toBe(false);
      expect(await flights.unload(flight.id, lone)).toBe(true);
      expect(await flights.flightOf(lone)).toBeUndefined();
      expect(await flights.load(other.id, lone, later(13))).toBe('loaded');
      expect((await flights.cargo(flight.id)).map((s) => s.reference)).toEqual([box]);
    });
  });
}
