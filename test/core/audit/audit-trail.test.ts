import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../core/shared/actor.js';
import { AssignParcelUseCase } from '../../../core/parcels/assign-parcel.use-case.js';
import { MoveParcelUseCase } from '../../../core/parcels/move-parcel.use-case.js';
import { ReceiveParcelUseCase } from '../../../core/parcels/receive-parcel.use-case.js';
import { CreditAccountUseCase } from '../../../core/payments/credit-account.use-case.js';
import { ReverseEntryUseCase } from '../../../core/payments/reverse-entry.use-case.js';
import type { Clock } from '../../../core/shared/clock.js';
import type { TransactionalPorts, UnitOfWork } from '../../../core/shared/unit-of-work.ports.js';
import { countingIds } from '../../support/ids.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { aParcelReceipt } from '../parcels/parcel.mother.js';

const NOW = new Date('2026-12-04T09:00:00.000Z');
const clock: Clock = { now: () => NOW };
const MAIL = { brandName: 'Kango Express', supportEmail: 'help@kango.test', siteUrl: 'https://kango.test' };
const GRACE: Actor = { staffUserId: 'staff-1', staffEmail: 'grace@kango.test', address: '203.0.113.7' };
const noFollowUp = { paymentPosted: () => Promise.resolve() };

async function desk() {
  const store = memoryStore();
  const owner = aUser({ isEmailVerified: true });
  await store.run(({ users }) => users.addIfEmailFree(owner));
  const ids = countingIds();
  const trail = () => store.ports.auditLog.list({}, 100);
  return { store, owner, ids, trail, receive: new ReceiveParcelUseCase(store, clock, ids, MAIL) };
}

describe('the audit trail of staff actions', () => {
  it('records a receipt once, with its actor, and a refused second receipt not at all', async () => {
    const { owner, receive, trail } = await desk();
    const receipt = aParcelReceipt({ accountId: owner.accountId });
    const received = await receive.execute(receipt, GRACE);
    if (!received.ok) throw new Error('refused');
    expect(await trail()).toEqual([
      expect.objectContaining({
        action: 'parcel.received',
        subjectKind: 'parcel',
        subjectId: received.value.number,
        accountId: owner.accountId,
        staffUserId: 'staff-1',
        staffEmail: 'grace@kango.test',
        address: '203.0.113.7',
        reason: null,
        at: NOW,
      }),
    ]);
    expect((await receive.execute(receipt, GRACE)).ok).toBe(false);
    expect(await trail()).toHaveLength(1);
  });

  it('records a move with its step, and a handover without the code with its reason; a refused move, none', async () => {
    const { store, owner, receive, trail } = await desk();
    const move = new MoveParcelUseCase(store, clock);
    const received = await receive.execute(aParcelReceipt({ accountId: owner.accountId }));
    if (!received.ok) throw new Error('refused');
    const { number } = received.value;
    expect(await trail()).toEqual([]);
    expect((await move.execute(number, 'departed', undefined, undefined, GRACE)).ok).toBe(true);
    expect((await move.execute(number, 'received', undefined, undefined, GRACE)).ok).toBe(false);
    for (const status of ['arrived', 'ready'] as const) await move.execute(number, status);
    const handed = await move.execute(number, 'delivered', 'Owner showed ID', undefined, GRACE);
    expect(handed.ok).toBe(true);
    expect(await trail()).toEqual([
      expect.objectContaining({
        action: 'parcel.handed-over',
        subjectId: number,
        reason: 'Owner showed ID',
        details: { from: 'ready', to: 'delivered', box: null, withCode: false, collectedBy: null },
      }),
      expect.objectContaining({
        action: 'parcel.moved',
        subjectId: number,
        reason: null,
        details: { from: 'received', to: 'departed', box: null },
      }),
    ]);
  });

  it('records an unclaimed parcel’s assignment under the account it is given, once', async () => {
    const { store, owner, ids, receive, trail } = await desk();
    const assign = new AssignParcelUseCase(store, clock, ids, MAIL);
    const received = await receive.execute(aParcelReceipt());
    if (!received.ok) throw new Error('refused');
    const { number } = received.value;
    expect((await assign.execute(number, owner.accountId, GRACE)).ok).toBe(true);
    expect((await assign.execute(number, owner.accountId, GRACE)).ok).toBe(false);
    expect(await trail()).toEqual([
      expect.objectContaining({ action: 'parcel.assigned', subjectId: number, accountId: owner.accountId }),
    ]);
  });

  it('records nothing when the action fails after its entry: one transaction', async () => {
    const { store, owner, ids, trail } = await desk();
    // The owner's notice cannot be queued: the receipt, its charge and its entry all roll back.
    const failing: UnitOfWork<TransactionalPorts> = {
      run: (work) =>
        store.run((ports, transaction) =>
          work(
            { ...ports, outbox: { ...ports.outbox, enqueue: () => Promise.reject(new Error('down')) } },
            transaction,
          ),
        ),
    };
    const receive = new ReceiveParcelUseCase(failing, clock, ids, MAIL);
    await expect(receive.execute(aParcelReceipt({ accountId: owner.accountId }), GRACE)).rejects.toThrow(
      'down',
    );
    expect(await trail()).toEqual([]);
    expect(await store.ports.parcels.listFor(owner.id)).toEqual([]);
  });

  it('records a goodwill credit and a reversal with the reason staff gave', async () => {
    const { store, owner, ids, trail } = await desk();
    const credit = new CreditAccountUseCase(store, clock, ids, noFollowUp);
    const credited = await credit.execute(
      { accountId: owner.accountId, amountUsd: 500, reason: 'Late flight' },
      GRACE.staffEmail,
      GRACE,
    );
    if (!credited.ok) throw new Error('refused');
    const reversed = await new ReverseEntryUseCase(store, clock, ids).execute(
      credited.value.entry.id,
      'Credited twice',
      GRACE.staffEmail,
      GRACE,
    );
    expect(reversed.ok).toBe(true);
    expect(await trail()).toEqual([
      expect.objectContaining({
        action: 'entry.reversed',
        subjectId: credited.value.entry.id,
        accountId: owner.accountId,
        reason: 'Credited twice',
      }),
      expect.objectContaining({
        action: 'account.credited',
        subjectKind: 'account',
        subjectId: owner.accountId,
        reason: 'Late flight',
        details: { entry: credited.value.entry.id, amountCents: 500 },
      }),
    ]);
  });
});
