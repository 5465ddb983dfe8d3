import { describe, expect, it } from 'vitest';
import { CreatePreAlertUseCase } from '../../../core/parcels/create-pre-alert.use-case.js';
import { DeletePreAlertUseCase } from '../../../core/parcels/delete-pre-alert.use-case.js';
import { MoveParcelUseCase } from '../../../core/parcels/move-parcel.use-case.js';
import { PARCEL_NOTICE, parcelNoticeComposer, parcelNoticeKey } from '../../../core/parcels/parcel-mails.js';
import { ReceiveParcelUseCase } from '../../../core/parcels/receive-parcel.use-case.js';
import type { Clock } from '../../../core/shared/clock.js';
import { PLACEHOLDER_EXCHANGE_RATE } from '../../../core/shared/exchange-rate.js';
import { PICKUP_POINTS } from '../../support/pickup-points.js';
import { MAX_OPEN_PRE_ALERTS } from '../../../core/parcels/pre-alert.js';
import { aUser } from '../accounts/user.mother.js';
import { aParcelReceipt } from './parcel.mother.js';
import { aPreAlertForm } from './pre-alert.mother.js';
import { memoryStore } from '../../support/stores.js';
import { countingIds } from '../../support/ids.js';

const NOW = new Date('2026-11-26T09:00:00.000Z');
const clock: Clock = { now: () => NOW };
const MAIL = { brandName: 'Kango Express', supportEmail: 'help@kango.test', siteUrl: 'https://kango.test' };

async function portal(destination: 'kenya' | 'south-sudan' = 'kenya') {
  const store = memoryStore();
  const owner = aUser({ isEmailVerified: true, destination });
  await store.run(({ users }) => users.addIfEmailFree(owner));
  // One source of ids for the store's every use case, so that none collide.
  const ids = countingIds();
  return {
    store,
    owner,
    preAlert: new CreatePreAlertUseCase(store, clock, ids),
    withdraw: new DeletePreAlertUseCase(store),
    receive: new ReceiveParcelUseCase(store, clock, ids, MAIL),
    move: new MoveParcelUseCase(store, clock),
  };
}

describe('the parcel use cases, on the memory adapters', () => {
  it('charges the tariff on the chargeable weight, less $3 when the parcel was pre-alerted, and fulfils the pre-alert', async () => {
    const { store, owner, preAlert, receive } = await portal();
    const form = aPreAlertForm({ description: 'Phone case', value: 25 });
    const alert = await preAlert.execute(owner.id, form);
    expect(alert.ok).toBe(true);
    const box = { weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 };
    const { accountId } = owner;
    const pre = await receive.execute(
      aParcelReceipt({ ...box, accountId, trackingNumber: form.trackingNumber }),
    );
    const plain = await receive.execute(aParcelReceipt({ ...box, accountId, weightKg: 0.5 }));
    if (!pre.ok || !plain.ok) throw new Error('refused');
    expect(pre.value).toMatchObject({
      freightCents: 3000,
      savingCents: 300,
      chargeCents: 2700,
      description: 'Phone case',
      valueCents: 2500,
    });
    // 0.5 kg in a 30 × 20 × 10 cm box ships on its 1.2 kg volumetric weight.
    expect(plain.value).toMatchObject({
      weights: { actualKg: 0.5, volumetricKg: 1.2, chargeableKg: 1.2 },
      chargeCents: 1800,
      savingCents: 0,
    });
    expect((await store.ports.preAlerts.listFor(owner.id))[0]?.parcelNumber).toBe(pre.value.number);
    expect(store.outboxEntries()).toHaveLength(2);
  });

  it('says in the received mail what comes next: declare the contents, insure if wished, pay, on the dashboard', async () => {
    const { store, owner, receive } = await portal();
    await receive.execute(aParcelReceipt({ accountId: owner.accountId }));
    const mail = store.outboxEntries()[0]?.mail;
    expect(mail?.text).toContain(
      [
        'What to do next, on your dashboard:',
        '1. Declare what is in it: each item, its category and its value, so we can show the duty and taxes due on arrival.',
        '2. Insure it if you wish, for 3% of the declared value.',
        '3. Pay what is due (the shipping charge, and the insurance if you take it) with M-Pesa or by paybill: we hand the parcel over once it is paid.',
        'Open your dashboard:\nhttps://kango.test/dashboard',
      ].join('\n\n'),
    );
    expect(mail?.html).toContain('href="https://kango.test/dashboard"');
  });

  it("says in a South Sudan account's received mail to pay in dollars at the Juba office, with no Kenyan taxes", async () => {
    const { store, owner, receive } = await portal('south-sudan');
    await receive.execute(aParcelReceipt({ accountId: owner.accountId }));
    const text = store.outboxEntries()[0]?.mail.text ?? '';
    expect(text).toContain('the customs in Juba know what it holds');
    expect(text).toContain(
      '3. Pay what is due (the shipping charge, and the insurance if you take it) in US dollars at the Juba office, or with M-Pesa from a Kenyan line: we hand the parcel over once it is paid.',
    );
    expect(text).not.toMatch(/KES|duty and taxes/);
  });

  it('prices a South Sudan account at its flat rate', async () => {
    const { owner, receive } = await portal('south-sudan');
    const received = await receive.execute(aParcelReceipt({ accountId: owner.accountId }));
    expect(received.ok && received.value.chargeCents).toBe(4000);
  });

  it('refuses a tracking number twice and a pre-alert twice, storing nothing more', async () => {
    const { store, owner, preAlert, receive } = await portal();
    const box = aParcelReceipt({ accountId: owner.accountId });
    await receive.execute(box);
    expect(await receive.execute(box)).toMatchObject({
      ok: false,
      error: { code: 'PARCELS.ALREADY_RECEIVED' },
    });
    const form = aPreAlertForm();
    await preAlert.execute(owner.id, form);
    expect(await preAlert.execute(owner.id, form)).toMatchObject({
      ok: false,
      error: { code: 'PARCELS.PRE_ALERT_EXISTS' },
    });
    expect(
      await preAlert.execute(owner.id, aPreAlertForm({ trackingNumber: box.trackingNumber })),
    ).toMatchObject({
      ok: false,
      error: { code: 'PARCELS.ALREADY_ARRIVED' },
    });
    expect(await store.ports.parcels.listFor(owner.id)).toHaveLength(1);
  });

  it('refuses a pre-alert beyond the open ones a customer may have, and takes one again after a withdrawal', async () => {
    const { owner, preAlert, withdraw } = await portal();
    let last = '';
    for (let i = 0; i < MAX_OPEN_PRE_ALERTS; i += 1) {
      const made = await preAlert.execute(owner.id, aPreAlertForm());
      if (made.ok) last = made.value.id;
    }
    const beyond = aPreAlertForm();
    expect(await preAlert.execute(owner.id, beyond)).toMatchObject({
      ok: false,
      error: { code: 'PARCELS.TOO_MANY_PRE_ALERTS' },
    });
    await withdraw.execute(owner.id, last);
    expect((await preAlert.execute(owner.id, beyond)).ok).toBe(true);
  });

  it('withdraws a pre-alert only while its parcel is on its way, and only its owner’s', async () => {
    const { owner, preAlert, withdraw, receive } = await portal();
    const form = aPreAlertForm();
    const first = await preAlert.execute(owner.id, form);
    const second = await preAlert.execute(owner.id, aPreAlertForm());
    if (!first.ok || !second.ok) throw new Error('refused');
    expect(await withdraw.execute(crypto.randomUUID(), second.value.id)).toMatchObject({
      ok: false,
      error: { code: 'PARCELS.PRE_ALERT_NOT_FOUND' },
    });
    expect(await withdraw.execute(owner.id, second.value.id)).toEqual({ ok: true, value: true });
    await receive.execute(
      aParcelReceipt({ accountId: owner.accountId, trackingNumber: form.trackingNumber }),
    );
    expect(await withdraw.execute(owner.id, first.value.id)).toMatchObject({
      ok: false,
      error: { code: 'PARCELS.PRE_ALERT_FULFILLED' },
    });
  });

  it('moves forward only, by number or tracking number, each step dated and mailed', async () => {
    const { store, owner, receive, move } = await portal();
    const received = await receive.execute(
      aParcelReceipt({ accountId: owner.accountId, trackingNumber: 'TBA000000000006' }),
    );
    if (!received.ok) throw new Error('refused');
    expect((await move.execute('tba 0000 0000 0006', 'arrived')).ok).toBe(true);
    expect(await move.execute(received.value.number, 'departed')).toMatchObject({
      ok: false,
      error: { code: 'PARCELS.NOT_FORWARD' },
    });
    expect(await move.execute('KP9', 'delivered')).toMatchObject({
      ok: false,
      error: { code: 'PARCELS.NOT_FOUND' },
    });
    const moved = await store.ports.parcels.find(received.value.number);
    expect(moved?.events).toEqual([
      { status: 'received', at: NOW },
      { status: 'arrived', at: NOW },
    ]);
    // The move's notice is written when it is sent, from the key a status file's would have.
    const compose = parcelNoticeComposer(MAIL, PLACEHOLDER_EXCHANGE_RATE, PICKUP_POINTS, store.ports);
    const subjects = await Promise.all(
      store
        .outboxEntries()
        .map(async (e) => (e.compose ? (await compose(e.compose.key))?.subject : e.mail.subject)),
    );
    expect(subjects).toEqual([
      `Received at our Delaware warehouse: parcel ${received.value.number} | Kango Express`,
      `Arrived at destination: parcel ${received.value.number} | Kango Express`,
    ]);
    expect(store.outboxEntries()[1]?.compose).toEqual({
      kind: PARCEL_NOTICE,
      key: parcelNoticeKey({ ownerId: received.value.userId ?? '', status: 'arrived', at: NOW }),
    });
  });
});
