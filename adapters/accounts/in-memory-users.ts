import { normalizeName } from '../../core/shared/text-fields.js';
import type { User } from '../../core/accounts/user.js';
import type { UserRepository } from '../../core/accounts/accounts.ports.js';
import { nextAccountId } from '../memory/account-ids.js';
import { type Sequences, type Tables, clone, insert } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    users: Map<string, User>;
  }
}

export function inMemoryUsers(tables: Tables, sequences: Sequences): UserRepository {
  const findByEmail = (email: string) =>
    [...tables.users.values()].find((u) => u.email.toLowerCase() === email.toLowerCase());
  return {
    nextAccountId: () => Promise.resolve(nextAccountId(sequences)),
    addIfEmailFree: async (user) => {
      if (findByEmail(user.email)) return 'email-taken';
      await insert(tables.users, user);
      return 'added';
    },
    findByEmail: (email) => Promise.resolve(clone(findByEmail(email))),
    findById: (id) => Promise.resolve(clone(tables.users.get(id))),
    findByIds: (ids) => Promise.resolve(clone(ids.flatMap((id) => tables.users.get(id) ?? []))),
    findByAccountId: (accountId) =>
      Promise.resolve(clone([...tables.users.values()].find((u) => u.accountId === accountId))),
    findVerifiedByName: (firstName, lastName) => {
      const same = (a: string, b: string) => normalizeName(a).toLowerCase() === b.toLowerCase();
      const found = [...tables.users.values()]
        .filter((u) => u.isEmailVerified && same(u.firstName, firstName) && same(u.lastName, lastName))
        .sort((a, b) => (a.accountId < b.accountId ? -1 : 1))
        .slice(0, 10);
      return Promise.resolve(clone(found));
    },
    findStaff: () => {
      const staff = [...tables.users.values()]
        .filter((u) => u.roles.length > 0)
        .sort((a, b) => (a.accountId < b.accountId ? -1 : 1));
      return Promise.resolve(clone(staff));
    },
    update: (id, changes, at) => {
      const user = tables.users.get(id);
      if (user) tables.users.set(id, { ...user, ...changes, updatedAt: at });
      return Promise.resolve();
    },
    count: () => Promise.resolve(tables.users.size),
  };
}
