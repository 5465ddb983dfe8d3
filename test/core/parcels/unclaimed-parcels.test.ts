import { describe, expect, it } from 'vitest';
import { AssignParcelUseCase } from '../../../core/parcels/assign-parcel.use-case.js';
import { MoveParcelUseCase } from '../../../core/parcels/move-parcel.use-case.js';
import { ReceiveParcelUseCase } from '../../../core/parcels/receive-parcel.use-case.js';
import { CreatePreAlertUseCase } from '../../../core/parcels/create-pre-alert.use-case.js';
import { ChargeStorageUseCase } from '../../../core/parcels/charge-storage.use-case.js';
import { PARCEL_SOURCES } from '../../../core/parcels/parcel-ledger-sources.js';
import type { Clock } from '../../../core/shared/clock.js';
import { DEFAULT_STORAGE_TERMS } from '../../../core/shared/storage-terms.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { aParcelReceipt } from './parcel.mother.js';
import { aPreAlertForm } from './pre-alert.mother.js';
import { countingIds } from '../../support/ids.js';

const RECEIVED_AT = new Date('2026-12-01T15:00:00.000Z');
const MAIL = { brandName: 'Kango Express', supportEmail: 'help@kango.test', siteUrl: 'https://kango.test' };

/** A warehouse whose clock staff move on: receipt on 1 December. */
async function warehouse() {
  let now = RECEIVED_AT;
  const clock: Clock = { now: () => now };
  const store = memoryStore();
  const owner = aUser({ isEmailVerified: true, firstName: 'Amina' });
  const juba = aUser({ isEmailVerified: true, destination: 'south-sudan' });
  for (const user of [owner, juba]) await store.run(({ users }) => users.addIfEmailFree(user));
  // One source of ids for the store's every use case, so that none collide.
  const ids = countingIds();
  return {
    store,
    owner,
    juba,
    receive: new ReceiveParcelUseCase(store, clock, ids, MAIL),
    assign: new AssignParcelUseCase(store, clock, ids, MAIL),
    move: new MoveParcelUseCase(store, clock),
    preAlert: new CreatePreAlertUseCase(store, clock, ids),
    storage: new ChargeStorageUseCase(store, clock, DEFAULT_STORAGE_TERMS),
    setNow: (at: Date) => {
      now = at;
    },
  };
}

describe('a parcel whose label names no account we know', () => {
  it('is received unclaimed, weighed and numbered, charging and mailing nobody', async () => {
    const { store, receive } = await warehouse();
    for (const receipt of [
      aParcelReceipt({ accountId: 'KX999999' }),
      aParcelReceipt({ accountId: undefined }),
    ]) {
      const received = await receive.execute(receipt);
      expect(received.ok && received.value).toMatchObject({
        accountId: null,
        userId: null,
        destination: null,
        weights: { actualKg: 2, volumetricKg: 1.2, chargeableKg: 2 },
        chargeCents: 0,
        status: 'received',
      });
    }
    expect(await store.ports.parcels.unclaimed()).toHaveLength(2);
    expect(store.outboxEntries()).toEqual([]);
  });

  it('is assigned later: priced at the account’s tariff less its pre-alert saving, charged and mailed once', async () => {
    const { store, owner, receive, assign, preAlert, setNow } = await warehouse();
    const receipt = aParcelReceipt({ accountId: 'KX999999', description: 'Shoes' });
    const received = await receive.execute(receipt);
    if (!received.ok) throw new Error('refused');
    const form = aPreAlertForm({ trackingNumber: receipt.trackingNumber });
    // The customer pre-alerts it after it came: the desk is offered the match.
    expect((await preAlert.execute(owner.id, form)).ok).toBe(true);
    expect((await store.ports.parcels.unclaimed())[0]?.preAlertedBy).toEqual([
      { accountId: owner.accountId, name: `Amina ${owner.lastName}` },
    ]);
    const at = new Date('2026-12-03T10:00:00.000Z');
    setNow(at);
    const assigned = await assign.execute(received.value.number, owner.accountId);
    expect(assigned.ok && assigned.value).toMatchObject({
      accountId: owner.accountId,
      userId: owner.id,
      destination: 'kenya',
      freightCents: 3000,
      savingCents: 300,
      chargeCents: 2700,
      description: 'Shoes',
      assignedAt: at,
    });
    expect(
      await store.ports.ledger.findBySource(PARCEL_SOURCES.parcelCharge(received.value.number)),
    ).toMatchObject({
      userId: owner.id,
      amountCents: 2700,
    });
    expect((await store.ports.preAlerts.listFor(owner.id))[0]?.parcelNumber).toBe(received.value.number);
    expect(store.outboxEntries().map((e) => e.mail.to)).toEqual([owner.email]);
    expect(await store.ports.parcels.unclaimed()).toEqual([]);
    expect(await assign.execute(received.value.number, owner.accountId)).toMatchObject({
      ok: false,
      error: { code: 'PARCELS.ALREADY_CLAIMED' },
    });
    expect(await store.ports.ledger.balanceOf(owner.id)).toBe(2700);
  });

  it('takes a South Sudan account’s flat rate when assigned to one', async () => {
    const { juba, receive, assign } = await warehouse();
    const received = await receive.execute(aParcelReceipt({ accountId: 'KX999999' }));
    if (!received.ok) throw new Error('refused');
    const assigned = await assign.execute(received.value.number, juba.accountId);
    expect(assigned.ok && assigned.value.chargeCents).toBe(4000);
  });

  it('refuses an unknown parcel or account, storing nothing', async () => {
    const { store, owner, receive, assign } = await warehouse();
    const received = await receive.execute(aParcelReceipt({ accountId: 'KX999999' }));
    if (!received.ok) throw new Error('refused');
    expect(await assign.execute('KP1999999', owner.accountId)).toMatchObject({
      ok: false,
      error: { code: 'PARCELS.NOT_FOUND' },
    });
    expect(await assign.execute(received.value.number, 'KX999999')).toMatchObject({
      ok: false,
      error: { code: 'PARCELS.UNKNOWN_ACCOUNT' },
    });
    expect((await store.ports.parcels.findByNumber(received.value.number))?.userId).toBeNull();
  });

  it('does not move on until assigned', async () => {
    const { owner, receive, assign, move } = await warehouse();
    const received = await receive.execute(aParcelReceipt({ accountId: 'KX999999' }));
    if (!received.ok) throw new Error('refused');
    expect(await move.execute(received.value.number, 'departed')).toMatchObject({
      ok: false,
      error: { code: 'PARCELS.UNCLAIMED' },
    });
    await assign.execute(received.value.number, owner.accountId);
    expect((await move.execute(received.value.number, 'departed')).ok).toBe(true);
  });

  it('accrues no storage while unclaimed; its free days count from the assignment', async () => {
    const { store, owner, receive, assign, storage, setNow } = await warehouse();
    const received = await receive.execute(aParcelReceipt({ accountId: 'KX999999' }));
    if (!received.ok) throw new Error('refused');
    const postedThrough = async (day: string) => {
      setNow(new Date(`${day}T15:00:00.000Z`));
      const run = await storage.execute(day);
      return run.ok && run.value.posted;
    };
    expect(await postedThrough('2027-01-20')).toBe(0);
    await assign.execute(received.value.number, owner.accountId);
    // Free through 19 February, the 30 days after the assignment.
    expect(await postedThrough('2027-02-19')).toBe(0);
    expect(await postedThrough('2027-02-20')).toBe(1);
    expect(await store.ports.storageFees.feesByParcel(owner.id)).toEqual(
      new Map([[received.value.number, DEFAULT_STORAGE_TERMS.feeCentsPerDay]]),
    );
  });
});
