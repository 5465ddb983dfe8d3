import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContainerOverrides } from '../../../adapters/wiring.js';
import { LEDGER_TOKENS } from '../../../core/ledger/ledger.tokens.js';
import { PAYMENT_TOKENS } from '../../../core/payments/payments.tokens.js';
import { TOKENS } from '../../../core/shared/tokens.js';
import { signedInOwing, signedInStaff } from '../../support/accounts.js';
import { anEntry } from '../../core/ledger/ledger-entry.mother.js';
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
/** Rounds of a push's callback and the paybill's confirmation of its receipt, delivered at once (twice each). */
const ROUNDS = 6;
const T0 = new Date('2026-11-27T09:00:00.000Z').getTime();
const MINUTE = 60_000;

let fake: FakeDaraja;
beforeAll(async () => {
  fake = await startFakeDaraja();
});
afterAll(() => fake.close());

const TARGETS = [{ name: 'in memory', open: undefined }, ...DATABASE_TARGETS];

describe.each(TARGETS)(
  'one M-Pesa receipt told by a push’s callback, the paybill and staff, on $name',
  (target) => {
    const database = target.open ? useDatabase(target) : undefined;

    /** The test customer owing $27.00 on an app that calls the fake, on a clock the test moves. */
    async function owingCustomer() {
      const clock = { at: T0 };
      const storage: ContainerOverrides['storage'] = database ? database.db : 'memory';
      const app = await testApp({ storage, clock: { now: () => new Date(clock.at) } }, {}, darajaEnv(fake));
      const { customer, owner } = await signedInOwing(app);
      const ledger = app.container.get(LEDGER_TOKENS.Ledger);
      const payments = async () =>
        (await ledger.listFor(owner.id, { limit: 100 })).filter((e) => e.kind === 'payment');
      const waiting = () => app.container.get(PAYMENT_TOKENS.UnmatchedPayments).listWaiting(100);
      const chargeAgain = () =>
        app.container.get(TOKENS.UnitOfWork).run(({ ledger: l }) => l.post(anEntry({ userId: owner.id })));
      const pay = async () => {
        await customer.post('/api/payments/mpesa').send({ phone: '0712345678' }).expect(202);
        return fake.pushFor(owner.accountId);
      };
      const confirmationOf = (receipt: string, billRef = owner.accountId) =>
        c2bPayment({ TransID: receipt, TransAmount: '3483.00', BillRefNumber: billRef });
      /** The callback and the confirmation of one receipt, each delivered twice, all at once. */
      const atOnce = async (callback: object, confirmation: object) => {
        const answers = await Promise.all([
          request(app).post(CALLBACK).send(callback),
          request(app).post(CONFIRMATION).send(confirmation),
          request(app).post(CONFIRMATION).send(confirmation),
          request(app).post(CALLBACK).send(callback),
        ]);
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      };
      /**
       * Round after round, the customer pays what is due by a push (`beforeReceipt` may settle it first), whose
       * callback and the paybill's confirmation then tell its receipt at once; then each is credited once, and
       * nothing is left for staff.
       */
      const payRoundsAtOnce = async (prefix: string, beforeReceipt?: (push: TakenPush) => Promise<void>) => {
        for (let round = 1; round <= ROUNDS; round++) {
          if (round > 1) await chargeAgain();
          const push = await pay();
          await beforeReceipt?.(push);
          const receipt = `${prefix}${String(round).padStart(2, '0')}`;
          await atOnce(fake.callbackOf(push, { resultCode: 0, receipt }), confirmationOf(receipt));
        }
        expect(await payments()).toHaveLength(ROUNDS);
        expect(await waiting()).toEqual([]);
        expect(await ledger.balanceOf(owner.id)).toBe(0);
      };
      return { app, clock, owner, payments, waiting, pay, confirmationOf, payRoundsAtOnce };
    }

    it('credits each receipt once and leaves nothing for staff, whichever of the two comes first', async () => {
      const { payRoundsAtOnce } = await owingCustomer();
      await payRoundsAtOnce('QKT2RACE');
    });

    it('credits once a push paid on the status query’s word whose late callback and paybill confirmation come at once', async () => {
      const { app, clock, payRoundsAtOnce } = await owingCustomer();
      const ask = app.container.get(PAYMENT_TOKENS.AskAboutPendingPayments);
      await payRoundsAtOnce('QKT2LATE', async (push) => {
        fake.settle(push, 0);
        clock.at += MINUTE;
        expect(await ask.execute()).toMatchObject({ settled: 1 });
      });
    });

    it('takes a receipt kept for staff off their list once the push’s callback credits it', async () => {
      const { app, owner, payments, waiting, pay, confirmationOf } = await owingCustomer();
      const push = await pay();
      // The payer typed another account number on the paybill: kept for staff.
      await request(app).post(CONFIRMATION).send(confirmationOf('QKT2KEPT01', 'KX 99')).expect(200);
      expect(await waiting()).toHaveLength(1);
      await request(app)
        .post(CALLBACK)
        .send(fake.callbackOf(push, { resultCode: 0, receipt: 'QKT2KEPT01' }))
        .expect(200);
      expect(await payments()).toEqual([
        expect.objectContaining({ reference: 'QKT2KEPT01', amountCents: 2700 }),
      ]);
      expect(await waiting()).toEqual([]);
      const staff = await signedInStaff(app);
      const assigned = await staff
        .post('/api/admin/payments/unmatched/QKT2KEPT01/assign')
        .send({ accountId: owner.accountId })
        .expect(409);
      expect(assigned.body).toEqual({
        message: 'This paybill payment has been assigned to an account already.',
      });
      expect(await payments()).toHaveLength(1);
    });

    it('refuses to assign a receipt the ledger holds already, in a sentence, and posts nothing', async () => {
      const { app, owner, payments, waiting, confirmationOf } = await owingCustomer();
      await request(app).post(CONFIRMATION).send(confirmationOf('QKT2BOOK01', 'KX 99')).expect(200);
      const staff = await signedInStaff(app);
      // Staff recorded the same M-Pesa receipt by hand from the statement.
      await staff
        .post('/api/admin/payments')
        .send({ accountId: owner.accountId, amountUsd: 27, method: 'mpesa', reference: 'QKT2BOOK01' })
        .expect(201);
      const refused = await staff
        .post('/api/admin/payments/unmatched/QKT2BOOK01/assign')
        .send({ accountId: owner.accountId })
        .expect(409);
      expect(refused.body).toEqual({
        message:
          'This M-Pesa payment has been credited to an account already (its receipt is in the ledger): nothing was credited again. Find it on the account’s statement by its receipt number.',
      });
      expect(await payments()).toHaveLength(1);
      expect(await waiting()).toEqual([expect.objectContaining({ transId: 'QKT2BOOK01', assignedTo: null })]);
    });
  },
);
