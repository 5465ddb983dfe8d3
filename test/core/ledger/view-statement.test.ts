import { describe, expect, it } from 'vitest';
import { ViewStatementUseCase } from '../../../core/ledger/view-statement.use-case.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { aPayment, anEntry } from './ledger-entry.mother.js';

const RATE = { kesPerUsd: 129, asOf: '2026-11-01' };

describe("an account's statement", () => {
  it('says the balance, what is due in dollars and shillings, and pages the lines newest first', async () => {
    const store = memoryStore();
    const [owner, other] = [aUser(), aUser()];
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
    await store.run(async ({ ledger }) => {
      await ledger.post(anEntry({ userId: owner.id, amountCents: 2700, postedAt: at(1) }));
      await ledger.post(anEntry({ userId: owner.id, amountCents: 1500, postedAt: at(2) }));
      await ledger.post(aPayment(owner.id, 1000, { postedAt: at(3) }));
      await ledger.post(anEntry({ userId: other.id, amountCents: 9900, postedAt: at(4) }));
    });
    const statements = new ViewStatementUseCase(store.ports.ledger, RATE);

    const first = await statements.execute(owner.id, { limit: 2 });
    expect(first).toMatchObject({
      balanceCents: 3200,
      dueCents: 3200,
      // $32.00 at 129 shillings: KES 4,128.
      dueKes: 4128,
      kesPerUsd: 129,
      rateDate: '2026-11-01',
    });
    expect(first.entries.map((e) => [e.kind, e.signedCents])).toEqual([
      ['payment', -1000],
      ['charge', 1500],
    ]);
    expect(first.nextCursor).not.toBeNull();
    const last = await statements.execute(owner.id, { limit: 2, before: first.nextCursor ?? 0 });
    expect(last.entries.map((e) => e.amountCents)).toEqual([2700]);
    expect(last.nextCursor).toBeNull();
  });

  it('asks nothing of an account in credit', async () => {
    const store = memoryStore();
    const owner = aUser();
    await store.run(({ ledger }) => ledger.post(aPayment(owner.id, 500)));
    const statement = await new ViewStatementUseCase(store.ports.ledger, RATE).execute(owner.id);
    expect(statement).toMatchObject({ balanceCents: -500, dueCents: 0, dueKes: 0, nextCursor: null });
  });
});
