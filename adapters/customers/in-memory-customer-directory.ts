import type { Customer } from '../../core/customers/customer.js';
import type { CustomerDirectory, UpsertCounts } from '../../core/customers/customers.ports.js';
import type { Sequences, Tables } from '../memory/in-memory-tables.js';
import { moveAccountIdsPast } from '../memory/account-ids.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** By account ID. */
    customers: Map<string, Customer>;
  }
}

const sameCustomer = (a: Customer, b: Customer) =>
  a.firstName === b.firstName && a.lastName === b.lastName && a.phoneNumber === b.phoneNumber;

/** Reads `tables.customers` at each call: a committed transaction swaps the map. */
export function inMemoryCustomerDirectory(tables: Tables, sequences: Sequences): CustomerDirectory {
  const customers = () => tables.customers;
  const upsert = (row: Customer, counts: UpsertCounts) => {
    const existing = customers().get(row.accountId);
    if (!existing) counts.inserted += 1;
    else if (sameCustomer(existing, row)) counts.unchanged += 1;
    else counts.updated += 1;
    customers().set(row.accountId, { ...row });
    moveAccountIdsPast(sequences, row.accountId);
  };
  return {
    batchSize: 5000,
    upsertAll: async (openBatches, onRefused) => {
      // This store is the database: the account IDs of the file are its to remember.
      const seen = new Set<string>();
      const registered = new Set(
        [...tables.users.values(), ...tables.registrationClaims.values()].map((held) => held.accountId),
      );
      const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
      for await (const batch of openBatches()) {
        for (const row of batch) {
          const { accountId } = row.customer;
          if (seen.has(accountId)) onRefused(row, 'duplicate');
          else if (registered.has(accountId)) onRefused(row, 'site-account');
          else upsert(row.customer, counts);
          seen.add(accountId);
        }
      }
      return counts;
    },
    count: () => Promise.resolve(customers().size),
    clear: () => {
      const removed = customers().size;
      customers().clear();
      return Promise.resolve(removed);
    },
    findByName: (firstName, lastName) => {
      const [first, last] = [firstName.toLowerCase(), lastName.toLowerCase()];
      return Promise.resolve(
        [...customers().values()]
          .filter((c) => c.firstName.toLowerCase() === first && c.lastName.toLowerCase() === last)
          .map((c) => ({ ...c })),
      );
    },
    page: (after, limit) =>
      Promise.resolve(
        [...customers().values()]
          .filter((c) => after === null || c.accountId > after)
          .sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0))
          .slice(0, limit)
          .map((c) => ({ ...c })),
      ),
  };
}
