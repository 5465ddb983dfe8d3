import { describe, expect, it } from 'vitest';
import type { LedgerPorts } from '../../../core/ledger/ledger.ports.js';
import type { UnitOfWork } from '../../../core/shared/unit-of-work.ports.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { anEntry } from '../ledger/ledger-entry.mother.js';

describe('a unit of work typed as the ports a use case declares', () => {
  it('takes the whole store, and reaches only the ports it is typed with (tsc checks the rest)', async () => {
    const store = memoryStore();
    const owner = aUser();
    await store.run(({ users }) => users.addIfEmailFree(owner));
    const ledgerOnly: UnitOfWork<LedgerPorts> = store;
    const posted = await ledgerOnly.run(async (ports) => {
      // @ts-expect-error -- typed as the ledger's part, it names no parcels: an import would be needed
      expect(typeof ports.parcels).toBe('object');
      return ports.ledger.post(anEntry({ userId: owner.id }));
    });
    expect(posted).toBe('posted');
  });
});
