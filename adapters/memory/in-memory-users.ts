import type { UserRepository } from '../../core/accounts/accounts.ports.js';
import { type Sequences, type Tables, clone, insert } from './in-memory-tables.js';

export function inMemoryUsers(tables: Tables, next: Sequences): UserRepository {
  const findByEmail = (email: string) =>
    [...tables.users.values()].find((u) => u.email.toLowerCase() === email.toLowerCase());
  return {
    nextAccountId: () => Promise.resolve(`KX${String(next.accountId())}`),
    addIfEmailFree: async (user) => {
      if (findByEmail(user.email)) return 'email-taken';
      await insert(tables.users, user);
      return 'added';
    },
    findByEmail: (email) => Promise.resolve(clone(findByEmail(email))),
    findById: (id) => Promise.resolve(clone(tables.users.get(id))),
    update: (id, changes, at) => {
      const user = tables.users.get(id);
      if (user) tables.users.set(id, { ...user, ...changes, updatedAt: at });
      return Promise.resolve();
    },
  };
}
