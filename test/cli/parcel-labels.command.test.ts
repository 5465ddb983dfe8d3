import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARCEL_TOKENS } from '../../core/parcels/parcel.tokens.js';
import { barcodesInPdf } from '../support/barcodes.js';
import { databaseWithAccount } from '../support/cli-account.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';
import { migratedDataDir } from '../support/migrated-database.js';
import { aParcelReceipt } from '../core/parcels/parcel.mother.js';

/** An embedded database with one verified account and two parcels received for it. */
async function twoParcels(dataDir: string): Promise<string[]> {
  const parcels: string[] = [];
  await databaseWithAccount(dataDir, async (app, account) => {
    for (let i = 0; i < 2; i += 1) {
      const received = await app.container
        .get(PARCEL_TOKENS.ReceiveParcel)
        .execute(aParcelReceipt({ accountId: account.accountId }));
      if (!received.ok) throw new Error(received.error.message);
      parcels.push(received.value.number);
    }
  });
  return parcels;
}

describe('cli parcels label', () => {
  it('writes the labels as a PDF whose barcodes read back, or as ZPL, and refuses unknown and bad numbers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-labels-'));
    const env = { DATA_DIR: migratedDataDir('cli-labels-data-') };
    const parcels = await twoParcels(env.DATA_DIR);
    const [first = '', second = ''] = parcels;

    const pdf = join(dir, 'labels.pdf');
    const written = await runCliInProcess(
      ['parcels', 'label', second, first.toLowerCase(), '--out', pdf],
      env,
    );
    expect([written.status, written.stdout.trim()]).toEqual([0, `2 labels written to ${pdf}.`]);
    expect(await barcodesInPdf(await readFile(pdf))).toEqual([[second], [first]]);

    const zpl = join(dir, 'labels.zpl');
    const thermal = await runCliInProcess(['parcels', 'label', first, '--out', zpl, '--format', 'zpl'], env);
    expect(thermal.status).toBe(0);
    const text = await readFile(zpl, 'utf8');
    expect(text.match(/\^XA/g)).toHaveLength(1);
    expect(text).toContain(`^BCN`);
    expect(text).toContain(`^FD${first}^FS`);

    const unknown = await runCliInProcess(['parcels', 'label', first, 'KS2999999', '--out', pdf], env);
    expect([unknown.status, unknown.stderr]).toEqual([1, expect.stringContaining('KS2999999')]);
    const bad = await runCliInProcess(['parcels', 'label', 'TBA000000000101', '--out', pdf], env);
    expect([bad.status, bad.stderr]).toEqual([2, expect.stringContaining('KP…')]);
    const format = await runCliInProcess(['parcels', 'label', first, '--format', 'png'], env);
    expect(format.status).toBe(2);
  });
});
