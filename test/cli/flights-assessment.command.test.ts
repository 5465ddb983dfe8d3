import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARCEL_TOKENS } from '../../core/parcels/parcel.tokens.js';
import { aParcelReceipt } from '../core/parcels/parcel.mother.js';
import { databaseWithAccount } from '../support/cli-account.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';

const PLAN = (destination: string, mawb: string) => [
  '--flight-number',
  'ET509',
  '--mawb',
  mawb,
  '--destination',
  destination,
  '--etd',
  '2026-12-08T22:30:00Z',
  '--eta',
  '2026-12-09T18:45:00Z',
  '--json',
];

describe('cli flights assessment', () => {
  it('charges each waybill once on the embedded database, lists what was charged and refused, and refuses Juba', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-assessment-'));
    const env = { DATA_DIR: dir, USD_KES_RATE: '129', USD_KES_RATE_DATE: '2026-11-01' };
    let parcel = '';
    await databaseWithAccount(dir, async (app, account) => {
      const received = await app.container
        .get(PARCEL_TOKENS.ReceiveParcel)
        .execute(aParcelReceipt({ accountId: account.accountId, weightKg: 10 }));
      if (!received.ok) throw new Error(received.error.message);
      parcel = received.value.number;
    });
    const made = await runCliInProcess(['flights', 'create', ...PLAN('NBO', '706-12345675')], env);
    const { id } = JSON.parse(made.stdout) as { id: string };
    expect((await runCliInProcess(['flights', 'load', id, parcel], env)).status).toBe(0);
    const file = join(dir, 'assessment.csv');
    writeFileSync(
      file,
      `\uFEFFHAWB,Currency,Duty,VAT,IDF,RDL,Excise\r\n${parcel},KES,1000.50,1600,35,20,0\r\nKS1,GBP,1,1,1,1,1\r\n`,
    );

    const early = await runCliInProcess(['flights', 'assessment', id, file], env);
    expect(early.status).toBe(1);
    expect(early.stderr).toContain('cannot take a customs assessment');
    for (const step of ['close', 'depart', 'arrive'])
      expect((await runCliInProcess(['flights', step, id], env)).status).toBe(0);

    const first = await runCliInProcess(['flights', 'assessment', id, file], env);
    expect(first.status).toBe(0);
    // KES 2,655.50 at 129 is $20.585…: $20.59, rounded up.
    expect(first.stdout).toContain('1 charged now, 0 charged before (nothing posted again), 1 refused.');
    expect(first.stdout).toContain(`line 2  ${parcel}  KES 2,655.50  charged $20.59`);
    expect(first.stdout).toContain('line 3  The currency is KES or USD, not "GBP".');
    const again = await runCliInProcess(['flights', 'assessment', id, file, '--json'], env);
    expect(JSON.parse(again.stdout)).toMatchObject({
      posted: [],
      alreadyPosted: [{ hawb: parcel, charged: 20.59 }],
    });
    const shown = await runCliInProcess(['parcels', 'show', parcel], env);
    expect(shown.stdout).toContain(
      `Kenya duty and taxes as KRA assessed them on ${parcel}: $20.59 (included in the due).`,
    );

    const juba = await runCliInProcess(['flights', 'create', ...PLAN('JUB', '706-12345686')], env);
    const jubaId = (JSON.parse(juba.stdout) as { id: string }).id;
    const refused = await runCliInProcess(['flights', 'assessment', jubaId, file], env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('owe no Kenyan duty');
    const missing = await runCliInProcess(['flights', 'assessment', id, join(dir, 'none.csv')], env);
    expect(missing.status).toBe(2);
  });
});
