import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DependencyUnavailableError } from '../../../../core/shared/dependency-unavailable.js';
import { DarajaMobileMoney } from '../../../../adapters/payments/daraja/daraja-mobile-money.js';
import { MpesaAddresses } from '../../../../adapters/payments/mpesa-addresses.js';
import {
  FAKE_DARAJA_CREDENTIALS,
  type FakeDaraja,
  darajaEnv,
  startFakeDaraja,
} from '../../../support/fake-daraja.js';
import { testConfig } from '../../../support/test-app.js';
import { PAYMENTS_SETTINGS } from '../../../../adapters/payments/payments.config.js';

const SECRET = FAKE_DARAJA_CREDENTIALS.MPESA_CALLBACK_SECRET;
const REQUEST = { phone: '254712345678', amountKes: 3483, accountId: 'KX100001' };
/** 21:30:15 UTC is 00:30:15 the next day in Nairobi (UTC+3, no daylight saving). */
const LATE_EVENING_UTC = new Date('2026-11-27T21:30:15.000Z');

let fake: FakeDaraja;
beforeAll(async () => {
  fake = await startFakeDaraja();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.state.requests.length = 0;
  fake.state.mode = 'up';
  fake.state.now = () => new Date();
  fake.state.tokenLifetime = 3599;
});

/** The adapter as the app configures it, on a clock the test moves. */
function darajaAt(start: Date, timeoutMs = 2_000) {
  const clock = { at: start.getTime() };
  const settings = PAYMENTS_SETTINGS.of(testConfig(darajaEnv(fake, timeoutMs))).daraja;
  if (!settings) throw new Error('the Daraja settings did not load');
  const mpesa = new DarajaMobileMoney(settings, new MpesaAddresses('https://kango.example', SECRET), () => {
    return new Date(clock.at);
  });
  fake.state.now = () => new Date(clock.at);
  return { mpesa, clock };
}

describe('the Daraja adapter', () => {
  it('sends an STK push with exactly Daraja’s fields, the password rule and Nairobi’s timestamp', async () => {
    const { mpesa } = darajaAt(LATE_EVENING_UTC);
    const taken = await mpesa.requestPayment(REQUEST);
    expect(taken.checkoutRequestId).toMatch(/^ws_CO_/);
    const [push] = fake.requestsTo('/mpesa/stkpush/v1/processrequest');
    const timestamp = '20261128003015';
    expect(push?.body).toEqual({
      BusinessShortCode: '174379',
      Password: Buffer.from(`174379${FAKE_DARAJA_CREDENTIALS.MPESA_PASSKEY}${timestamp}`).toString('base64'),
      Timestamp: timestamp,
      TransactionType: 'CustomerPayBillOnline',
      Amount: 3483,
      PartyA: '254712345678',
      PartyB: '174379',
      PhoneNumber: '254712345678',
      CallBackURL: `https://kango.example/api/payments/mpesa/callback/${SECRET}`,
      AccountReference: 'KX100001',
      TransactionDesc: 'Parcel charge',
    });
    expect(push?.headers['content-type']).toBe('application/json');
    expect(push?.headers.authorization).toBe('Bearer fake-token-' + String(fake.state.tokensIssued));
  });

  it('fetches its token with Basic credentials, keeps it until it expires, and renews it when refused', async () => {
    fake.state.tokenLifetime = 120;
    const { mpesa, clock } = darajaAt(new Date());
    const issuedBefore = fake.state.tokensIssued;
    await mpesa.requestPayment(REQUEST);
    await mpesa.requestPayment(REQUEST);
    const [tokenCall] = fake.requestsTo('/oauth/v1/generate');
    const basic = Buffer.from('fake-consumer-key:fake-consumer-secret').toString('base64');
    expect(tokenCall?.headers.authorization).toBe(`Basic ${basic}`);
    expect(fake.state.tokensIssued).toBe(issuedBefore + 1);

    // Renewed a minute before it dies: 61 s into a life of 120 s.
    clock.at += 61_000;
    await mpesa.requestPayment(REQUEST);
    expect(fake.state.tokensIssued).toBe(issuedBefore + 2);

    // Refused (Daraja forgot it): renewed once, and the call goes through.
    fake.expireTokens();
    await mpesa.requestPayment(REQUEST);
    expect(fake.state.tokensIssued).toBe(issuedBefore + 3);
    const pushes = fake.requestsTo('/mpesa/stkpush/v1/processrequest');
    expect(pushes.map((p) => p.headers.authorization)).toEqual([
      `Bearer fake-token-${String(issuedBefore + 1)}`,
      `Bearer fake-token-${String(issuedBefore + 1)}`,
      `Bearer fake-token-${String(issuedBefore + 2)}`,
      `Bearer fake-token-${String(issuedBefore + 2)}`,
      `Bearer fake-token-${String(issuedBefore + 3)}`,
    ]);
  });

  it('asks how a push ended: still processing, then its result code and words', async () => {
    const { mpesa } = darajaAt(new Date());
    const taken = await mpesa.requestPayment(REQUEST);
    expect(await mpesa.resultOf(taken.checkoutRequestId)).toBeUndefined();
    fake.settle(fake.pushFor('KX100001'), 2001, 'The initiator information is invalid.');
    expect(await mpesa.resultOf(taken.checkoutRequestId)).toEqual({
      status: 'failed',
      failure: 'wrong-pin',
      providerCode: '2001',
      providerDescription: 'The initiator information is invalid.',
    });
    const [query] = fake.requestsTo('/mpesa/stkpushquery/v1/query').slice(-1);
    expect(Object.keys(query?.body as object).sort()).toEqual([
      'BusinessShortCode',
      'CheckoutRequestID',
      'Password',
      'Timestamp',
    ]);
  });

  it('registers the paybill’s two addresses, and shows them without the secret', async () => {
    const { mpesa } = darajaAt(new Date());
    const registered = await mpesa.registerPaybillUrls();
    expect(fake.requestsTo('/mpesa/c2b/v1/registerurl')[0]?.body).toEqual({
      ShortCode: '174379',
      ResponseType: 'Completed',
      ConfirmationURL: `https://kango.example/api/payments/mpesa/c2b/confirmation/${SECRET}`,
      ValidationURL: `https://kango.example/api/payments/mpesa/c2b/validation/${SECRET}`,
    });
    expect(registered).toEqual({
      confirmationUrl: 'https://kango.example/api/payments/mpesa/c2b/confirmation/[secret]',
      validationUrl: 'https://kango.example/api/payments/mpesa/c2b/validation/[secret]',
      answer: 'Success',
    });
  });

  it('turns an outage, a silence and a refusal into M-Pesa being unavailable, never a crash', async () => {
    const { mpesa } = darajaAt(new Date(), 300);
    await mpesa.requestPayment(REQUEST);
    fake.state.mode = 'down';
    await expect(mpesa.requestPayment(REQUEST)).rejects.toBeInstanceOf(DependencyUnavailableError);
    await expect(mpesa.resultOf('ws_CO_1')).rejects.toBeInstanceOf(DependencyUnavailableError);

    fake.state.mode = 'silent';
    const started = performance.now();
    await expect(mpesa.requestPayment(REQUEST)).rejects.toThrow(/did not answer .* in time/);
    expect(performance.now() - started).toBeLessThan(5_000);

    fake.state.mode = 'up';
    await expect(mpesa.requestPayment({ ...REQUEST, phone: '254812345678' })).rejects.toThrow(
      /400: 400\.002\.02 Bad Request - Invalid PartyA/,
    );
    const wrongKey = PAYMENTS_SETTINGS.of(
      testConfig({ ...darajaEnv(fake), MPESA_CONSUMER_KEY: 'stolen' }),
    ).daraja;
    if (!wrongKey) throw new Error('no settings');
    const refused = new DarajaMobileMoney(wrongKey, new MpesaAddresses('https://kango.example', SECRET));
    await expect(refused.requestPayment(REQUEST)).rejects.toThrow(/refused the token request: 400/);
  });
});
