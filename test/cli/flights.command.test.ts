import { describe, expect, it } from 'vitest';
import { PARCEL_TOKENS } from '../../core/parcels/parcel.tokens.js';
import { aParcelReceipt } from '../core/parcels/parcel.mother.js';
import { databaseWithAccount } from '../support/cli-account.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';
import { migratedDataDir } from '../support/migrated-database.js';

const PLAN = [
  '--flight-number',
  'ET509',
  '--destination',
  'NBO',
  '--etd',
  '2026-12-08T22:30:00Z',
  '--eta',
  '2026-12-09T18:45:00Z',
];

describe('cli flights', () => {
  it('plans a flight, loads a parcel by its number, departs it and moves the ETA; refusals exit 1 or 2', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-flights-') };
    let parcel = '';
    await databaseWithAccount(env.DATA_DIR, async (app, account) => {
      const received = await app.container
        .get(PARCEL_TOKENS.ReceiveParcel)
        .execute(aParcelReceipt({ accountId: account.accountId, weightKg: 10 }));
      if (!received.ok) throw new Error(received.error.message);
      parcel = received.value.number;
    });

    const wrong = await runCliInProcess(['flights', 'create', ...PLAN, '--mawb', '706-12345670'], env);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('check digit is wrong');

    const made = await runCliInProcess(
      ['flights', 'create', ...PLAN, '--mawb', '706-12345675', '--json'],
      env,
    );
    expect(made.status).toBe(0);
    const { id } = JSON.parse(made.stdout) as { id: string };
    expect(JSON.parse(made.stdout)).toMatchObject({ state: 'planned', origin: 'ILG', flightNumber: 'ET509' });

    const loaded = await runCliInProcess(['flights', 'load', id, parcel.toLowerCase()], env);
    expect(loaded.status).toBe(0);
    expect(loaded.stdout).toContain('Shipments: 1 (1 pieces, 1 parcels), 10 kg actual');
    const missing = await runCliInProcess(['flights', 'load', id, 'KS9999999'], env);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No box or parcel has the number KS9999999');

    const listed = await runCliInProcess(['flights', 'list'], env);
    expect(listed.stdout).toContain(`${id}  ET509  706-12345675  ILG-NBO  planned`);

    const departed = await runCliInProcess(['flights', 'depart', id, '--at', '2026-12-08T22:41:00Z'], env);
    expect(departed.status).toBe(0);
    expect(departed.stdout).toContain('ET509');
    expect(departed.stdout).toContain(': departed.');
    const again = await runCliInProcess(['flights', 'depart', id], env);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('This flight cannot depart: it is departed');

    const delayed = await runCliInProcess(
      ['flights', 'eta', id, '--eta', '2026-12-09T21:45:00Z', '--reason', 'Late inbound aircraft', '--json'],
      env,
    );
    expect(delayed.status).toBe(0);
    expect(JSON.parse(delayed.stdout)).toMatchObject({
      eta: '2026-12-09T21:45:00.000Z',
      reschedules: [{ reason: 'Late inbound aircraft' }],
    });
    const shown = await runCliInProcess(['flights', 'show', id, '--json'], env);
    expect(JSON.parse(shown.stdout)).toMatchObject({ state: 'departed', shipments: [{ reference: parcel }] });
  });
});
