import { setTimeout } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../core/customers/customer.js';
import type { LinedCustomer, RefusedBecause } from '../../core/customers/customers.ports.js';
import { aRegistrationClaim } from '../core/accounts/registration-claim.mother.js';
import { aCustomer } from '../core/customers/customer.mother.js';
import { aUser } from '../core/accounts/user.mother.js';
import { type OpenStorage, useStorage } from './storage-under-test.js';

const numberOf = (accountId: string) => Number(accountId.slice(2));

/** Registered and imported customers draw from one allocator: the same behaviour on every adapter. */
export function accountIdsContract(name: string, open: OpenStorage): void {
  describe(`account IDs: ${name}`, () => {
    const storage = useStorage(open);

    const draw = () => storage.unitOfWork.run(({ users }) => users.nextAccountId());
    const register = (accountId: string) =>
      storage.unitOfWork.run(({ users }) =>
        users.addIfEmailFree(aUser({ accountId, email: `${accountId}@example.com` })),
      );
    /** Imports the rows as one file; returns the refused lines with why. */
    const importFile = async (rows: Customer[]) => {
      const refused: [LinedCustomer, RefusedBecause][] = [];
      await storage.unitOfWork.run(({ customers }) =>
        customers.upsertAll(
          async function* () {
            yield await Promise.resolve(rows.map((c, i) => ({ line: i + 1, customer: c })));
          },
          (row, because) => refused.push([row, because]),
        ),
      );
      return refused;
    };

    it.each([
      ['an empty directory', []],
      ['a directory that holds customers', [aCustomer({ accountId: 'KX7', firstName: 'Old' })]],
    ])(
      'an import of the IDs the allocator would hand out next moves it past them, into %s',
      async (_, before) => {
        await importFile(before);
        const drawn = numberOf(await draw());
        const ahead = [drawn + 1, drawn + 2, drawn + 500].map((n) =>
          aCustomer({ accountId: `KX${String(n)}` }),
        );
        expect(await importFile(ahead)).toEqual([]);
        const next = numberOf(await draw());
        expect(next).toBeGreaterThan(drawn + 500);
      },
    );

    it('an import of IDs behind the allocator leaves it where it is', async () => {
      const drawn = numberOf(await draw());
      await importFile([aCustomer({ accountId: 'KX12' })]);
      expect(numberOf(await draw())).toBe(drawn + 1);
    });

    it.each([
      ['an empty directory', []],
      ['a directory that holds customers', [aCustomer({ accountId: 'KX7', firstName: 'Old' })]],
    ])(
      'an import refuses an ID a registered account holds, into %s, and loads the rest',
      async (_, before) => {
        await importFile(before);
        const registered = await draw();
        expect(await register(registered)).toBe('added');
        const file = [
          aCustomer({ accountId: 'KX8' }),
          aCustomer({ accountId: registered, firstName: 'Squatter' }),
          aCustomer({ accountId: 'KX9' }),
        ];
        const refused = await importFile(file);
        expect(refused).toEqual([[{ line: 2, customer: file[1] }, 'site-account']]);
        const held = await storage.reads.customers.page(null, 10);
        expect(held.map((c) => c.accountId).sort()).toEqual(
          [...before.map((c) => c.accountId), 'KX8', 'KX9'].sort(),
        );
      },
    );

    it('an import refuses an ID that a registration not verified yet holds: its account will keep it', async () => {
      const accountId = await draw();
      await storage.unitOfWork.run(({ registrationClaims }) =>
        registrationClaims.add(aRegistrationClaim({ accountId })),
      );
      const file = [aCustomer({ accountId, firstName: 'Squatter' }), aCustomer({ accountId: 'KX9' })];
      expect(await importFile(file)).toEqual([[{ line: 1, customer: file[0] }, 'site-account']]);
      expect(await storage.reads.customers.count()).toBe(1);
    });

    it('a registration still open when an import begins keeps its ID: the import refuses it', async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let drawn: (id: string) => void = () => {};
      const drawnId = new Promise<string>((resolve) => (drawn = resolve));
      const registration = storage.unitOfWork.run(async ({ users, registrationClaims }) => {
        const accountId = await users.nextAccountId();
        await registrationClaims.add(aRegistrationClaim({ accountId, email: 'open@example.com' }));
        drawn(accountId);
        await held;
      });
      const accountId = await drawnId;
      const importing = importFile([aCustomer({ accountId, firstName: 'Imported' })]);
      // Time for the import to reach its check while the registration is still open (it waits on a database).
      await setTimeout(300);
      release();
      await registration;
      expect(await importing).toEqual([
        [{ line: 1, customer: aCustomer({ accountId, firstName: 'Imported' }) }, 'site-account'],
      ]);
      expect(await storage.reads.customers.count()).toBe(0);
    });
  });
}
