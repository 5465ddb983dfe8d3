import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLIGHT_TOKENS } from '../../core/flights/flights.tokens.js';
import { PARCEL_TOKENS } from '../../core/parcels/parcel.tokens.js';
import { SCAN_TOKENS } from '../../core/scans/scans.tokens.js';
import { aParcelReceipt } from '../core/parcels/parcel.mother.js';
import { databaseWithAccount } from '../support/cli-account.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';

describe('cli flights show', () => {
  it('prints the shipments flagged on arrival and those missing once the arrival day is over', async () => {
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'cli-flights-arrival-')) };
    let flightId = '';
    const numbers: string[] = [];
    await databaseWithAccount(env.DATA_DIR, async (app, account) => {
      for (const weightKg of [5, 6]) {
        const received = await app.container
          .get(PARCEL_TOKENS.ReceiveParcel)
          .execute(aParcelReceipt({ accountId: account.accountId, weightKg }));
        if (!received.ok) throw new Error(received.error.message);
        numbers.push(received.value.number);
      }
      const created = await app.container.get(FLIGHT_TOKENS.CreateFlight).execute({
        flightNumber: 'ET509',
        mawb: '706-12345675',
        destination: 'NBO',
        etd: new Date('2026-11-01T22:30:00Z'),
        eta: new Date('2026-11-02T18:45:00Z'),
      });
      if (!created.ok) throw new Error(created.error.message);
      flightId = created.value.id;
      await app.container.get(FLIGHT_TOKENS.LoadShipment).execute(flightId, numbers[0] ?? '');
      const take = app.container.get(FLIGHT_TOKENS.TakeFlightStep);
      await take.execute(flightId, 'depart', new Date('2026-11-01T22:40:00Z'));
      // Landed a month ago: its arrival day is long over.
      await take.execute(flightId, 'arrive', new Date('2026-11-02T18:50:00Z'));
      const flagged = await app.container
        .get(SCAN_TOKENS.RecordScan)
        .execute({ reference: numbers[1] ?? '', step: 'arrived', flightId }, 'staff@example.com');
      expect(flagged).toMatchObject({ ok: true, value: { outcome: 'flagged' } });
    });
    const shown = await runCliInProcess(['flights', 'show', flightId], env);
    expect(shown.status).toBe(0);
    expect(shown.stdout).toContain(`Flagged on arrival (scanned, not on the manifest): ${numbers[1] ?? ''}.`);
    expect(shown.stdout).toContain(
      `Missing (on the manifest, not scanned by the end of the arrival day): ${numbers[0] ?? ''}.`,
    );
  });
});
