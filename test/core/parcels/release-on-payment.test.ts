import { describe, expect, it } from 'vitest';
import type { SourceKey } from '../../../core/ledger/ledger-entry.js';
import { PARCEL_SOURCES } from '../../../core/parcels/parcel-ledger-sources.js';
import { ImportParcelStatusesUseCase } from '../../../core/parcels/import-parcel-statuses.use-case.js';
import { MoveParcelUseCase } from '../../../core/parcels/move-parcel.use-case.js';
import { PARCEL_NOTICE, parcelNoticeComposer } from '../../../core/parcels/parcel-mails.js';
import { ReceiveParcelUseCase } from '../../../core/parcels/receive-parcel.use-case.js';
import { HANDOVER_NOT_IN_BULK } from '../../../core/parcels/parcel-desk.js';
import type { Clock } from '../../../core/shared/clock.js';
import { PLACEHOLDER_EXCHANGE_RATE } from '../../../core/shared/exchange-rate.js';
import { PICKUP_POINTS } from '../../support/pickup-points.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { aPayment, anEntry } from '../ledger/ledger-entry.mother.js';
import { aParcelReceipt } from './parcel.mother.js';
import { aPreAlertForm } from './pre-alert.mother.js';
import { CreatePreAlertUseCase } from '../../../core/parcels/create-pre-alert.use-case.js';
import { countingIds } from '../../support/ids.js';

const NOW = new Date('2026-11-26T09:00:00.000Z');
const clock: Clock = { now: () => NOW };
const MAIL = { brandName: 'Kango Express', supportEmail: 'help@kango.test', siteUrl: 'https://kango.test' };

async function warehouse() {
  const store = memoryStore();
  const owner = aUser({ isEmailVerified: true });
  await store.run(({ users }) => users.addIfEmailFree(owner));
  // One source of ids for the store's every use case, so that none collide.
  const ids = countingIds();
  const receive = new ReceiveParcelUseCase(store, clock, ids, MAIL);
  const received = await receive.execute(aParcelReceipt({ accountId: owner.accountId }));
  if (!received.ok) throw new Error('refused');
  const pay = (cents: number) => store.run(({ ledger }) => ledger.post(aPayment(owner.id, cents)));
  return {
    store,
    owner,
    ids,
    receive,
    parcel: received.value,
    pay,
    move: new MoveParcelUseCase(store, clock),
  };
}

async function* linesOf(text: string): AsyncGenerator<readonly string[]> {
  yield await Promise.resolve(text.split('\n'));
}

describe('a parcel’s charge, at receipt', () => {
  it('is posted once to the owner’s ledger, naming the parcel and its chargeable weight', async () => {
    const { store, owner, parcel, receive } = await warehouse();
    const entries = await store.ports.ledger.listFor(owner.id, { limit: 10 });
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'charge',
        amountCents: 3000,
        source: PARCEL_SOURCES.parcelCharge(parcel.number),
        subject: parcel.number,
        description: `Shipping for parcel ${parcel.number}: 2.00 kg chargeable`,
        postedAt: NOW,
      }),
    ]);
    // The same tracking number again is refused, and charges nothing more.
    await receive.execute(
      aParcelReceipt({ accountId: owner.accountId, trackingNumber: parcel.trackingNumber }),
    );
    expect(await store.ports.ledger.balanceOf(owner.id)).toBe(3000);
  });

  it('says what a pre-alert took off, and posts nothing for a parcel that costs nothing', async () => {
    const { store, owner, ids, receive } = await warehouse();
    const preAlert = new CreatePreAlertUseCase(store, clock, ids);
    const cheap = aPreAlertForm();
    const saved = aPreAlertForm();
    await preAlert.execute(owner.id, cheap);
    await preAlert.execute(owner.id, saved);
    // 0.01 kg in a 1 cm box: 15 cents of freight, all of it taken off by the pre-alert saving.
    const tiny = { weightKg: 0.01, lengthCm: 1, widthCm: 1, heightCm: 1 };
    const free = await receive.execute(
      aParcelReceipt({ ...tiny, accountId: owner.accountId, trackingNumber: cheap.trackingNumber }),
    );
    const less = await receive.execute(
      aParcelReceipt({ accountId: owner.accountId, trackingNumber: saved.trackingNumber }),
    );
    if (!free.ok || !less.ok) throw new Error('refused');
    expect(free.value.chargeCents).toBe(0);
    expect(
      await store.ports.ledger.findBySource(PARCEL_SOURCES.parcelCharge(free.value.number)),
    ).toBeUndefined();
    expect(
      await store.ports.ledger.findBySource(PARCEL_SOURCES.parcelCharge(less.value.number)),
    ).toMatchObject({
      amountCents: 2700,
      description: `Shipping for parcel ${less.value.number}: 2.00 kg chargeable (less the $3.00 pre-alert saving)`,
    });
  });
});

describe('release on payment', () => {
  it('refuses to hand over a parcel while its charge is owed, saying what is owed and how to pay', async () => {
    const { store, parcel, move, pay } = await warehouse();
    await pay(1000);
    // The steps before it need no payment; the step to ready issues the owner's collection code.
    expect((await move.execute(parcel.number, 'ready')).ok).toBe(true);
    const code = (await store.ports.collectionCodes.find(parcel.number))?.code;
    const refused = await move.execute(parcel.number, 'delivered', undefined, code);
    expect(refused).toMatchObject({ ok: false, error: { code: 'PARCELS.UNPAID' } });
    expect(!refused.ok && refused.error.message).toBe(
      'This parcel is not paid for: $20.00 is still owed for it. It is handed over once paid (the customer can pay on their dashboard with M-Pesa), or released unpaid only with a stated reason.',
    );
    expect((await store.ports.parcels.find(parcel.number))?.status).toBe('ready');
  });

  it('hands it over once paid in full', async () => {
    const { store, parcel, move, pay } = await warehouse();
    await pay(3000);
    await move.execute(parcel.number, 'ready');
    const code = (await store.ports.collectionCodes.find(parcel.number))?.code;
    const handed = await move.execute(parcel.number, 'delivered', undefined, code);
    expect(handed.ok && handed.value.status).toBe('delivered');
    expect((await store.ports.parcels.find(parcel.number))?.events.at(-1)).toEqual({
      status: 'delivered',
      at: NOW,
    });
  });

  it('counts its storage days and insurance as well as its shipping, in the refusal and the ready notice', async () => {
    const { store, owner, parcel, move, pay } = await warehouse();
    await pay(3000);
    const extra = (source: SourceKey, amountCents: number) =>
      store.run(({ ledger }) =>
        ledger.post(anEntry({ userId: owner.id, amountCents, source, subject: parcel.number })),
      );
    await extra(PARCEL_SOURCES.storageFee(parcel.number, '2026-12-01'), 50);
    await extra(PARCEL_SOURCES.parcelInsurance(parcel.number), 300);
    await move.execute(parcel.number, 'ready');
    const code = (await store.ports.collectionCodes.find(parcel.number))?.code;
    const refused = await move.execute(parcel.number, 'delivered', undefined, code);
    expect(!refused.ok && refused.error.message).toContain('$3.50 is still owed');
    const compose = parcelNoticeComposer(MAIL, PLACEHOLDER_EXCHANGE_RATE, PICKUP_POINTS, store.ports);
    const ready = store.outboxEntries().find((e) => e.compose?.kind === PARCEL_NOTICE)?.compose;
    expect(ready && (await compose(ready.key))?.text).toContain('Due for this parcel: $3.50');
    await pay(350);
    expect((await move.execute(parcel.number, 'delivered', undefined, code)).ok).toBe(true);
  });

  it('lets staff release an unpaid parcel with a stated reason, kept with the step', async () => {
    const { store, owner, parcel, move } = await warehouse();
    const reason = 'Customer pays cash on collection in Juba';
    const released = await move.execute(parcel.number, 'delivered', reason);
    expect(released.ok && released.value.events.at(-1)).toEqual({ status: 'delivered', at: NOW, reason });
    expect((await store.ports.parcels.find(parcel.number))?.events.at(-1)?.reason).toBe(reason);
    // The charge stays owed on the account: a release is not a payment.
    expect(await store.ports.ledger.balanceOf(owner.id)).toBe(3000);
  });

  it('refuses every hand-over in a status file, paid or not (it holds no code), and moves the rest', async () => {
    const { store, owner, parcel, receive, pay } = await warehouse();
    const second = await receive.execute(aParcelReceipt({ accountId: owner.accountId }));
    if (!second.ok) throw new Error('refused');
    await pay(6000);
    const file = `${second.value.number},delivered\n${parcel.number},ready\n${parcel.number},delivered`;
    const report = await new ImportParcelStatusesUseCase(store, clock).execute(() => linesOf(file));
    expect(report).toMatchObject({ moved: 1, rejectedCount: 2 });
    expect(report.rejected).toEqual([
      { line: 1, text: `${second.value.number},delivered`, reason: HANDOVER_NOT_IN_BULK },
      { line: 3, text: `${parcel.number},delivered`, reason: HANDOVER_NOT_IN_BULK },
    ]);
    expect((await store.ports.parcels.find(second.value.number))?.status).toBe('received');
    expect((await store.ports.parcels.find(parcel.number))?.status).toBe('ready');
  });

  it('tells in the ready notice what is due for the parcel, in dollars and shillings, and how to pay', async () => {
    const { store, parcel, move, pay } = await warehouse();
    await move.execute(parcel.number, 'ready');
    const compose = parcelNoticeComposer(MAIL, PLACEHOLDER_EXCHANGE_RATE, PICKUP_POINTS, store.ports);
    const ready = store.outboxEntries().find((e) => e.compose?.kind === PARCEL_NOTICE)?.compose;
    if (!ready) throw new Error('no notice queued');
    const owing = await compose(ready.key);
    expect(owing?.text).toContain(
      'Due for this parcel: $30.00 (KES 3,870 by M-Pesa, rate of 1 November 2026: $1 = KES 129)',
    );
    expect(owing?.text).toContain(
      'We hand the parcel over once it is paid: pay with M-Pesa or by paybill on your dashboard.\n\nPay on your dashboard:\nhttps://kango.test/dashboard',
    );
    expect(owing?.html).toContain('Pay on your dashboard');
    // Written when sent: paid by then, it says so.
    await pay(3000);
    const paid = await compose(ready.key);
    expect(paid?.text).toContain('Due for this parcel: Nothing: it is paid');
    expect(paid?.text).not.toContain('pay with M-Pesa');
  });
});

describe('the notices of a South Sudan account', () => {
  it('tell what is due in dollars alone, and to pay at the Juba office (address, hours, phone) or by M-Pesa from a Kenyan line', async () => {
    const store = memoryStore();
    const owner = aUser({ isEmailVerified: true, destination: 'south-sudan' });
    await store.run(({ users }) => users.addIfEmailFree(owner));
    const received = await new ReceiveParcelUseCase(store, clock, countingIds(), MAIL).execute(
      aParcelReceipt({ accountId: owner.accountId }),
    );
    if (!received.ok) throw new Error('refused');
    await new MoveParcelUseCase(store, clock).execute(received.value.number, 'ready');
    const compose = parcelNoticeComposer(MAIL, PLACEHOLDER_EXCHANGE_RATE, PICKUP_POINTS, store.ports);
    // The mail at receipt is written when queued; the ready notice when it is sent.
    const mails = store.outboxEntries().flatMap((e) => (e.compose ? [] : [e.mail]));
    const ready = store.outboxEntries().find((e) => e.compose?.kind === PARCEL_NOTICE)?.compose;
    const notice = ready && (await compose(ready.key));
    if (!notice) throw new Error('no notice queued');
    expect(notice.text).toContain('Due for this parcel: $40.00\n');
    expect(notice.text).toContain(
      'We hand the parcel over once it is paid: pay in US dollars at the Juba office, Plot 7, Hai Malakal, Juba (open Mon–Fri 9:00–17:00; phone +211 920 000 111), or with M-Pesa from a Kenyan line on your dashboard.',
    );
    // The mail at receipt, and the ready notice, in text and HTML: no shillings anywhere.
    expect(mails).toHaveLength(1);
    for (const mail of [...mails, notice]) {
      expect(mail.text).not.toContain('KES');
      expect(mail.html).not.toContain('KES');
    }
  });
});
