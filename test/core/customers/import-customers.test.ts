import { aUser } from '../accounts/user.mother.js';
import { memoryStore } from '../../support/stores.js';
import { describe, expect, it } from 'vitest';
import { ImportCustomersUseCase } from '../../../core/customers/import-customers.use-case.js';

async function* linesOf(text: string): AsyncGenerator<readonly string[]> {
  yield await Promise.resolve(text.split('\n'));
}

const FILE = ['Amina,Yusuf,KX1,0711', '', 'Otieno Odhiambo KX2', 'bad line', 'Wanjiru,Kamau,KX3'].join('\n');

describe('ImportCustomersUseCase', () => {
  it('loads the good rows, reports the bad ones by line, and changes nothing the second time', async () => {
    const store = memoryStore();
    const importer = new ImportCustomersUseCase(store);
    const first = await importer.execute(() => linesOf(FILE), { batchSize: 2 });
    expect(first).toEqual({
      lines: 5,
      inserted: 3,
      updated: 0,
      unchanged: 0,
      rejected: [{ line: 4, reason: 'Expected first name, last name and account ID', text: 'bad line' }],
      rejectedCount: 1,
      rolledBack: false,
    });
    expect(await store.ports.customers.count()).toBe(3);
    const second = await importer.execute(() => linesOf(FILE), { batchSize: 2 });
    expect(second).toMatchObject({ inserted: 0, updated: 0, unchanged: 3, rejectedCount: 1 });
  });

  it('updates a changed phone number and keeps the first of two lines with one account ID', async () => {
    const store = memoryStore();
    const importer = new ImportCustomersUseCase(store);
    await importer.execute(() => linesOf('Amina,Yusuf,KX1,0711'));
    const report = await importer.execute(() => linesOf('Amina,Yusuf,KX1,0722\nImposter,Person,KX1,0999'));
    expect(report).toMatchObject({
      inserted: 0,
      updated: 1,
      rejected: [
        { line: 2, reason: 'Account ID KX1 appears earlier in the file', text: 'Imposter,Person,KX1,0999' },
      ],
    });
    expect(await store.ports.customers.page(null, 10)).toEqual([
      { firstName: 'Amina', lastName: 'Yusuf', accountId: 'KX1', phoneNumber: '0722' },
    ]);
  });

  it('refuses an account ID a registered account holds, and a registration after it draws a higher ID', async () => {
    const store = memoryStore();
    const registered = await store.run(async ({ users }) => {
      const accountId = await users.nextAccountId();
      await users.addIfEmailFree(aUser({ accountId }));
      return accountId;
    });
    const report = await new ImportCustomersUseCase(store).execute(() =>
      linesOf(`Amina,Yusuf,${registered}\nOtieno,Odhiambo,KX900000`),
    );
    expect(report.rejected).toEqual([
      {
        line: 1,
        reason: `Account ID ${registered} belongs to an account registered on this site`,
        text: `Amina,Yusuf,${registered}`,
      },
    ]);
    expect(await store.run(({ users }) => users.nextAccountId())).toBe('KX900001');
  });

  it('all-or-nothing loads nothing when one line is rejected, and everything when none is', async () => {
    const store = memoryStore();
    const importer = new ImportCustomersUseCase(store);
    const refused = await importer.execute(() => linesOf(FILE), { allOrNothing: true, batchSize: 1 });
    expect(refused).toMatchObject({ inserted: 3, rejectedCount: 1, rolledBack: true });
    expect(await store.ports.customers.count()).toBe(0);
    const loaded = await importer.execute(() => linesOf('Amina,Yusuf,KX1'), { allOrNothing: true });
    expect(loaded).toMatchObject({ inserted: 1, rolledBack: false });
    expect(await store.ports.customers.count()).toBe(1);
  });

  it('a dry run counts what would change and writes nothing', async () => {
    const store = memoryStore();
    const report = await new ImportCustomersUseCase(store).execute(() => linesOf(FILE), { dryRun: true });
    expect(report).toMatchObject({ inserted: 3, rolledBack: true });
    expect(await store.ports.customers.count()).toBe(0);
  });

  it('leaves the directory as it was when reading the file fails halfway', async () => {
    const store = memoryStore();
    async function* breaking(): AsyncGenerator<readonly string[]> {
      yield ['Amina,Yusuf,KX1'];
      await Promise.resolve();
      throw new Error('disk read error');
    }
    await expect(new ImportCustomersUseCase(store).execute(breaking, { batchSize: 1 })).rejects.toThrow(
      'disk read error',
    );
    expect(await store.ports.customers.count()).toBe(0);
  });
});

describe('duplicate account IDs within one file', () => {
  it('tells KX7 from KX07 and KX007, and catches long IDs too', async () => {
    const store = memoryStore();
    const long = `KX${'9'.repeat(18)}`;
    const report = await new ImportCustomersUseCase(store).execute(() =>
      linesOf(['A,B,KX7', 'A,B,KX07', 'A,B,KX007', `A,B,${long}`, 'A,B,KX7', `A,B,${long}`].join('\n')),
    );
    expect(report).toMatchObject({ inserted: 4, rejectedCount: 2 });
    expect(report.rejected.map((r) => r.line)).toEqual([5, 6]);
  });
});
