import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { LEDGER_TOKENS } from '../../../core/ledger/ledger.tokens.js';
import { PAYMENT_TOKENS } from '../../../core/payments/payments.tokens.js';
import { MpesaStatusQueries } from '../../../adapters/payments/mpesa-status-queries.js';
import { signedInAgent, signedInOwing } from '../../support/accounts.js';
import { anEntry } from '../../core/ledger/ledger-entry.mother.js';
import { TOKENS } from '../../../core/shared/tokens.js';
import { DATABASE_TARGETS, useDatabase } from '../../support/databases.js';
import {
  FAKE_DARAJA_PATHS,
  type FakeDaraja,
  type TakenPush,
  c2bPayment,
  darajaEnv,
  startFakeDaraja,
} from '../../support/fake-daraja.js';
import { testApp } from '../../support/test-app.js';

const { callback: CALLBACK, confirmation: CONFIRMATION } = FAKE_DARAJA_PATHS;
const T0 = new Date('2026-11-27T09:00:00.000Z').getTime();
const MINUTE = 60_000;

let fake: FakeDaraja;
beforeAll(async () => {
  fake = await startFakeDaraja();
});
afterAll(() => fake.close());

describe.each(DATABASE_TARGETS)('M-Pesa requests nobody called back about, on $name', (target) => {
  const database = useDatabase(target);

  /** A server process's container on the shared database, on a clock the test moves. */
  async function server(at: number) {
    const clock = { at };
    const app = await testApp(
      { storage: database.db, clock: { now: () => new Date(clock.at) } },
      {},
      { ...darajaEnv(fake), SESSION_SECRET: 'shared-by-every-instance-of-this-test' },
    );
    const ask = () => app.container.get(PAYMENT_TOKENS.AskAboutPendingPayments).execute();
    return { app, clock, ask };
  }

  /** A verified customer owing $27.00 on the first server, and a way to ask M-Pesa for it. */
  async function owingCustomer(app: Awaited<ReturnType<typeof server>>['app']) {
    const { customer, owner } = await signedInOwing(app);
    const pay = async (): Promise<{ id: string; push: TakenPush }> => {
      const asked = await customer.post('/api/payments/mpesa').send({ phone: '0712345678' }).expect(202);
      return { id: (asked.body as { paymentId: string }).paymentId, push: fake.pushFor(owner.accountId) };
    };
    return { customer, owner, pay };
  }

  /** A customer's push M-Pesa paid, settled a minute later on the status query's word, which names no receipt. */
  async function paidWithoutReceipt() {
    const { app, clock, ask } = await server(T0);
    const { owner, pay } = await owingCustomer(app);
    const { push } = await pay();
    fake.settle(push, 0);
    clock.at = T0 + MINUTE;
    expect(await ask()).toMatchObject({ settled: 1 });
    return { app, clock, ask, owner, pay, push };
  }

  const paymentsOf = async (app: Awaited<ReturnType<typeof server>>['app'], userId: string) =>
    (await app.container.get(LEDGER_TOKENS.Ledger).listFor(userId, { limit: 50 })).filter(
      (e) => e.kind === 'payment',
    );

  it('asks after a minute and settles by the answer, on a server restarted in between; a late callback adds its receipt', async () => {
    const first = await server(T0);
    const { owner, pay } = await owingCustomer(first.app);
    const { id, push } = await pay();
    expect(await first.ask()).toMatchObject({ asked: 0 });
    await first.app.container.close();

    // Another process on the same database, a minute later: it finds the request there.
    const restarted = await server(T0 + MINUTE + 1_000);
    fake.settle(push, 0);
    expect(await restarted.ask()).toEqual({ asked: 1, settled: 1, stillPending: 0, unreachable: false });
    const [entry, ...more] = await paymentsOf(restarted.app, owner.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      amountCents: 2700,
      reference: null,
      source: { kind: 'mpesa-checkout', id: push.checkoutRequestId },
    });

    const callback = fake.callbackOf(push, { resultCode: 0, receipt: 'QKT1LATE99' });
    await request(restarted.app).post(CALLBACK).send(callback).expect(200);
    await request(restarted.app).post(CALLBACK).send(callback).expect(200);
    // The paybill's confirmation of the same receipt, where M-Pesa sends one for a push too: nothing more.
    const confirmation = c2bPayment({
      TransID: 'QKT1LATE99',
      TransAmount: '3483.00',
      BillRefNumber: owner.accountId,
    });
    await request(restarted.app).post(CONFIRMATION).send(confirmation).expect(200);
    await request(restarted.app).post(CONFIRMATION).send(confirmation).expect(200);
    expect(await paymentsOf(restarted.app, owner.id)).toHaveLength(1);
    const customer = await signedInAgent(restarted.app);
    expect((await customer.get(`/api/payments/${id}`).expect(200)).body).toMatchObject({
      status: 'paid',
      receiptNumber: 'QKT1LATE99',
      entryId: entry?.id,
    });
    expect(await restarted.ask()).toMatchObject({ asked: 0, settled: 0 });
  });

  it('keeps for staff a paybill confirmation of the shillings of a push paid without its receipt, until the callback names it', async () => {
    const { app, owner, push } = await paidWithoutReceipt();
    // M-Pesa confirms the same money to the paybill: perhaps this push's, perhaps another payment.
    const confirmation = c2bPayment({
      TransID: 'QKT1TWICE1',
      TransAmount: '3483.00',
      BillRefNumber: owner.accountId,
    });
    await request(app).post(CONFIRMATION).send(confirmation).expect(200);
    await request(app).post(CONFIRMATION).send(confirmation).expect(200);
    const unmatched = app.container.get(PAYMENT_TOKENS.UnmatchedPayments);
    expect(await paymentsOf(app, owner.id)).toHaveLength(1);
    expect(await unmatched.find('QKT1TWICE1')).toMatchObject({ assignedTo: null });
    // Shillings with cents are no push's (a push asks for whole shillings): credited at once.
    const cents = c2bPayment({
      TransID: 'QKT1CENTS1',
      TransAmount: '129.50',
      BillRefNumber: owner.accountId,
    });
    await request(app).post(CONFIRMATION).send(cents).expect(200);
    expect(await paymentsOf(app, owner.id)).toHaveLength(2);
    // The callback names the receipt: it was this push's money, credited once; staff have nothing left to do.
    const callback = fake.callbackOf(push, { resultCode: 0, receipt: 'QKT1TWICE1' });
    await request(app).post(CALLBACK).send(callback).expect(200);
    await request(app).post(CALLBACK).send(callback).expect(200);
    expect(await unmatched.find('QKT1TWICE1')).toMatchObject({ assignedTo: owner.accountId });
    expect(await paymentsOf(app, owner.id)).toHaveLength(2);
    expect(await app.container.get(LEDGER_TOKENS.Ledger).balanceOf(owner.id)).toBe(-100);
  });

  it('credits a paybill confirmation kept for a push once the push’s callback names another receipt, once however often', async () => {
    const { app, clock, owner, push } = await paidWithoutReceipt();
    const ledger = app.container.get(LEDGER_TOKENS.Ledger);
    const unmatched = app.container.get(PAYMENT_TOKENS.UnmatchedPayments);
    const confirmation = c2bPayment({
      TransID: 'QKT1OTHER1',
      TransAmount: '3483.00',
      BillRefNumber: ` ${owner.accountId.toLowerCase()} `,
    });
    clock.at = T0 + 2 * MINUTE;
    await request(app).post(CONFIRMATION).send(confirmation).expect(200);
    expect(await unmatched.find('QKT1OTHER1')).toMatchObject({ assignedTo: null });
    expect(await ledger.balanceOf(owner.id)).toBe(0);
    // The push's own receipt is another payment: the one kept was the customer's second payment, now credited.
    const callback = fake.callbackOf(push, { resultCode: 0, receipt: 'QKT1PUSH01' });
    clock.at = T0 + 3 * MINUTE;
    await request(app).post(CALLBACK).send(callback).expect(200);
    await request(app).post(CALLBACK).send(callback).expect(200);
    await request(app).post(CONFIRMATION).send(confirmation).expect(200);
    expect(await unmatched.find('QKT1OTHER1')).toMatchObject({ assignedTo: owner.accountId });
    // Two payments of $27.00 against a charge of $27.00: $27.00 in hand.
    expect(await ledger.balanceOf(owner.id)).toBe(-2700);
    expect((await paymentsOf(app, owner.id)).map((e) => e.reference).sort()).toEqual(['QKT1OTHER1', null]);
  });

  it('keeps a paybill confirmation while another push of the same shillings still awaits its receipt', async () => {
    const { app, clock, ask, owner, pay, push } = await paidWithoutReceipt();
    const ledger = app.container.get(LEDGER_TOKENS.Ledger);
    const unmatched = app.container.get(PAYMENT_TOKENS.UnmatchedPayments);
    // A second charge of $27.00, and a second push for it, paid without its receipt too.
    await app.container
      .get(TOKENS.UnitOfWork)
      .run(({ ledger: entries }) => entries.post(anEntry({ userId: owner.id, amountCents: 2700 })));
    const second = await pay();
    fake.settle(second.push, 0);
    clock.at = T0 + 3 * MINUTE;
    expect(await ask()).toMatchObject({ settled: 1 });
    const confirmation = c2bPayment({
      TransID: 'QKT1THIRD1',
      TransAmount: '3483.00',
      BillRefNumber: owner.accountId,
    });
    await request(app).post(CONFIRMATION).send(confirmation).expect(200);
    // The first push's receipt is another payment, but the second push may still be this one: kept.
    await request(app)
      .post(CALLBACK)
      .send(fake.callbackOf(push, { resultCode: 0, receipt: 'QKT1PUSH01' }))
      .expect(200);
    expect(await unmatched.find('QKT1THIRD1')).toMatchObject({ assignedTo: null });
    expect(await ledger.balanceOf(owner.id)).toBe(0);
    // The second push names its own receipt too: the kept payment was a third, credited once.
    const callback = fake.callbackOf(second.push, { resultCode: 0, receipt: 'QKT1PUSH02' });
    await request(app).post(CALLBACK).send(callback).expect(200);
    await request(app).post(CALLBACK).send(callback).expect(200);
    expect(await unmatched.find('QKT1THIRD1')).toMatchObject({ assignedTo: owner.accountId });
    expect(await ledger.balanceOf(owner.id)).toBe(-2700);
  });

  it('reverses the second credit when the paybill credited a receipt before the status query paid its push', async () => {
    const { app, clock, ask } = await server(T0);
    const { owner, pay } = await owingCustomer(app);
    const { push } = await pay();
    const confirmation = c2bPayment({
      TransID: 'QKT1FIRST1',
      TransAmount: '3483.00',
      BillRefNumber: owner.accountId,
    });
    await request(app).post(CONFIRMATION).send(confirmation).expect(200);
    fake.settle(push, 0);
    clock.at = T0 + MINUTE;
    expect(await ask()).toMatchObject({ settled: 1 });
    const ledger = app.container.get(LEDGER_TOKENS.Ledger);
    expect(await ledger.balanceOf(owner.id)).toBe(-2700);
    // The confirmation again: a replay of what was credited, not money for staff.
    await request(app).post(CONFIRMATION).send(confirmation).expect(200);
    expect(await app.container.get(PAYMENT_TOKENS.UnmatchedPayments).find('QKT1FIRST1')).toBeUndefined();
    // The callback's receipt shows one payment told twice: the push's credit is reversed, once however often.
    const callback = fake.callbackOf(push, { resultCode: 0, receipt: 'QKT1FIRST1' });
    await request(app).post(CALLBACK).send(callback).expect(200);
    await request(app).post(CALLBACK).send(callback).expect(200);
    expect(await ledger.balanceOf(owner.id)).toBe(0);
    const entries = await ledger.listFor(owner.id, { limit: 10 });
    expect(entries.filter((e) => e.kind === 'reversal')).toEqual([
      expect.objectContaining({
        amountCents: 2700,
        reason: 'M-Pesa receipt QKT1FIRST1 is credited by its own entry',
      }),
    ]);
  });

  it('asks again while M-Pesa is still processing or away, and settles a cancellation without crediting', async () => {
    const { app, clock, ask } = await server(T0);
    const { owner, pay } = await owingCustomer(app);
    const { push } = await pay();
    clock.at = T0 + MINUTE;
    expect(await ask()).toEqual({ asked: 1, settled: 0, stillPending: 1, unreachable: false });
    expect(await ask()).toMatchObject({ asked: 0 });
    clock.at = T0 + 2 * MINUTE;
    fake.state.mode = 'down';
    try {
      expect(await ask()).toEqual({ asked: 0, settled: 0, stillPending: 0, unreachable: true });
    } finally {
      fake.state.mode = 'up';
    }
    fake.settle(push, 1032, 'Request cancelled by user');
    clock.at = T0 + 3 * MINUTE;
    expect(await ask()).toMatchObject({ asked: 1, settled: 1 });
    expect(await paymentsOf(app, owner.id)).toEqual([]);
    expect(
      await app.container.get(PAYMENT_TOKENS.MpesaPayments).findByCheckout(push.checkoutRequestId),
    ).toMatchObject({
      status: 'cancelled',
      failure: null,
      providerCode: '1032',
    });
  });

  it('gives up on a request M-Pesa has not ended in a day: failed, and money told of later is kept for staff', async () => {
    const { app, clock, ask } = await server(T0);
    const { owner, pay } = await owingCustomer(app);
    const { push } = await pay();
    clock.at = T0 + 24 * 60 * MINUTE;
    expect(await ask()).toMatchObject({ settled: 1 });
    expect(
      await app.container.get(PAYMENT_TOKENS.MpesaPayments).findByCheckout(push.checkoutRequestId),
    ).toMatchObject({
      status: 'failed',
      failure: 'no-result',
      providerCode: null,
    });
    await request(app)
      .post(CALLBACK)
      .send(fake.callbackOf(push, { resultCode: 0, receipt: 'QKT1AFTER1' }))
      .expect(200);
    expect(await paymentsOf(app, owner.id)).toEqual([]);
    expect(await app.container.get(PAYMENT_TOKENS.UnmatchedPayments).find('QKT1AFTER1')).toMatchObject({
      amountKes: 3483,
      billRefNumber: owner.accountId,
    });
  });

  it('lets several instances ask at once, and credits each request once', async () => {
    const first = await server(T0);
    const second = await server(T0);
    const { owner, pay } = await owingCustomer(first.app);
    const pushes = [];
    for (let i = 0; i < 3; i++) pushes.push((await pay()).push);
    for (const push of pushes) fake.settle(push, 0);
    first.clock.at = second.clock.at = T0 + MINUTE;
    const rounds = await Promise.all([first.ask(), second.ask(), first.ask(), second.ask()]);
    expect(rounds.reduce((sum, round) => sum + round.settled, 0)).toBe(3);
    const credited = await paymentsOf(first.app, owner.id);
    expect(credited.map((e) => `${e.source.kind} ${e.source.id}`).sort()).toEqual(
      pushes.map((p) => `mpesa-checkout ${p.checkoutRequestId}`).sort(),
    );
  });

  it('settles once when callbacks of one request arrive at once, paid and cancelled, several times each', async () => {
    const { app } = await server(T0);
    const { owner, pay } = await owingCustomer(app);
    const { push } = await pay();
    const paid = fake.callbackOf(push, { resultCode: 0, receipt: 'QKT1RACE01' });
    const cancelled = fake.callbackOf(push, { resultCode: 1032 });
    const deliveries = [
      ...Array.from({ length: 8 }, () => paid),
      ...Array.from({ length: 4 }, () => cancelled),
    ]
      .map((body, i) => ({ body, order: (i * 7) % 12 }))
      .sort((a, b) => a.order - b.order);
    const answers = await Promise.all(deliveries.map(({ body }) => request(app).post(CALLBACK).send(body)));
    expect(answers.map((res) => res.status)).toEqual(deliveries.map(() => 200));
    const payment = await app.container
      .get(PAYMENT_TOKENS.MpesaPayments)
      .findByCheckout(push.checkoutRequestId);
    const credited = await paymentsOf(app, owner.id);
    const kept = await app.container.get(PAYMENT_TOKENS.UnmatchedPayments).find('QKT1RACE01');
    // Paid first: credited once. Cancelled first: nothing credited, the money kept once for staff.
    if (payment?.status === 'paid') expect([credited.length, kept]).toEqual([1, undefined]);
    else expect([payment?.status, credited.length, kept?.amountKes]).toEqual(['cancelled', 0, 3483]);
  });

  it('runs in the background of a server: a round every few seconds, stopped cleanly', async () => {
    const { app, clock } = await server(T0);
    const { owner, pay } = await owingCustomer(app);
    const { push } = await pay();
    fake.settle(push, 0);
    clock.at = T0 + MINUTE;
    const worker = new MpesaStatusQueries(
      app.container.get(PAYMENT_TOKENS.AskAboutPendingPayments),
      pino({ level: 'silent' }),
      20,
    );
    worker.start();
    try {
      await vi.waitFor(async () => expect(await paymentsOf(app, owner.id)).toHaveLength(1), {
        timeout: 60_000,
      });
    } finally {
      await worker.stop();
    }
  });
});
