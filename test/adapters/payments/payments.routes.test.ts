import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { PAYMENT_RECEIPT } from '../../../core/payments/payment-receipt.js';
import { TOKENS } from '../../../core/shared/tokens.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { testApp } from '../../support/test-app.js';

const NOW = new Date('2026-11-26T09:00:00.000Z');

async function office() {
  const app = await testApp({ clock: { now: () => NOW } });
  await registerAndVerify(app);
  const customer = await signedInAgent(app);
  const staff = await signedInStaff(app);
  const account = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
  if (!account) throw new Error('no account');
  return { app, customer, staff, account };
}

type Entry = { id: string; accountId: string; postedBy?: string };

describe('staff payments over HTTP', () => {
  it('records a payment once by its reference, posted by the signed-in member of staff, with its receipt', async () => {
    const { app, customer, staff, account } = await office();
    const payment = {
      accountId: account.accountId.toLowerCase(),
      amountUsd: 27.5,
      method: 'bank',
      reference: 'EQ-1001',
    };
    const recorded = await staff.post('/api/admin/payments').send(payment).expect(201);
    expect(recorded.body).toMatchObject({
      kind: 'payment',
      amountCents: 2750,
      method: 'bank',
      reference: 'EQ-1001',
      accountId: account.accountId,
      description: 'Bank transfer payment, reference EQ-1001',
    });
    const twice = await staff
      .post('/api/admin/payments')
      .send({ ...payment, reference: ' eq-1001' })
      .expect(409);
    expect(twice.body).toEqual({
      message: 'A payment with this reference has already been recorded: it was not recorded again.',
    });
    await staff
      .post('/api/admin/payments')
      .send({ ...payment, accountId: 'KX999999999' })
      .expect(404);
    const bad = await staff
      .post('/api/admin/payments')
      .send({ ...payment, amountUsd: 27.555, method: 'gold', reference: '' })
      .expect(400);
    expect((bad.body as { errors: { path: string }[] }).errors.map((e) => e.path).sort()).toEqual([
      'amountUsd',
      'method',
      'reference',
    ]);
    await customer.post('/api/admin/payments').send(payment).expect(403);
    await request(app).post('/api/admin/payments').send(payment).expect(401);

    const { id } = recorded.body as Entry;
    const stored = await app.container.get(TOKENS.UnitOfWork).run(({ ledger }) => ledger.find(id));
    expect(stored?.postedBy).toBe('staff@example.com');
    const receipt = await customer.get(`/api/account/receipts/${id}`).expect(200);
    expect(receipt.body).toMatchObject({
      entry: { id, amountCents: 2750 },
      accountId: account.accountId,
      customerName: 'Amina Yusuf',
      balanceAfterCents: -2750,
      brandName: 'Kango Express',
    });
    // Another customer's receipt, and an entry that is no payment, are not found.
    await staff.get(`/api/account/receipts/${id}`).expect(404);
    await customer.get(`/api/account/receipts/${crypto.randomUUID()}`).expect(404);
    await customer.get('/api/account/receipts/not-an-id').expect(400);
    await request(app).get(`/api/account/receipts/${id}`).expect(401);
    expect(app.container.memoryStore?.outboxEntries().map((e) => e.compose)).toContainEqual({
      kind: PAYMENT_RECEIPT,
      key: id,
    });
  });

  it('credits with a reason, reverses once, and lists the day’s payments with their accounts and total', async () => {
    const { customer, staff, account } = await office();
    const credited = await staff
      .post('/api/admin/credits')
      .send({ accountId: account.accountId, amountUsd: 5, reason: 'Late departure' })
      .expect(201);
    expect(credited.body).toMatchObject({ kind: 'credit', amountCents: 500, reason: 'Late departure' });
    await staff.post('/api/admin/credits').send({ accountId: account.accountId, amountUsd: 5 }).expect(400);

    const cash = { accountId: account.accountId, method: 'cash', reference: 'NBO-7' };
    const first = await staff
      .post('/api/admin/payments')
      .send({ ...cash, amountUsd: 10 })
      .expect(201);
    await staff
      .post('/api/admin/payments')
      .send({ ...cash, amountUsd: 20, reference: 'NBO-8' })
      .expect(201);
    const { id } = first.body as Entry;
    const reversed = await staff
      .post(`/api/admin/ledger/${id}/reverse`)
      .send({ reason: 'Counted twice' })
      .expect(201);
    expect(reversed.body).toMatchObject({ kind: 'reversal', reverses: id, reason: 'Counted twice' });
    const again = await staff.post(`/api/admin/ledger/${id}/reverse`).send({ reason: 'Again' }).expect(409);
    expect(again.body).toEqual({ message: 'This entry has been reversed already, or is a reversal itself.' });
    await staff
      .post(`/api/admin/ledger/${(reversed.body as Entry).id}/reverse`)
      .send({ reason: 'Undo' })
      .expect(409);
    await staff.post(`/api/admin/ledger/${crypto.randomUUID()}/reverse`).send({ reason: 'x' }).expect(404);
    await customer.post(`/api/admin/ledger/${id}/reverse`).send({ reason: 'Mine' }).expect(403);

    const today = await staff.get('/api/admin/payments').expect(200);
    expect(today.body).toMatchObject({ day: '2026-11-26', totalCents: 2000 });
    const listed = (today.body as { payments: (Entry & { reference: string; reversedBy: string | null })[] })
      .payments;
    expect(listed.map((p) => [p.reference, p.accountId, p.reversedBy !== null])).toEqual([
      ['NBO-8', account.accountId, false],
      ['NBO-7', account.accountId, true],
    ]);
    expect((await staff.get('/api/admin/payments?day=2026-11-25').expect(200)).body).toEqual({
      day: '2026-11-25',
      payments: [],
      totalCents: 0,
    });
    await staff.get('/api/admin/payments?day=2026-02-30').expect(400);
    await staff.get('/api/admin/payments?day=0000-01-01').expect(200);
    await customer.get('/api/admin/payments').expect(403);

    const statement = await customer.get('/api/account/statement').expect(200);
    expect(statement.body).toMatchObject({ balanceCents: -2500, dueCents: 0 });
  });
});
