import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedDataDir } from '../support/migrated-database.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';

describe('cli staff find / customer', () => {
  it('finds imported customers by a name part and a phone in another writing, and prints one’s page', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-staff-') };
    const file = join(env.DATA_DIR, 'customers.csv');
    writeFileSync(file, 'Peter,Otiéno,KX300001,0722000111\nAchieng,Otieno,KX300002,\n');
    expect((await runCliInProcess(['customers', 'import', file], env)).status).toBe(0);
    const byName = await runCliInProcess(['staff', 'find', 'otieno'], env);
    expect(byName.stdout).toContain('KX300001\tPeter Otiéno\t0722000111\t-\timported');
    expect(byName.stdout).toContain('2 found.');
    const byPhone = await runCliInProcess(['staff', 'find', '+254', '722', '000', '111'], env);
    expect(byPhone.stdout).toContain('1 found.');
    const page = await runCliInProcess(['staff', 'customer', 'kx300002'], env);
    expect(JSON.parse(page.stdout)).toMatchObject({
      customer: { accountId: 'KX300002' },
      account: null,
      notes: [],
    });
  });

  it('exits 1 for an unknown account ID and 2 for what is not one', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-staff-') };
    const unknown = await runCliInProcess(['staff', 'customer', 'KX999999'], env);
    expect([unknown.status, unknown.stderr]).toEqual([1, expect.stringContaining('No site account')]);
    expect((await runCliInProcess(['staff', 'customer', 'nobody'], env)).status).toBe(2);
    expect((await runCliInProcess(['staff', 'find', 'a'], env)).status).toBe(2);
  });
});
