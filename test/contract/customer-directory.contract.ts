import { describe, expect, it } from 'vitest';
import type { Customer } from '../../core/customers/customer.js';
import type { LinedCustomer } from '../../core/customers/customers.ports.js';
import { aCustomer } from '../core/customers/customer.mother.js';
import { loadCustomers } from '../support/stores.js';
import { type OpenStorage, useStorage } from './storage-under-test.js';

/** The customer directory port: the same behaviour on every adapter. */
/** Customers as a file's batches, numbered by line from 1. */
async function* inBatches(rows: Customer[], size = 500): AsyncGenerator<LinedCustomer[]> {
  for (let i = 0; i < rows.length; i += size) {
    yield await Promise.resolve(
      rows.slice(i, i + size).map((customer, j) => ({ line: i + j + 1, customer })),
    );
  }
}

export function customerDirectoryContract(name: string, open: OpenStorage): void {
  describe(`customer directory contract: ${name}`, () => {
    const storage = useStorage(open);

    const upsert = (rows: Customer[]) =>
      storage.unitOfWork.run(({ customers }) => loadCustomers(customers, rows));

    it('inserts new account IDs, updates changed rows and counts identical ones as unchanged', async () => {
      expect(
        await upsert([aCustomer({ accountId: 'KX1' }), aCustomer({ accountId: 'KX2', phoneNumber: null })]),
      ).toEqual({
        inserted: 2,
        updated: 0,
        unchanged: 0,
      });
      expect(
        await upsert([
          aCustomer({ accountId: 'KX1' }),
          aCustomer({ accountId: 'KX2', phoneNumber: '+254700000002' }),
          aCustomer({ accountId: 'KX3' }),
        ]),
      ).toEqual({ inserted: 1, updated: 1, unchanged: 1 });
      expect(await upsert([aCustomer({ accountId: 'KX2', phoneNumber: '+254700000002' })])).toEqual({
        inserted: 0,
        updated: 0,
        unchanged: 1,
      });
      expect(await storage.reads.customers.count()).toBe(3);
      expect(await upsert([])).toEqual({ inserted: 0, updated: 0, unchanged: 0 });
    });

    it('upserts a stream of batches (a whole file; the bulk path on a server), quotes and commas included', async () => {
      const many = Array.from({ length: 1200 }, (_, i) =>
        aCustomer({
          accountId: `KX${100_000 + i}`,
          firstName: i % 2 ? 'Said, "Jnr"' : 'Amina',
          phoneNumber: i % 3 ? null : `07${i}`,
        }),
      );
      const upsertAll = (rows: Customer[]) =>
        storage.unitOfWork.run(({ customers }) =>
          customers.upsertAll(
            () => inBatches(rows),
            () => {
              throw new Error('no duplicates here');
            },
          ),
        );
      expect(await upsertAll(many)).toEqual({ inserted: 1200, updated: 0, unchanged: 0 });
      const changed = many.map((c, i) => (i < 100 ? { ...c, lastName: 'Changed' } : c));
      expect(await upsertAll(changed)).toEqual({ inserted: 0, updated: 100, unchanged: 1100 });
      expect(await upsertAll([])).toEqual({ inserted: 0, updated: 0, unchanged: 0 });
      const page = await storage.reads.customers.page('KX100000', 2);
      expect(page).toEqual([changed[1], changed[2]]);
      expect(await storage.reads.customers.count()).toBe(1200);
    });

    it.each([
      ['an empty directory', []],
      ['a directory that holds customers', [aCustomer({ accountId: 'KX500', firstName: 'Old' })]],
    ])('finds the duplicate account IDs of a file itself, in %s: the first line wins', async (_, before) => {
      await upsert(before);
      const file = [
        aCustomer({ accountId: 'KX500', firstName: 'First' }),
        aCustomer({ accountId: 'KX501' }),
        aCustomer({ accountId: 'KX500', firstName: 'Second' }),
        aCustomer({ accountId: 'KX502' }),
        aCustomer({ accountId: 'KX500', firstName: 'Third' }),
        aCustomer({ accountId: 'KX501', firstName: 'Again' }),
      ];
      const duplicates: LinedCustomer[] = [];
      const counts = await storage.unitOfWork.run(({ customers }) =>
        customers.upsertAll(
          () => inBatches(file, 2),
          (duplicate, because) => {
            expect(because).toBe('duplicate');
            duplicates.push(duplicate);
          },
        ),
      );
      expect(duplicates).toEqual([
        { line: 3, customer: file[2] },
        { line: 5, customer: file[4] },
        { line: 6, customer: file[5] },
      ]);
      expect(counts.inserted + counts.updated + counts.unchanged).toBe(3);
      expect(await storage.reads.customers.findByName('First', 'Otieno')).toHaveLength(1);
      expect(await storage.reads.customers.count()).toBe(3);
    });

    it('keeps nothing from a transaction that fails', async () => {
      await expect(
        storage.unitOfWork.run(async ({ customers }) => {
          await loadCustomers(customers, [aCustomer({ accountId: 'KX10' })]);
          throw new Error('the file broke halfway');
        }),
      ).rejects.toThrow('the file broke halfway');
      expect(await storage.reads.customers.count()).toBe(0);
    });

    it('finds customers by name whatever the case, and only those', async () => {
      await upsert([
        aCustomer({ accountId: 'KX1', firstName: 'Mary Ann', lastName: 'Wanjiku' }),
        aCustomer({ accountId: 'KX2', firstName: 'Mary', lastName: 'Wanjiku' }),
        aCustomer({ accountId: 'KX3', firstName: 'mary ann', lastName: 'WANJIKU' }),
      ]);
      const found = await storage.reads.customers.findByName('MARY ANN', 'wanjiku');
      expect(found.map((c) => c.accountId)).toEqual(['KX1', 'KX3']);
      expect(await storage.reads.customers.findByName('Mary', 'Ann')).toEqual([]);
    });

    it('pages through every customer in account-ID order, and clears them', async () => {
      await upsert(['KX5', 'KX1', 'KX3', 'KX2', 'KX4'].map((id) => aCustomer({ accountId: id })));
      const first = await storage.reads.customers.page(null, 2);
      expect(first.map((c) => c.accountId)).toEqual(['KX1', 'KX2']);
      const rest = await storage.reads.customers.page('KX2', 10);
      expect(rest.map((c) => c.accountId)).toEqual(['KX3', 'KX4', 'KX5']);
      expect(rest[0]).toEqual(aCustomer({ accountId: 'KX3' }));
      expect(await storage.unitOfWork.run(({ customers }) => customers.clear())).toBe(5);
      expect(await storage.reads.customers.count()).toBe(0);
    });

    it('keeps names and phones exactly, quotes and non-Latin letters included', async () => {
      const odd = aCustomer({
        accountId: 'KX77',
        firstName: 'Ng\'ang\'a "Jnr"',
        lastName: 'Müller-Ochieng',
        phoneNumber: null,
      });
      await upsert([odd]);
      expect(await storage.reads.customers.page(null, 1)).toEqual([odd]);
    });
  });
}
