import { describe, expect, it } from 'vitest';
import type { Flight } from '../../core/flights/flight.js';
import type { ScanEvent } from '../../core/scans/scan.js';
import { NOW, type OpenStorage, later, useStorage } from './storage-under-test.js';

const flightOf = (n: number): Flight => ({
  id: `00000000-0000-4000-8000-00000000010${String(n)}`,
  flightNumber: 'ET509',
  mawb: `706-${String(n).padStart(7, '0')}${String(n % 7)}`,
  origin: 'ILG',
  destination: 'NBO',
  etd: later(86_400_000),
  eta: later(86_400_000 + 20 * 3_600_000),
  atd: null,
  ata: null,
  closedAt: null,
  clearedAt: null,
  state: 'planned',
  createdAt: NOW,
});

let made = 0;
const aScan = (overrides: Partial<ScanEvent> = {}): ScanEvent => {
  made += 1;
  return {
    id: `00000000-0000-4000-9000-${String(made).padStart(12, '0')}`,
    reference: 'KS2000001',
    step: 'arrived',
    staff: 'loader@kango.test',
    place: 'Nairobi office (NBO)',
    at: later(made * 1000),
    flightId: null,
    outcome: 'done',
    message: 'KS2000001 arrived at Nairobi office (NBO) with flight ET509.',
    ...overrides,
  };
};

/** The scans' record and the flights' arrival check read from it, the same on every adapter. */
export function scansContract(name: string, open: OpenStorage): void {
  describe(`scans: ${name}`, () => {
    const storage = useStorage(open);

    it('keeps each scan as made, a number’s oldest first, and refuses a second with the same id', async () => {
      const first = aScan({
        step: 'loaded',
        place: 'Warehouse ILG',
        message: 'Loaded KS2000001 on flight ET509.',
      });
      const second = aScan({
        outcome: 'refused',
        message: 'Flight ET509 has not departed: mark it departed.',
      });
      const other = aScan({ reference: 'KP1000001', step: 'handed-over', place: 'Pickup point westlands' });
      for (const scan of [first, second, other]) await storage.unitOfWork.run(({ scans }) => scans.add(scan));
      expect(await storage.reads.scans.ofReference('KS2000001')).toEqual([first, second]);
      await expect(
        storage.unitOfWork.run(({ scans }) => scans.add({ ...first, message: 'changed' })),
      ).rejects.toThrow();
      expect(await storage.reads.scans.ofReference('KS2000001')).toEqual([first, second]);
    });

    it('checks a flight’s arrival: the manifest not scanned (loading order) and the flagged (first scanned)', async () => {
      const [flight, other] = [flightOf(1), flightOf(2)];
      await storage.unitOfWork.run(async ({ flights, scans }) => {
        for (const f of [flight, other]) await flights.add(f);
        for (const [i, reference] of ['KS2000001', 'KP1000002', 'KP1000003'].entries())
          await flights.load(flight.id, reference, later(i * 1000));
        await flights.load(other.id, 'KP1000004', NOW);
        const on = { flightId: flight.id };
        await scans.add(aScan({ ...on, reference: 'KS2000001' }));
        // A refused arrival scan, a loading scan and another flight's arrival find nothing on this one.
        await scans.add(aScan({ ...on, reference: 'KP1000002', outcome: 'refused' }));
        await scans.add(aScan({ ...on, reference: 'KP1000003', step: 'loaded' }));
        await scans.add(aScan({ flightId: other.id, reference: 'KP1000003' }));
        for (const reference of ['KP1000009', 'KP1000008', 'KP1000009'])
          await scans.add(aScan({ ...on, reference, outcome: 'flagged' }));
      });
      expect(await storage.reads.arrivalScans.checkOf(flight.id)).toEqual({
        unscanned: ['KP1000002', 'KP1000003'],
        flagged: ['KP1000009', 'KP1000008'],
      });
      expect(await storage.reads.arrivalScans.checkOf(other.id)).toEqual({
        unscanned: ['KP1000004'],
        flagged: [],
      });
    });
  });
}
