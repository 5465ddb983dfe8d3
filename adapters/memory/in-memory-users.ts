import { normalizeName } from '../../core/customers/customer-names.js';
import type { User } from '../../core/accounts/user.js';
import type { UserRepository } from '../../core/accounts/accounts.ports.js';
import { type NextValue, type Tables, clone, insert } from './in-memory-tables.js';

declare module './in-memory-tables.js' {
  interface Tables {
    users: Map<string, User>;
  }
}

/** Like the database's sequence: the first site account is KX100001. */
const FIRST_ACCOUNT_NUMBER = 100_000;

export function inMemoryUsers(tables: Tables, next: NextValue): UserRepository {
  const findByEmail = (email: string) =>
    [...tables.users.values()].find((u) => u.email.toLowerCase() === email.toLowerCase());
  return {
    nextAccountId: () => Promise.resolve(`KX${String(FIRST_ACCOUNT_NUMBER + next('accountId'))}`),
    addIfEmailFree: async (user) => {
      if (findByEmail(user.email)) return 'email-taken';
      await insert(tables.users, user);
      return 'added';
    },
    findByEmail: (email) => Promise.resolve(clone(findByEmail(email))),
    findById: (id) => Promise.resolve(clone(tables.users.get(id))),
    findVerifiedByName: (firstName, lastName) => {
      const same = (a: string, b: string) => normalizeName(a).toLowerCase() === b.toLowerCase();
      const found = [...tables.users.values()]
        .filter((u) => u.isEmailVerified && same(u.firstName, firstName) && same(u.lastName, lastName))
        .sort((a, b) => (a.accountId < b.accountId ? -1 : 1))
        .slice(0, 10);
      return Promise.resolve(clone(found));
    },
    update: (id, changes, at) => {
      const user = tables.users.get(id);
      if (user) tables.users.set(id, { ...user, ...changes, updatedAt: at });
      return Promise.resolve();
    },
  };
}
