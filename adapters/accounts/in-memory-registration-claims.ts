import type { RegistrationClaim } from '../../core/accounts/registration-claim.js';
import type { RegistrationClaimRepository } from '../../core/accounts/accounts.ports.js';
import { type Tables, clone, insert } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** In the order they were added: the newest last. */
    registrationClaims: Map<string, RegistrationClaim>;
  }
}

export function inMemoryRegistrationClaims(tables: Tables): RegistrationClaimRepository {
  const claims = () => [...tables.registrationClaims.values()];
  const change = (id: string, changes: Partial<RegistrationClaim>) => {
    const claim = tables.registrationClaims.get(id);
    if (claim) tables.registrationClaims.set(id, { ...claim, ...changes });
  };
  return {
    add: (claim) => {
      if (claims().some((c) => c.tokenHash === claim.tokenHash || c.accountId === claim.accountId)) {
        return Promise.reject(new Error(`duplicate key: ${claim.id}`));
      }
      return insert(tables.registrationClaims, claim);
    },
    findByTokenHash: (tokenHash) => Promise.resolve(clone(claims().find((c) => c.tokenHash === tokenHash))),
    findByEmail: (email) =>
      Promise.resolve(
        clone(
          claims()
            .filter((c) => c.email.toLowerCase() === email.toLowerCase())
            .reverse(),
        ),
      ),
    renewLink: (id, tokenHash, expiresAt) => {
      change(id, { tokenHash, expiresAt, passwordAttempts: 0 });
      return Promise.resolve();
    },
    countPasswordAttempt: (id, limit) => {
      const claim = tables.registrationClaims.get(id);
      if (!claim || claim.passwordAttempts >= limit) return Promise.resolve(undefined);
      change(id, { passwordAttempts: claim.passwordAttempts + 1 });
      return Promise.resolve(claim.passwordAttempts + 1);
    },
    remove: (id) => Promise.resolve(tables.registrationClaims.delete(id)),
  };
}
