import { describe, expect, it } from 'vitest';
import type { Statement } from '../../../core/ledger/statement.js';
import { AddNoteUseCase } from '../../../core/staff/add-note.use-case.js';
import { ChangeDestinationUseCase } from '../../../core/staff/change-destination.use-case.js';
import { SendAccountLinkUseCase } from '../../../core/staff/send-account-link.use-case.js';
import { ViewCustomerUseCase } from '../../../core/staff/view-customer.use-case.js';
import { countingIds } from '../../support/ids.js';
import { loadCustomers, memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { aParcel } from '../parcels/parcel.mother.js';

const NOW = new Date('2026-12-04T09:00:00.000Z');
const clock = { now: () => NOW };
const ACTOR = {
  staffUserId: '00000000-0000-4000-8000-000000000009',
  staffEmail: 'grace@kango.test',
  address: '127.0.0.1',
};
const STATEMENT: Statement = {
  balanceCents: 3000,
  dueCents: 3000,
  dueKes: 3900,
  kesPerUsd: 129.5,
  rateDate: '2026-12-01',
  entries: [],
  nextCursor: null,
};

/** Amina with a parcel at the warehouse and one on its way, and an imported customer. */
async function shop() {
  const store = memoryStore();
  const amina = aUser({ firstName: 'Amina', accountId: 'KX500001', isEmailVerified: true });
  const [waiting, flying] = [aParcel({ owner: amina }), aParcel({ owner: amina, status: 'departed' })];
  await store.run(async ({ users, parcels, customers }) => {
    await users.addIfEmailFree(amina);
    await parcels.addIfNew(waiting);
    await parcels.addIfNew(flying);
    await loadCustomers(customers, [
      { firstName: 'Peter', lastName: 'Otieno', accountId: 'KX500002', phoneNumber: null },
    ]);
  });
  const view = new ViewCustomerUseCase(store, { execute: () => Promise.resolve(STATEMENT) });
  const note = new AddNoteUseCase(store, clock, countingIds());
  return { store, amina, waiting, flying, view, note };
}

describe('ViewCustomerUseCase', () => {
  it('builds a site account’s page: identity, parcels, statement, notes, and no destination change in transit', async () => {
    const { amina, waiting, flying, view, note } = await shop();
    await note.execute({ ...ACTOR, staffEmail: 'desk@kango.test' }, 'KX500001', { text: 'Called about KP.' });
    const page = await view.execute('KX500001');
    expect(page?.identity).toMatchObject({
      accountId: 'KX500001',
      firstName: 'Amina',
      source: 'site-account',
    });
    expect(page?.account?.user.id).toBe(amina.id);
    expect(page?.account?.parcels.map((p) => p.number).sort()).toEqual(
      [waiting.number, flying.number].sort(),
    );
    expect(page?.account?.statement).toBe(STATEMENT);
    expect(page?.account?.delivery).toBeNull();
    expect(page?.account?.destinationChangeable).toBe(false);
    expect(page?.notes).toEqual([
      expect.objectContaining({ text: 'Called about KP.', staffEmail: 'desk@kango.test', at: NOW }),
    ]);
  });

  it('builds an imported customer’s page without an account part, and none for an unknown ID', async () => {
    const { view } = await shop();
    expect(await view.execute('KX500002')).toMatchObject({
      identity: { lastName: 'Otieno', source: 'imported' },
      account: null,
      notes: [],
    });
    expect(await view.execute('KX599999')).toBeUndefined();
  });
});

describe('ChangeDestinationUseCase', () => {
  it('refuses while a parcel is between the warehouse and its handover', async () => {
    const { store, amina } = await shop();
    const change = new ChangeDestinationUseCase(store, clock);
    const refused = await change.execute(ACTOR, 'KX500001', 'south-sudan');
    expect(refused.ok ? 'changed' : refused.error.code).toBe('STAFF.PARCEL_ON_ITS_WAY');
    expect((await store.ports.users.findById(amina.id))?.destination).toBe('kenya');
    const imported = await change.execute(ACTOR, 'KX500002', 'south-sudan');
    expect(imported.ok ? 'changed' : imported.error.code).toBe('STAFF.NO_SITE_ACCOUNT');
  });
});

describe('SendAccountLinkUseCase', () => {
  it('mails the reset link, which also verifies an unverified address, and refuses a verification link to a verified one', async () => {
    const { store, amina } = await shop();
    const asked: string[] = [];
    const send = new SendAccountLinkUseCase(
      store,
      { execute: ({ email }) => Promise.resolve(void asked.push(email)) },
      clock,
    );
    const refused = await send.execute(ACTOR, 'KX500001', 'verification');
    expect(refused.ok ? 'sent' : refused.error.code).toBe('STAFF.ALREADY_VERIFIED');
    expect(await send.execute(ACTOR, 'KX500001', 'password-reset')).toEqual({
      ok: true,
      value: { sentTo: amina.email },
    });
    const unverified = aUser({ accountId: 'KX500003' });
    await store.run(({ users }) => users.addIfEmailFree(unverified));
    expect((await send.execute(ACTOR, 'KX500003', 'verification')).ok).toBe(true);
    expect(asked).toEqual([amina.email, unverified.email]);
    const imported = await send.execute(ACTOR, 'KX500002', 'password-reset');
    expect(imported.ok ? 'sent' : imported.error.code).toBe('STAFF.NO_SITE_ACCOUNT');
  });
});
