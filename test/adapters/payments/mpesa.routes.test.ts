import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../../core/shared/tokens.js';
import {
  NEW_USER,
  registerAndVerify,
  signedInAgent,
  signedInOwing,
  signedInStaff,
} from '../../support/accounts.js';
import { capturedLog } from '../../support/captured-log.js';
import {
  FAKE_DARAJA_CREDENTIALS,
  type FakeDaraja,
  c2bPayment,
  darajaEnv,
  startFakeDaraja,
} from '../../support/fake-daraja.js';
import { testApp } from '../../support/test-app.js';

const SECRET = FAKE_DARAJA_CREDENTIALS.MPESA_CALLBACK_SECRET;
const CALLBACK = `/api/payments/mpesa/callback/${SECRET}`;
const VALIDATION = `/api/payments/mpesa/c2b/validation/${SECRET}`;
const CONFIRMATION = `/api/payments/mpesa/c2b/confirmation/${SECRET}`;
const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };

let fake: FakeDaraja;
beforeAll(async () => {
  fake = await startFakeDaraja();
});
afterAll(() => fake.close());

interface Statement {
  balanceCents: number;
  entries: { kind: string; amountCents: number; reference: string | null; method: string | null }[];
}

/** A verified customer owing $27.00 (KES 3,483 at the default 129), signed in, on an app that calls the fake. */
async function customerOwing(overrides: Parameters<typeof testApp>[0] = {}) {
  const app = await testApp(overrides, {}, darajaEnv(fake));
  const { customer, owner } = await signedInOwing(app);
  const statement = async () => (await customer.get('/api/account/statement').expect(200)).body as Statement;
  const payments = async () => (await statement()).entries.filter((e) => e.kind === 'payment');
  /** Asks M-Pesa for the amount due; returns the payment's id and the push the fake took. */
  const pay = async (phone = '0712 345 678') => {
    const asked = await customer.post('/api/payments/mpesa').send({ phone }).expect(202);
    return { id: (asked.body as { paymentId: string }).paymentId, push: fake.pushFor(owner.accountId) };
  };
  const status = async (id: string) =>
    (await customer.get(`/api/payments/${id}`).expect(200)).body as Record<string, unknown>;
  const callBack = (body: unknown) =>
    request(app)
      .post(CALLBACK)
      .send(body as object);
  return { app, customer, owner, statement, payments, pay, status, callBack };
}

describe('paying with M-Pesa from the phone (STK push)', () => {
  it('asks for the dollars due in whole shillings, and credits the account once however often M-Pesa calls back', async () => {
    const { customer, owner, status, payments, statement, callBack } = await customerOwing();
    const asked = await customer.post('/api/payments/mpesa').send({ phone: '+254 712 345 678' }).expect(202);
    expect(asked.body).toEqual({ paymentId: expect.any(String), status: 'pending', amountKes: 3483 });
    const push = fake.pushFor(owner.accountId);
    expect(push.body).toMatchObject({
      Amount: 3483,
      PartyA: '254712345678',
      PhoneNumber: '254712345678',
      AccountReference: owner.accountId,
      CallBackURL: `http://localhost:3000${CALLBACK}`,
    });
    const { id } = { id: (asked.body as { paymentId: string }).paymentId };
    expect(await status(id)).toMatchObject({
      status: 'pending',
      amountKes: 3483,
      amountCents: 2700,
      message: 'Check your phone: enter your M-Pesa PIN to pay.',
    });

    const paid = fake.callbackOf(push, { resultCode: 0, receipt: 'QKT1ABC2DE' });
    expect((await callBack(paid).expect(200)).body).toEqual(ACCEPTED);
    expect((await callBack(paid).expect(200)).body).toEqual(ACCEPTED);
    // A failure after the success, late: the first decision stands.
    await callBack(
      fake.callbackOf(push, { resultCode: 1037, resultDesc: 'DS timeout user cannot be reached' }),
    ).expect(200);
    expect(await status(id)).toMatchObject({
      status: 'paid',
      resultCode: 0,
      receiptNumber: 'QKT1ABC2DE',
      entryId: expect.any(String),
      message: 'Paid. Thank you: your receipt is on its way by e-mail.',
    });
    expect(await payments()).toEqual([
      expect.objectContaining({ amountCents: 2700, reference: 'QKT1ABC2DE', method: 'mpesa' }),
    ]);
    expect((await statement()).balanceCents).toBe(0);
    await customer.post('/api/payments/mpesa').send({ phone: '0712345678' }).expect(409);
  });

  it('says a cancellation and a wrong PIN in words, credits nothing, and keeps money paid after a cancellation for staff', async () => {
    const { app, owner, pay, status, payments, statement, callBack } = await customerOwing();
    const cancelled = await pay();
    await callBack(fake.callbackOf(cancelled.push, { resultCode: 1032 })).expect(200);
    // Out of order: a success after the cancellation does not credit by itself.
    const late = fake.callbackOf(cancelled.push, { resultCode: 0, receipt: 'QKT9LATE01' });
    await callBack(late).expect(200);
    await callBack(late).expect(200);
    expect(await status(cancelled.id)).toMatchObject({
      status: 'cancelled',
      resultCode: 1032,
      message: 'You cancelled the request on your phone. Nothing was paid.',
    });

    const wrongPin = await pay();
    const pin = fake.callbackOf(wrongPin.push, {
      resultCode: 2001,
      resultDesc: 'The initiator information is invalid.',
    });
    await callBack(pin).expect(200);
    await callBack(pin).expect(200);
    expect(await status(wrongPin.id)).toMatchObject({
      status: 'failed',
      resultCode: 2001,
      message: 'The M-Pesa PIN was wrong. Nothing was paid: try again.',
    });
    expect(await payments()).toEqual([]);
    expect((await statement()).balanceCents).toBe(2700);

    const staff = await signedInStaff(app);
    const waiting = await staff.get('/api/admin/payments/unmatched').expect(200);
    expect(waiting.body).toEqual({
      unmatched: [
        {
          transId: 'QKT9LATE01',
          amountKes: 3483,
          billRefNumber: owner.accountId,
          msisdn: '•••••••••678',
          payerName: '',
          receivedAt: expect.any(String),
          assignedTo: null,
        },
      ],
    });
    const assigned = await staff
      .post('/api/admin/payments/unmatched/QKT9LATE01/assign')
      .send({ accountId: owner.accountId.toLowerCase() })
      .expect(200);
    expect(assigned.body).toMatchObject({ transId: 'QKT9LATE01', assignedTo: owner.accountId });
    await staff
      .post('/api/admin/payments/unmatched/QKT9LATE01/assign')
      .send({ accountId: owner.accountId })
      .expect(409);
    expect(await payments()).toEqual([
      expect.objectContaining({ amountCents: 2700, reference: 'QKT9LATE01' }),
    ]);
    expect((await statement()).balanceCents).toBe(0);
  });

  it('does not settle another amount than asked: the money is kept for staff, never lost, never credited twice', async () => {
    const { app, pay, status, payments, callBack } = await customerOwing();
    const { id, push } = await pay();
    const short = fake.callbackOf(push, { resultCode: 0, amount: 100, receipt: 'QKT1SHORT1' });
    await callBack(short).expect(200);
    await callBack(short).expect(200);
    expect(await status(id)).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/^M-Pesa reported a different amount than we asked for/),
    });
    expect(await payments()).toEqual([]);
    const staff = await signedInStaff(app);
    const waiting = (await staff.get('/api/admin/payments/unmatched').expect(200)).body as {
      unmatched: { transId: string; amountKes: number }[];
    };
    expect(waiting.unmatched.map((u) => [u.transId, u.amountKes])).toEqual([['QKT1SHORT1', 100]]);
  });

  it('credits one receipt once whether the callback or the paybill’s confirmation tells it first', async () => {
    const { owner, pay, payments, callBack, app } = await customerOwing();
    const { push } = await pay();
    await request(app)
      .post(CONFIRMATION)
      .send(c2bPayment({ TransID: 'QKT1BOTH01', TransAmount: '3483.00', BillRefNumber: owner.accountId }))
      .expect(200);
    await callBack(fake.callbackOf(push, { resultCode: 0, receipt: 'QKT1BOTH01' })).expect(200);
    expect(await payments()).toEqual([
      expect.objectContaining({ amountCents: 2700, reference: 'QKT1BOTH01' }),
    ]);
  });

  it('acknowledges a callback for a request it never sent, and posts nothing', async () => {
    const { pay, payments, callBack } = await customerOwing();
    const { push } = await pay();
    const stranger = { ...push, checkoutRequestId: 'ws_CO_000000000000000000712345678' };
    expect((await callBack(fake.callbackOf(stranger, { resultCode: 0 })).expect(200)).body).toEqual(ACCEPTED);
    expect(await payments()).toEqual([]);
  });

  it('answers a path without the secret 404, and unreadable callbacks 400 in the error shape, never 500', async () => {
    const { logger, lines } = capturedLog('info');
    const { app, pay, status, callBack } = await customerOwing({ logger });
    const { id, push } = await pay();
    const paid = fake.callbackOf(push, { resultCode: 0 });
    for (const path of [
      '/api/payments/mpesa/callback/wrong-secret',
      `/api/payments/mpesa/callback/${SECRET}x`,
      `/api/payments/mpesa/callback/${SECRET.slice(0, -1)}`,
      '/api/payments/mpesa/c2b/validation/wrong-secret',
      '/api/payments/mpesa/c2b/confirmation/wrong-secret',
    ]) {
      const res = await request(app).post(path).send(paid);
      expect([path, res.status, typeof (res.body as { message?: unknown }).message]).toEqual([
        path,
        404,
        'string',
      ]);
    }
    const malformed: [string, unknown][] = [
      ['no Body', { stkCallback: {} }],
      ['a ResultCode in words', { Body: { stkCallback: { ...paid.Body.stkCallback, ResultCode: 'paid' } } }],
      ['paid without a receipt', fake.callbackOf(push, { resultCode: 0, receipt: '' })],
      [
        'a control character',
        { Body: { stkCallback: { ...paid.Body.stkCallback, CheckoutRequestID: 'ws\u0000CO' } } },
      ],
      ['an array', [paid]],
      [
        'a huge ResultDesc',
        { Body: { stkCallback: { ...paid.Body.stkCallback, ResultDesc: 'x'.repeat(5_000) } } },
      ],
    ];
    for (const [what, body] of malformed) {
      const res = await callBack(body);
      expect([what, res.status]).toEqual([what, 400]);
      expect((res.body as { errors?: unknown[] }).errors, what).toEqual(expect.any(Array));
    }
    const notJson = await request(app)
      .post(CALLBACK)
      .set('Content-Type', 'application/json')
      .send('{"Body":');
    expect(notJson.status).toBe(400);
    const huge = await request(app)
      .post(CALLBACK)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ pad: 'x'.repeat(20_000) }));
    expect(huge.status).toBe(413);
    expect(await status(id)).toMatchObject({ status: 'pending' });
    expect(JSON.stringify(lines)).not.toContain(SECRET);
    expect(JSON.stringify(lines)).not.toContain('254712345678');
  });

  it('refuses what the customer cannot do: no session, nothing due, a number M-Pesa cannot reach, another’s payment', async () => {
    const { app, customer, pay } = await customerOwing();
    await request(app).post('/api/payments/mpesa').send({ phone: '0712345678' }).expect(401);
    const badPhone = await customer.post('/api/payments/mpesa').send({ phone: '0812 345 678' }).expect(400);
    expect(badPhone.body).toMatchObject({
      message: 'Enter the M-Pesa phone number, such as 0712 345 678',
      errors: [{ path: 'phone' }],
    });
    const { id } = await pay();
    const stranger = { ...NEW_USER, email: 'stranger@example.com' };
    await registerAndVerify(app, stranger);
    const other = await signedInAgent(app, stranger);
    await other.get(`/api/payments/${id}`).expect(404);
    await other.post('/api/payments/mpesa').send({ phone: '0712345678' }).expect(409);
    await customer.get(`/api/payments/${crypto.randomUUID()}`).expect(404);
    await customer.get('/api/payments/not-an-id').expect(400);
  });

  it('answers 503 while M-Pesa is away, and keeps no request it did not take', async () => {
    const { customer, owner, app } = await customerOwing();
    fake.state.mode = 'down';
    try {
      const away = await customer.post('/api/payments/mpesa').send({ phone: '0712345678' }).expect(503);
      expect(away.body).toEqual({
        message: 'M-Pesa cannot be reached just now. Nothing was charged; please try again in a few minutes.',
      });
    } finally {
      fake.state.mode = 'up';
    }
    const due = await app.container
      .get(TOKENS.UnitOfWork)
      .run(({ mpesaPayments }) => mpesaPayments.claimDue(new Date(8.64e15), 10, new Date()));
    expect(due.filter((p) => p.userId === owner.id)).toEqual([]);
  });

  it('tells the customer the paybill, their account number, and whether money really moves', async () => {
    const { customer, owner } = await customerOwing();
    expect((await customer.get('/api/payments/options').expect(200)).body).toEqual({
      paybill: '174379',
      accountNumber: owner.accountId,
      offline: false,
      jubaOffice: null,
    });
    const offline = await testApp({}, {}, { MPESA_PAYBILL: '247247' });
    await registerAndVerify(offline);
    const signedIn = await signedInAgent(offline);
    expect((await signedIn.get('/api/payments/options').expect(200)).body).toMatchObject({
      paybill: '247247',
      offline: true,
    });
  });
});

describe('the paybill (C2B)', () => {
  it('takes a payment to an account ID in any case and spacing, refuses others (C2B00012) and a shilling (C2B00013)', async () => {
    const { app, owner } = await customerOwing();
    const spaced = owner.accountId.toLowerCase().replace(/^kx(\d{3})/, 'kx $1 ');
    const validate = (fields: Record<string, string>) =>
      request(app).post(VALIDATION).send(c2bPayment(fields)).expect(200);
    expect((await validate({ BillRefNumber: spaced })).body).toEqual({
      ResultCode: '0',
      ResultDesc: 'Accepted',
    });
    for (const reference of ['KX1', 'invoice008', '', `${owner.accountId}9`]) {
      expect((await validate({ BillRefNumber: reference })).body).toEqual({
        ResultCode: 'C2B00012',
        ResultDesc: 'Rejected',
      });
    }
    expect((await validate({ BillRefNumber: owner.accountId, TransAmount: '1' })).body).toEqual({
      ResultCode: 'C2B00013',
      ResultDesc: 'Rejected',
    });
    await request(app)
      .post(VALIDATION)
      .send(c2bPayment({ TransAmount: 'ten' }))
      .expect(400);
  });

  it('credits the account by TransID once, at the dated rate rounded down to the cent, however often confirmed', async () => {
    const { app, owner, payments, statement } = await customerOwing();
    const confirm = (fields: Record<string, string>) =>
      request(app).post(CONFIRMATION).send(c2bPayment(fields)).expect(200);
    const paid = {
      TransID: 'RKTQDM7W6S',
      TransAmount: '1000.00',
      BillRefNumber: ` ${owner.accountId.toLowerCase()} `,
    };
    expect((await confirm(paid)).body).toEqual(ACCEPTED);
    expect((await confirm(paid)).body).toEqual(ACCEPTED);
    // KES 1,000 at 129 a dollar: $7.7519…, credited $7.75.
    expect(await payments()).toEqual([
      expect.objectContaining({ amountCents: 775, reference: 'RKTQDM7W6S' }),
    ]);
    expect((await statement()).balanceCents).toBe(2700 - 775);
  });

  it('keeps a payment for no known account for staff, who credit it once to the account it was meant for', async () => {
    const { app, owner, payments } = await customerOwing();
    const unknown = {
      TransID: 'RKT9NOBODY',
      TransAmount: '2580',
      BillRefNumber: 'KX 1OO OO1',
      FirstName: 'Baraka',
    };
    await request(app).post(CONFIRMATION).send(c2bPayment(unknown)).expect(200);
    await request(app).post(CONFIRMATION).send(c2bPayment(unknown)).expect(200);
    expect(await payments()).toEqual([]);
    const staff = await signedInStaff(app);
    const waiting = await staff.get('/api/admin/payments/unmatched').expect(200);
    expect(waiting.body).toEqual({
      unmatched: [
        {
          transId: 'RKT9NOBODY',
          amountKes: 2580,
          billRefNumber: 'KX 1OO OO1',
          msisdn: '2547 ***** 126',
          payerName: 'Baraka Kamau',
          receivedAt: expect.any(String),
          assignedTo: null,
        },
      ],
    });
    await request(app)
      .post('/api/admin/payments/unmatched/RKT9NOBODY/assign')
      .send({ accountId: owner.accountId })
      .expect(401);
    await staff
      .post('/api/admin/payments/unmatched/RKT9NOBODY/assign')
      .send({ accountId: 'KX9' })
      .expect(404);
    await staff
      .post('/api/admin/payments/unmatched/NOSUCH1234/assign')
      .send({ accountId: owner.accountId })
      .expect(404);
    const assigned = await Promise.all(
      [1, 2].map(() =>
        staff.post('/api/admin/payments/unmatched/RKT9NOBODY/assign').send({ accountId: owner.accountId }),
      ),
    );
    expect(assigned.map((res) => res.status).sort()).toEqual([200, 409]);
    // A confirmation replayed after the assignment changes nothing.
    await request(app).post(CONFIRMATION).send(c2bPayment(unknown)).expect(200);
    expect(await payments()).toEqual([
      expect.objectContaining({ amountCents: 2000, reference: 'RKT9NOBODY' }),
    ]);
    expect((await staff.get('/api/admin/payments/unmatched').expect(200)).body).toEqual({ unmatched: [] });
  });

  it('reads a confirmation with stray control characters in the payer’s text, and refuses one without its TransID', async () => {
    const { app, payments, owner } = await customerOwing();
    await request(app)
      .post(CONFIRMATION)
      .send(
        c2bPayment({
          TransID: 'RKT1CTRL01',
          TransAmount: '129',
          BillRefNumber: `${owner.accountId}\u0000`,
          FirstName: 'Wan\u202Ejiru',
        }),
      )
      .expect(200);
    expect(await payments()).toEqual([expect.objectContaining({ amountCents: 100 })]);
    const withoutId = Object.fromEntries(
      Object.entries(c2bPayment()).filter(([field]) => field !== 'TransID'),
    );
    const refused = await request(app).post(CONFIRMATION).send(withoutId).expect(400);
    expect(refused.body).toMatchObject({ message: 'TransID is missing', errors: [{ path: 'TransID' }] });
  });
});
