import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedDataDir } from '../support/migrated-database.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';

const FILE = [
  'Amina,Yusuf,KX100234,+254712345678',
  '',
  'Otieno Odhiambo KX100235',
  'not a customer',
  '"Wanjiru, Mary",Kamau,KX100236',
  'Amina,Again,KX100234',
].join('\n');

function workspace() {
  const dir = mkdtempSync(join(tmpdir(), 'cli-customers-'));
  const file = join(dir, 'customers.csv');
  writeFileSync(file, FILE);
  return { dir, file, env: { DATA_DIR: migratedDataDir('cli-customers-data-') } };
}

describe('customers commands', () => {
  it('imports with a report and a rejects file, changes nothing the second time, counts, exports and clears', async () => {
    const { dir, file, env } = workspace();
    const rejects = join(dir, 'rejects.csv');

    const first = await runCliInProcess(['customers', 'import', file, '--rejects', rejects], env);
    expect(first.status).toBe(1);
    expect(first.stdout).toContain('Read 6 lines: 3 inserted, 0 updated, 0 unchanged, 2 rejected. Saved.');
    expect(first.stdout).toContain('line 4: Account ID "customer" is not KX followed by digits');
    expect(readFileSync(rejects, 'utf8').trim().split('\n')).toEqual([
      'line,reason,text',
      '4,"Account ID ""customer"" is not KX followed by digits",not a customer',
      '6,Account ID KX100234 appears earlier in the file,"Amina,Again,KX100234"',
    ]);

    const again = await runCliInProcess(['customers', 'import', file, '--json'], env);
    expect(again.status).toBe(1);
    expect(JSON.parse(again.stdout)).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 3,
      rejectedCount: 2,
    });

    expect((await runCliInProcess(['customers', 'count'], env)).stdout.trim()).toBe('3');
    const exported = await runCliInProcess(['customers', 'export'], env);
    expect(exported.stdout).toBe(
      'Amina,Yusuf,KX100234,+254712345678\nOtieno,Odhiambo,KX100235,\n"Wanjiru, Mary",Kamau,KX100236,\n',
    );

    const refused = await runCliInProcess(['customers', 'clear'], env);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('add --yes to confirm');
    expect((await runCliInProcess(['customers', 'clear', '--yes'], env)).stdout).toContain(
      'Removed 3 customers.',
    );
  });

  it('loads nothing all-or-nothing, writes nothing on a dry run, and exits 0 when every line loads', async () => {
    const { dir, file, env } = workspace();
    const strict = await runCliInProcess(['customers', 'import', file, '--all-or-nothing'], env);
    expect(strict.status).toBe(1);
    expect(strict.stdout).toContain('All-or-nothing: a line was rejected, so nothing was written.');
    const clean = join(dir, 'clean.txt');
    writeFileSync(clean, 'Amina Yusuf KX1\r\nOtieno Odhiambo KX2 +254 711 000 002\r\n');
    const dry = await runCliInProcess(['customers', 'import', clean, '--dry-run'], env);
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('2 inserted');
    expect((await runCliInProcess(['customers', 'count'], env)).stdout.trim()).toBe('0');
    expect((await runCliInProcess(['customers', 'import', clean], env)).status).toBe(0);
    expect((await runCliInProcess(['customers', 'count'], env)).stdout.trim()).toBe('2');
  });

  it('writes no formula a spreadsheet would run, in the export or the rejects file, and refuses a phone that is none', async () => {
    const { dir, env } = workspace();
    const file = join(dir, 'formulas.csv');
    const rejects = join(dir, 'rejects.csv');
    writeFileSync(
      file,
      [
        '"=HYPERLINK(""https://evil.example"",""Click"")",Doe,KX100300,+254712345678',
        '@SUM(1),-Roe,KX100301,',
        '=cmd|calc,x',
        'Ann,Lee,KX100302,=1+1',
      ].join('\n'),
    );
    await runCliInProcess(['customers', 'import', file, '--rejects', rejects], env);
    expect(readFileSync(rejects, 'utf8').trim().split('\n')).toEqual([
      'line,reason,text',
      `3,"Expected first name, last name and account ID","'=cmd|calc,x"`,
      `4,"""=1+1"" is not a phone number","Ann,Lee,KX100302,=1+1"`,
    ]);
    expect((await runCliInProcess(['customers', 'export'], env)).stdout).toBe(
      [
        `"'=HYPERLINK(""https://evil.example"",""Click"")",Doe,KX100300,+254712345678`,
        `'@SUM(1),'-Roe,KX100301,`,
        '',
      ].join('\n'),
    );
  });

  it('exits 2 for a missing file, a directory, or a bad count', async () => {
    const { dir, env } = workspace();
    const missing = await runCliInProcess(['customers', 'import', join(dir, 'nope.csv')], env);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/Cannot read .*nope\.csv/);
    expect((await runCliInProcess(['customers', 'import', dir], env)).stderr).toContain('is not a file');
    expect((await runCliInProcess(['customers', 'generate', 'lots'], env)).status).toBe(2);
  });

  it('generates the shipped sample exactly: the script that made it', async () => {
    const generated = await runCliInProcess(['customers', 'generate', '584']);
    expect(generated.status).toBe(0);
    const sample = readFileSync(new URL('../../adapters/seed/sample-customers.csv', import.meta.url), 'utf8');
    expect(generated.stdout).toBe(sample);
  });
});
