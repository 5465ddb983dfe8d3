import { createHmac } from 'node:crypto';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a fake took it: its path, headers and body as sent. */
export interface TakenRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface FakeControls {
  url: string;
  taken: TakenRequest[];
  /** While true, every send is answered 500 (a provider down). */
  failing: boolean;
  /** Sends answered beyond this many in one second get 429; unset: no limit. */
  perSecond: number | undefined;
  close(): Promise<void>;
}

async function listen(
  answer: (request: TakenRequest) => { status: number; body: unknown },
  controls: { failing: boolean; perSecond: number | undefined },
): Promise<{ url: string; taken: TakenRequest[]; server: Server }> {
  const taken: TakenRequest[] = [];
  let window = { second: 0, count: 0 };
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const request = { path: req.url ?? '', headers: req.headers, body };
      const second = Math.floor(Date.now() / 1000);
      window = window.second === second ? { second, count: window.count + 1 } : { second, count: 1 };
      const reply = controls.failing
        ? { status: 500, body: { error: { message: 'Internal error', code: 2 } } }
        : controls.perSecond !== undefined && window.count > controls.perSecond
          ? { status: 429, body: { error: { message: 'Too many requests', code: 130429 } } }
          : answer(request);
      if (reply.status < 300) taken.push(request);
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${String(port)}`, taken, server };
}

const closing = (server: Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export const FAKE_AT = { username: 'sandbox', apiKey: 'fake-at-api-key', senderId: 'KANGO' } as const;

/**
 * Africa's Talking's messaging API on loopback, in its shapes: `POST /version1/messaging`, a form, the key in the
 * `apiKey` header; each recipient answered 101 Success with a messageId and a cost, or the status a test set
 * for its number.
 */
export async function fakeAfricasTalking(): Promise<
  FakeControls & { refuseNumber(number: string, statusCode: number, status: string): void }
> {
  const refused = new Map<string, { statusCode: number; status: string }>();
  const controls = { failing: false, perSecond: undefined as number | undefined };
  let made = 0;
  const { url, taken, server } = await listen((request) => {
    if (request.path !== '/version1/messaging') return { status: 404, body: 'not found' };
    if (request.headers.apikey !== FAKE_AT.apiKey)
      return { status: 401, body: 'The supplied authentication is invalid' };
    const form = new URLSearchParams(request.body);
    const number = form.get('to') ?? '';
    const refusal = refused.get(number);
    made += 1;
    const recipient = refusal
      ? { statusCode: refusal.statusCode, number, status: refusal.status, cost: '0', messageId: 'None' }
      : {
          statusCode: 101,
          number,
          status: 'Success',
          cost: 'KES 0.8000',
          messageId: `ATXid_${String(made)}`,
        };
    return {
      status: 201,
      body: {
        SMSMessageData: {
          Message: `Sent to ${refusal ? 0 : 1}/1 Total Cost: KES 0.8000`,
          Recipients: [recipient],
        },
      },
    };
  }, controls);
  return Object.assign(controls, {
    url,
    taken,
    close: closing(server),
    refuseNumber: (number: string, statusCode: number, status: string) => {
      refused.set(number, { statusCode, status });
    },
  });
}

export const FAKE_WHATSAPP = {
  token: 'fake-whatsapp-token',
  phoneNumberId: '106540352242922',
  version: 'v23.0',
  verifyToken: 'fake-verify-token',
  appSecret: 'fake-app-secret',
} as const;

/** The WhatsApp Cloud API's messages endpoint on loopback: `POST /{version}/{phone number id}/messages`. */
export async function fakeWhatsApp(): Promise<FakeControls> {
  const controls = { failing: false, perSecond: undefined as number | undefined };
  let made = 0;
  const { url, taken, server } = await listen((request) => {
    if (request.path !== `/${FAKE_WHATSAPP.version}/${FAKE_WHATSAPP.phoneNumberId}/messages`)
      return { status: 404, body: { error: { message: 'Unknown path', code: 100 } } };
    if (request.headers.authorization !== `Bearer ${FAKE_WHATSAPP.token}`)
      return { status: 401, body: { error: { message: 'Invalid OAuth access token', code: 190 } } };
    const sent = JSON.parse(request.body) as { to: string };
    made += 1;
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: sent.to, wa_id: sent.to }],
        messages: [{ id: `wamid.FAKE${String(made)}` }],
      },
    };
  }, controls);
  return Object.assign(controls, { url, taken, close: closing(server) });
}

/** Meta's `X-Hub-Signature-256` of a body as sent. */
export const metaSignature = (body: string, secret: string = FAKE_WHATSAPP.appSecret): string =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/** A webhook post of Meta's shape around statuses and messages. */
export const whatsappPost = (value: { statuses?: unknown[]; messages?: unknown[] }) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '254711082300', phone_number_id: FAKE_WHATSAPP.phoneNumberId },
            ...value,
          },
        },
      ],
    },
  ],
});
