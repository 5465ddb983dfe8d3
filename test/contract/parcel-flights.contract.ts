import { describe, expect, it } from 'vitest';
import { FLIGHT_SOURCES } from '../../core/flights/flight-ledger-sources.js';
import { LEDGER_SOURCES, newLedgerEntry } from '../../core/ledger/ledger-entry.js';
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

/** The parcels area's port of which flight each parcel is on, as the flights area answers it, on every adapter. */
export function parcelFlightsContract(name: string, open: OpenStorage): void {
  describe(`parcel flights: ${name}`, () => {
    const storage = useStorage(open);

    it("answers each parcel's flight in one read: a lone parcel's own, a packed parcel's box's, none for the rest", async () => {
      const amina = aUser({ firstName: 'Amina', isEmailVerified: true });
      await storage.unitOfWork.run(({ users }) => users.addIfEmailFree(amina));
      const ids = countingIds();
      const receive = new ReceiveParcelUseCase(storage.unitOfWork, clock, ids, MAIL);
      const numbers: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const received = await receive.execute(aParcelReceipt({ accountId: amina.accountId, weightKg: 10 }));
        if (!received.ok) throw new Error(received.error.message);
        numbers.push(received.value.number);
      }
      const [a = '', b = '', lone = '', other = '', waiting = ''] = numbers;
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
      const { flights, parcelFlights } = storage.reads;
      const departed = contractFlight(1, {
        state: 'departed',
        atd: later(86_400_000 + 60_000),
        closedAt: later(5),
      });
      const planned = contractFlight(2, { mawb: '706-12345675', destination: 'JUB' });
      for (const f of [departed, planned]) await flights.add(f);
      await flights.load(departed.id, packed.value.number, later(10));
      await flights.load(departed.id, lone, later(11));
      await flights.load(planned.id, other, later(12));

      const found = await parcelFlights.flightsOf([a, b, lone, other, waiting, 'KP9999999']);
      const onDeparted = {
        flightNumber: 'ET501',
        destination: 'NBO',
        etd: departed.etd,
        eta: departed.eta,
        departedAt: later(86_400_000 + 60_000),
        arrivedAt: null,
        clearedAt: null,
        assessedDutyCents: null,
      };
      expect(Object.fromEntries(found)).toEqual({
        [a]: onDeparted,
        [b]: onDeparted,
        [lone]: onDeparted,
        [other]: {
          flightNumber: 'ET502',
          destination: 'JUB',
          etd: planned.etd,
          eta: planned.eta,
          departedAt: null,
          arrivedAt: null,
          clearedAt: null,
          assessedDutyCents: null,
        },
      });
      expect((await parcelFlights.flightsOf([])).size).toBe(0);

      // The milestones as they happen, read inside a unit of work too.
      await flights.update({
        ...departed,
        state: 'cleared',
        ata: later(2 * 86_400_000),
        clearedAt: later(3 * 86_400_000),
      });
      await storage.unitOfWork.run(async ({ parcelFlights: inside }) => {
        expect((await inside.flightsOf([lone])).get(lone)).toMatchObject({
          arrivedAt: later(2 * 86_400_000),
          clearedAt: later(3 * 86_400_000),
        });
      });

      // KRA's assessment of a waybill, as charged: the box's shows on each of its parcels; a reversed one on none.
      const duty = (id: string, reference: string, cents: number) =>
        newLedgerEntry(
          {
            id,
            userId: amina.id,
            kind: 'charge',
            amountCents: cents,
            source: FLIGHT_SOURCES.dutyAssessment(departed.id, reference),
            description: `Kenya's duty and taxes on ${reference}`,
            subject: reference,
          },
          later(4 * 86_400_000),
        );
      const loneDutyId = '00000000-0000-4000-8000-0000000000d2';
      await storage.unitOfWork.run(async ({ ledger }) => {
        await ledger.post(duty('00000000-0000-4000-8000-0000000000d1', packed.value.number, 4_321));
        await ledger.post(duty(loneDutyId, lone, 999));
        await ledger.post(
          newLedgerEntry(
            {
              id: '00000000-0000-4000-8000-0000000000d3',
              userId: amina.id,
              kind: 'reversal',
              amountCents: 999,
              source: LEDGER_SOURCES.reversalOf(loneDutyId),
              description: 'Reversed',
              reverses: loneDutyId,
            },
            later(4 * 86_400_000),
          ),
        );
      });
      const assessed = await parcelFlights.flightsOf([a, b, lone]);
      expect([a, b, lone].map((n) => assessed.get(n)?.assessedDutyCents)).toEqual([4_321, 4_321, null]);

      await flights.unload(planned.id, other);
      expect((await parcelFlights.flightsOf([other])).has(other)).toBe(false);

      // Loaded alone, then packed with another: it is still on its own flight, the other on none.
      const together = await new RequestShipmentUseCase(storage.unitOfWork, clock, ids).execute(amina.id, [
        lone,
        waiting,
      ]);
      if (!together.ok) throw new Error(together.error.message);
      const repacked = await new PackShipmentUseCase(storage.unitOfWork, clock, ids, MAIL).execute(
        together.value.id,
        BOX,
        'desk',
      );
      if (!repacked.ok) throw new Error(repacked.error.message);
      const after = await parcelFlights.flightsOf([lone, waiting]);
      expect(after.get(lone)?.flightNumber).toBe('ET501');
      expect(after.has(waiting)).toBe(false);
    });
  });
}
