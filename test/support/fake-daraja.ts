import { type IncomingHttpHeaders, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The app's Daraja settings for a test (the sandbox's public passkey; the secret is the test's own). */
export const FAKE_DARAJA_CREDENTIALS = {
  MPESA_CONSUMER_KEY: 'fake-consumer-key',
  MPESA_CONSUMER_SECRET: 'fake-consumer-secret',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  MPESA_CALLBACK_SECRET: 'test-callback-secret-0123456789abcdef',
} as const;

const SECRET = FAKE_DARAJA_CREDENTIALS.MPESA_CALLBACK_SECRET;
/** The addresses Daraja calls the app back on, each holding the test's secret. */
export const FAKE_DARAJA_PATHS = {
  callback: `/api/payments/mpesa/callback/${SECRET}`,
  confirmation: `/api/payments/mpesa/c2b/confirmation/${SECRET}`,
} as const;

/** What the app's configuration needs to call the fake. */
export const darajaEnv = (fake: { url: string }, timeoutMs = 2_000): NodeJS.ProcessEnv => ({
  ...FAKE_DARAJA_CREDENTIALS,
  MPESA_API_URL: fake.url,
  MPESA_TIMEOUT_MS: String(timeoutMs),
});

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** An STK push as the fake took it. */
export interface TakenPush {
  body: Record<string, unknown>;
  merchantRequestId: string;
  checkoutRequestId: string;
}

/** How a push ended, as a test decides: paid (by default the amount asked), cancelled or failed with a code. */
interface PushOutcome {
  resultCode: number;
  resultDesc?: string;
  /** Paid only: what M-Pesa reports was paid, and its receipt. */
  amount?: number;
  receipt?: string;
}

const error = (res: ServerResponse, status: number, errorCode: string, errorMessage: string) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ requestId: `${String(Date.now())}-fake`, errorCode, errorMessage }));
};
const answer = (res: ServerResponse, body: unknown) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

const PUSH_FIELDS = [
  'BusinessShortCode',
  'Password',
  'Timestamp',
  'TransactionType',
  'Amount',
  'PartyA',
  'PartyB',
  'PhoneNumber',
  'CallBackURL',
  'AccountReference',
  'TransactionDesc',
].sort();
const QUERY_FIELDS = ['BusinessShortCode', 'CheckoutRequestID', 'Password', 'Timestamp'].sort();
const REGISTER_FIELDS = ['ConfirmationURL', 'ResponseType', 'ShortCode', 'ValidationURL'].sort();

/** Nairobi's YYYYMMDDHHmmss of an instant. */
const nairobiTimestamp = (at: Date): string =>
  format(new TZDate(at.getTime(), 'Africa/Nairobi'), 'yyyyMMddHHmmss');

/** What is wrong with an STK push or query body, as Daraja's "Bad Request - Invalid …" names it. */
function invalidField(body: Record<string, unknown>, fields: string[], now: Date): string | undefined {
  const keys = Object.keys(body).sort();
  if (keys.join() !== fields.join()) return `Fields ${keys.join(',')}`;
  const { BusinessShortCode: shortcode, Password: password, Timestamp: timestamp } = body;
  if (shortcode !== FAKE_DARAJA_CREDENTIALS.MPESA_SHORTCODE) return 'BusinessShortCode';
  if (typeof timestamp !== 'string' || !/^\d{14}$/.test(timestamp)) return 'Timestamp';
  // Daraja's clock is Nairobi's: a timestamp more than five minutes from Nairobi's now is refused.
  const [year, month, day, hour, minute, second] = (timestamp.match(/^(\d{4})|\d{2}/g) ?? []).map(Number);
  const stamped = new TZDate(
    year ?? 0,
    (month ?? 1) - 1,
    day ?? 1,
    hour ?? 0,
    minute ?? 0,
    second ?? 0,
    'Africa/Nairobi',
  );
  if (Math.abs(stamped.getTime() - now.getTime()) > 5 * 60_000) return 'Timestamp';
  const expected = Buffer.from(`${shortcode}${FAKE_DARAJA_CREDENTIALS.MPESA_PASSKEY}${timestamp}`).toString(
    'base64',
  );
  if (password !== expected) return 'Password';
  return undefined;
}

function invalidPush(body: Record<string, unknown>): string | undefined {
  const phone = /^254[17]\d{8}$/;
  if (body.TransactionType !== 'CustomerPayBillOnline') return 'TransactionType';
  if (typeof body.Amount !== 'number' || !Number.isInteger(body.Amount) || body.Amount < 1) return 'Amount';
  if (typeof body.PartyA !== 'string' || !phone.test(body.PartyA)) return 'PartyA';
  if (body.PhoneNumber !== body.PartyA) return 'PhoneNumber';
  if (body.PartyB !== FAKE_DARAJA_CREDENTIALS.MPESA_SHORTCODE) return 'PartyB';
  if (typeof body.CallBackURL !== 'string' || !URL.canParse(body.CallBackURL)) return 'CallBackURL';
  const reference = body.AccountReference;
  if (typeof reference !== 'string' || reference.length < 1 || reference.length > 12)
    return 'AccountReference';
  const description = body.TransactionDesc;
  if (typeof description !== 'string' || description.length < 1 || description.length > 13) {
    return 'TransactionDesc';
  }
  return undefined;
}

/**
 * Safaricom's Daraja on loopback, in its exact shapes: issues OAuth tokens for the test's Basic credentials
 * (`expires_in` as text, as Daraja gives it), refuses calls without a token it issued (401), checks every field of
 * an STK push and query (the password rule, the Nairobi timestamp) and of the C2B registration as Daraja would
 * (400 "Bad Request - Invalid …"), responds to the status query with "being processed" (500.001.1001) until the test
 * settles the request, records every request, and builds callbacks in Daraja's shape. It can be taken down (every
 * connection closed) or made silent (no response: the caller's timeout must end the call).
 */
export async function startFakeDaraja() {
  const state = {
    requests: [] as RecordedRequest[],
    pushes: [] as TakenPush[],
    tokensIssued: 0,
    /** Seconds a token lives, as `expires_in` says. */
    tokenLifetime: 3599,
    valid: new Set<string>(),
    results: new Map<string, { resultCode: number; resultDesc: string }>(),
    mode: 'up' as 'up' | 'down' | 'silent',
    /** The fake's idea of now (Nairobi's clock checks timestamps against it). */
    now: () => new Date(),
  };
  const sockets = new Set<Socket>();
  let pushNumber = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (state.mode === 'silent') return;
      if (state.mode === 'down') {
        req.socket.destroy();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      state.requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
      if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') {
        const basic = `Basic ${Buffer.from(`${FAKE_DARAJA_CREDENTIALS.MPESA_CONSUMER_KEY}:${FAKE_DARAJA_CREDENTIALS.MPESA_CONSUMER_SECRET}`).toString('base64')}`;
        if (url.searchParams.get('grant_type') !== 'client_credentials') {
          return error(res, 400, '400.008.02', 'Invalid grant type passed');
        }
        if (req.headers.authorization !== basic)
          return error(res, 400, '400.008.01', 'Invalid Authentication passed');
        state.tokensIssued += 1;
        const token = `fake-token-${String(state.tokensIssued)}`;
        state.valid.add(token);
        return answer(res, { access_token: token, expires_in: String(state.tokenLifetime) });
      }
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (req.method !== 'POST') return error(res, 404, '404.001.01', 'Resource not found');
      if (!token || !state.valid.has(token)) return error(res, 401, '404.001.03', 'Invalid Access Token');
      const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      if (url.pathname === '/mpesa/stkpush/v1/processrequest') {
        const invalid = invalidField(fields, PUSH_FIELDS, state.now()) ?? invalidPush(fields);
        if (invalid) return error(res, 400, '400.002.02', `Bad Request - Invalid ${invalid}`);
        pushNumber += 1;
        const phone = String(fields.PhoneNumber).slice(3);
        const push: TakenPush = {
          body: fields,
          merchantRequestId: `${String(29_000 + pushNumber)}-${String(34_620_000 + pushNumber)}-1`,
          checkoutRequestId: `ws_CO_${String(Date.now())}${String(pushNumber).padStart(4, '0')}${phone}`,
        };
        state.pushes.push(push);
        return answer(res, {
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResponseCode: '0',
          ResponseDescription: 'Success. Request accepted for processing',
          CustomerMessage: 'Success. Request accepted for processing',
        });
      }
      if (url.pathname === '/mpesa/stkpushquery/v1/query') {
        const invalid = invalidField(fields, QUERY_FIELDS, state.now());
        if (invalid) return error(res, 400, '400.002.02', `Bad Request - Invalid ${invalid}`);
        const push = state.pushes.find((p) => p.checkoutRequestId === fields.CheckoutRequestID);
        if (!push) return error(res, 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
        const result = state.results.get(push.checkoutRequestId);
        if (!result) return error(res, 500, '500.001.1001', 'The transaction is being processed');
        return answer(res, {
          ResponseCode: '0',
          ResponseDescription: 'The service request has been accepted successsfully',
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResultCode: String(result.resultCode),
          ResultDesc: result.resultDesc,
        });
      }
      if (url.pathname === '/mpesa/c2b/v1/registerurl') {
        const keys = Object.keys(fields).sort();
        if (keys.join() !== REGISTER_FIELDS.join())
          return error(res, 400, '400.002.02', 'Bad Request - Invalid Fields');
        if (fields.ShortCode !== FAKE_DARAJA_CREDENTIALS.MPESA_SHORTCODE) {
          return error(res, 400, '400.002.02', 'Bad Request - Invalid ShortCode');
        }
        if (fields.ResponseType !== 'Completed' && fields.ResponseType !== 'Cancelled') {
          return error(res, 400, '400.002.02', 'Bad Request - Invalid ResponseType');
        }
        for (const name of ['ConfirmationURL', 'ValidationURL']) {
          if (typeof fields[name] !== 'string' || !URL.canParse(fields[name])) {
            return error(res, 400, '400.002.02', `Bad Request - Invalid ${name}`);
          }
        }
        return answer(res, {
          OriginatorCoversationID: `${String(Date.now())}-fake`,
          ResponseCode: '0',
          ResponseDescription: 'Success',
        });
      }
      return error(res, 404, '404.001.01', 'Resource not found');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** The push for this account (the latest), as the fake took it. */
  const pushFor = (accountId: string): TakenPush => {
    const push = state.pushes.findLast((p) => p.body.AccountReference === accountId);
    if (!push) throw new Error(`no STK push for ${accountId}`);
    return push;
  };

  return {
    url: `http://127.0.0.1:${String(port)}`,
    state,
    pushFor,
    /** The requests to one path. */
    requestsTo: (path: string) => state.requests.filter((r) => r.path === path),
    /** The status query answers this from now on. */
    settle: (
      push: TakenPush,
      resultCode: number,
      resultDesc = 'The service request is processed successfully.',
    ) => {
      state.results.set(push.checkoutRequestId, { resultCode, resultDesc });
    },
    /** Every token issued so far is refused from now on (as after Daraja's expiry). */
    expireTokens: () => state.valid.clear(),
    /** Daraja's callback of a push in its exact shape: paid (by default the amount asked) or not. */
    callbackOf: (push: TakenPush, outcome: PushOutcome) => {
      const paid = outcome.resultCode === 0;
      return {
        Body: {
          stkCallback: {
            MerchantRequestID: push.merchantRequestId,
            CheckoutRequestID: push.checkoutRequestId,
            ResultCode: outcome.resultCode,
            ResultDesc:
              outcome.resultDesc ??
              (paid ? 'The service request is processed successfully.' : 'Request cancelled by user'),
            ...(paid && {
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: outcome.amount ?? push.body.Amount },
                  { Name: 'MpesaReceiptNumber', Value: outcome.receipt ?? 'QKT1ABC2DE' },
                  { Name: 'Balance' },
                  { Name: 'TransactionDate', Value: Number(nairobiTimestamp(new Date())) },
                  { Name: 'PhoneNumber', Value: Number(push.body.PhoneNumber) },
                ],
              },
            }),
          },
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export type FakeDaraja = Awaited<ReturnType<typeof startFakeDaraja>>;

/** A paybill payment as M-Pesa's C2B validation and confirmation post it (every value text, as Daraja sends). */
export const c2bPayment = (overrides: Record<string, string> = {}) => ({
  TransactionType: 'Pay Bill',
  TransID: 'RKTQDM7W6S',
  TransTime: nairobiTimestamp(new Date()),
  TransAmount: '1290.00',
  BusinessShortCode: FAKE_DARAJA_CREDENTIALS.MPESA_SHORTCODE,
  BillRefNumber: 'KX100001',
  InvoiceNumber: '',
  OrgAccountBalance: '49197.00',
  ThirdPartyTransID: '',
  MSISDN: '2547 ***** 126',
  FirstName: 'Wanjiru',
  MiddleName: '',
  LastName: 'Kamau',
  ...overrides,
});
