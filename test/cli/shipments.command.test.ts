import { describe, expect, it } from 'vitest';
import { PARCEL_TOKENS } from '../../core/parcels/parcel.tokens.js';
import { databaseWithAccount } from '../support/cli-account.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';
import { migratedDataDir } from '../support/migrated-database.js';
import { aParcelReceipt } from '../core/parcels/parcel.mother.js';

/** An embedded database with one verified account whose two 10 kg parcels it asked to travel together. */
async function requestWaiting(dataDir: string): Promise<{ id: string; parcels: string[] }> {
  const parcels: string[] = [];
  let id = '';
  await databaseWithAccount(dataDir, async (app, account) => {
    for (let i = 0; i < 2; i += 1) {
      const received = await app.container
        .get(PARCEL_TOKENS.ReceiveParcel)
        .execute(aParcelReceipt({ accountId: account.accountId, weightKg: 10 }));
      if (!received.ok) throw new Error(received.error.message);
      parcels.push(received.value.number);
    }
    const asked = await app.container.get(PARCEL_TOKENS.RequestShipment).execute(account.userId, parcels);
    if (!asked.ok) throw new Error(asked.error.message);
    id = asked.value.id;
  });
  return { id, parcels };
}

const BOX = ['--weight-kg', '19', '--length-cm', '50', '--width-cm', '40', '--height-cm', '30'];

describe('cli shipments requests / pack', () => {
  it('lists the requests waiting, packs one into a box charged once, and refuses what it cannot do with exit 1 or 2', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-shipments-') };
    const { id, parcels } = await requestWaiting(env.DATA_DIR);

    const waiting = await runCliInProcess(['shipments', 'requests', '--json'], env);
    expect(waiting.status).toBe(0);
    expect(JSON.parse(waiting.stdout)).toMatchObject({ requests: [{ id, parcels, status: 'requested' }] });

    const packed = await runCliInProcess(['shipments', 'pack', id, ...BOX, '--json'], env);
    expect(packed.status).toBe(0);
    // 19 kg actual, 12 kg volumetric: $15.00 a kg below the break, against $300.00 one by one.
    expect(JSON.parse(packed.stdout)).toMatchObject({
      parcels,
      chargeableKg: 19,
      chargeCents: 28_500,
      separateCents: 30_000,
      savedCents: 1_500,
    });

    // A move of the box, by its number, tells the box: all its parcels, its one charge and due.
    const { number } = JSON.parse(packed.stdout) as { number: string };
    const moved = await runCliInProcess(['parcels', 'status', number, '--status', 'departed'], env);
    expect(moved.status).toBe(0);
    expect(moved.stdout).toContain(`Box ${number} for `);
    expect(moved.stdout).toContain(`Parcels: ${parcels.join(', ')}`);
    expect(moved.stdout).toContain('Charge: $285.00 for the box.');
    expect(moved.stdout).toContain('Due: $285.00');
    expect(moved.stdout).not.toContain('$150.00');
    const json = await runCliInProcess(
      ['parcels', 'status', parcels[1] ?? '', '--status', 'arrived', '--json'],
      env,
    );
    expect(JSON.parse(json.stdout)).toMatchObject({
      charge: 0,
      due: 285,
      box: { number, parcels, charge: 285, due: 285 },
    });

    const again = await runCliInProcess(['shipments', 'pack', id, ...BOX], env);
    expect([again.status, again.stderr]).toEqual([1, expect.stringContaining('packed or withdrawn already')]);
    const none = await runCliInProcess(['shipments', 'requests'], env);
    expect([none.status, none.stdout]).toEqual([0, expect.stringContaining('No request is waiting')]);
    const badId = await runCliInProcess(['shipments', 'pack', 'not-an-id', ...BOX], env);
    expect(badId.status).toBe(2);
    const badWeight = await runCliInProcess(
      ['shipments', 'pack', id, ...BOX.slice(0, 1), 'heavy', ...BOX.slice(2)],
      env,
    );
    expect([badWeight.status, badWeight.stderr]).toEqual([2, expect.stringContaining('weight in kg')]);
  });
});
