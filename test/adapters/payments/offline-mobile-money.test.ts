import { type RequestListener, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stkCallbackSchema } from '../../../adapters/payments/daraja/daraja-callbacks.schema.js';
import { DependencyUnavailableError } from '../../../core/shared/dependency-unavailable.js';
import { MpesaAddresses } from '../../../adapters/payments/mpesa-addresses.js';
import { OfflineMobileMoney } from '../../../adapters/payments/offline-mobile-money.js';
import { signedInOwing } from '../../support/accounts.js';
import { testApp } from '../../support/test-app.js';

const SECRET = 'offline-test-secret-0123456789abcdef';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A loopback server handing its requests to `listener` (set later), and its address. */
async function listening(listener: { handle: RequestListener }) {
  const server = createServer((req, res) => listener.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
}

describe('the offline M-Pesa', () => {
  it('answers like Daraja: its ids, its callback a moment later in Daraja’s shape, and the status query', async () => {
    const received: unknown[] = [];
    const url = await listening({
      handle: (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          received.push({ path: req.url, body: JSON.parse(Buffer.concat(chunks).toString()) as unknown });
          res.end('{"ResultCode":0,"ResultDesc":"Accepted"}');
        });
      },
    });
    const mpesa = new OfflineMobileMoney(new MpesaAddresses(url, SECRET), pino({ level: 'silent' }), 50);
    expect(mpesa.moneyMoves).toBe(false);
    const paying = await mpesa.requestPayment({
      phone: '254712345678',
      amountKes: 3483,
      accountId: 'KX100001',
    });
    const cancelling = await mpesa.requestPayment({
      phone: '254712345670',
      amountKes: 10,
      accountId: 'KX100001',
    });
    expect(paying.merchantRequestId).toMatch(/^\d{5}-\d{8}-1$/);
    expect(paying.checkoutRequestId).toMatch(/^ws_CO_\d{17}712345678$/);
    expect(await mpesa.resultOf(paying.checkoutRequestId)).toBeUndefined();

    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 10_000 });
    const byId = (id: string) =>
      received
        .map((r) => r as { path: string; body: unknown })
        .find((r) => JSON.stringify(r.body).includes(id));
    const paid = byId(paying.checkoutRequestId);
    expect(paid?.path).toBe(`/api/payments/mpesa/callback/${SECRET}`);
    expect(stkCallbackSchema.parse(paid?.body)).toEqual({
      checkoutRequestId: paying.checkoutRequestId,
      status: 'paid',
      failure: null,
      providerCode: '0',
      providerDescription: 'The service request is processed successfully.',
      paid: {
        amountKes: 3483,
        receiptNumber: expect.stringMatching(/^OFF[A-Z0-9]{7}$/),
        phone: '254712345678',
      },
    });
    expect(stkCallbackSchema.parse(byId(cancelling.checkoutRequestId)?.body)).toEqual({
      checkoutRequestId: cancelling.checkoutRequestId,
      status: 'cancelled',
      failure: null,
      providerCode: '1032',
      providerDescription: 'Request cancelled by user',
    });
    expect(await mpesa.resultOf(paying.checkoutRequestId)).toMatchObject({
      status: 'paid',
      providerCode: '0',
    });

    // After a restart it remembers nothing, and tells the result by the number the id ends with.
    const restarted = new OfflineMobileMoney(new MpesaAddresses(url, SECRET), pino({ level: 'silent' }));
    expect(await restarted.resultOf(cancelling.checkoutRequestId)).toMatchObject({
      status: 'cancelled',
      providerCode: '1032',
    });
    expect(await restarted.resultOf(paying.checkoutRequestId)).toMatchObject({
      status: 'paid',
      providerCode: '0',
    });
    await expect(restarted.resultOf('ws_CO_forged')).rejects.toBeInstanceOf(DependencyUnavailableError);
    await expect(
      restarted.requestPayment({ phone: '0712345678', amountKes: 1, accountId: 'KX100001' }),
    ).rejects.toBeInstanceOf(DependencyUnavailableError);
    expect(await restarted.registerPaybillUrls()).toEqual({
      confirmationUrl: `${url}/api/payments/mpesa/c2b/confirmation/[secret]`,
      validationUrl: `${url}/api/payments/mpesa/c2b/validation/[secret]`,
      answer: expect.stringMatching(/offline M-Pesa/),
    });
  });

  it('is what a server without Daraja’s settings uses: a request is paid, or cancelled for a number ending in 0, with no help', async () => {
    const listener: { handle: RequestListener } = { handle: (_req, res) => res.end() };
    const url = await listening(listener);
    const app = await testApp({}, {}, { PUBLIC_URL: url });
    listener.handle = app;
    const { customer } = await signedInOwing(app);
    const settled = async (phone: string) => {
      const asked = await customer.post('/api/payments/mpesa').send({ phone }).expect(202);
      const path = `/api/payments/${(asked.body as { paymentId: string }).paymentId}`;
      let body: Record<string, unknown> = {};
      await vi.waitFor(
        async () => {
          body = (await customer.get(path).expect(200)).body as Record<string, unknown>;
          expect(body.status).not.toBe('pending');
        },
        { timeout: 30_000, interval: 200 },
      );
      return body;
    };
    expect(await settled('0712 345 670')).toMatchObject({ status: 'cancelled', resultCode: 1032 });
    expect(await settled('0712 345 678')).toMatchObject({
      status: 'paid',
      receiptNumber: expect.stringMatching(/^OFF/),
    });
    const statement = (await customer.get('/api/account/statement').expect(200)).body as {
      balanceCents: number;
    };
    expect(statement.balanceCents).toBe(0);
  });
});
