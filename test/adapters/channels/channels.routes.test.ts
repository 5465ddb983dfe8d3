import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANNELS_DRAIN } from '../../../adapters/channels/channels-drain.js';
import { CHANNELS_SETTINGS } from '../../../adapters/channels/channels.config.js';
import { loadConfig } from '../../../adapters/config.js';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import type { NewChannelMessage } from '../../../core/channels/channel-message.js';
import { composeNotice } from '../../../core/channels/compose-notice.js';
import { TOKENS } from '../../../core/shared/tokens.js';
import { NEW_USER, registerAndVerify, signedInStaff } from '../../support/accounts.js';
import {
  FAKE_AT,
  FAKE_WHATSAPP,
  fakeAfricasTalking,
  fakeWhatsApp,
  metaSignature,
  whatsappPost,
} from '../../support/fake-channel-providers.js';
import { testApp, testConfig } from '../../support/test-app.js';

const SECRET = 'test-notices-secret-0123456789abcdef';
const T0 = new Date('2026-12-05T08:00:00Z');

let at: Awaited<ReturnType<typeof fakeAfricasTalking>>;
let wa: Awaited<ReturnType<typeof fakeWhatsApp>>;
beforeAll(async () => {
  [at, wa] = await Promise.all([fakeAfricasTalking(), fakeWhatsApp()]);
});
afterAll(async () => {
  await Promise.all([at.close(), wa.close()]);
});
beforeEach(() => {
  at.taken.length = 0;
  wa.taken.length = 0;
  at.failing = false;
  wa.failing = false;
});

const providersEnv = () => ({
  AT_USERNAME: FAKE_AT.username,
  AT_API_KEY: FAKE_AT.apiKey,
  AT_SENDER_ID: FAKE_AT.senderId,
  AT_API_URL: at.url,
  NOTICES_CALLBACK_SECRET: SECRET,
  WHATSAPP_TOKEN: FAKE_WHATSAPP.token,
  WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId,
  WHATSAPP_API_URL: wa.url,
  WHATSAPP_API_VERSION: FAKE_WHATSAPP.version,
  WHATSAPP_VERIFY_TOKEN: FAKE_WHATSAPP.verifyToken,
  WHATSAPP_APP_SECRET: FAKE_WHATSAPP.appSecret,
  CHANNELS_TIMEOUT_MS: '2000',
});

/** The app on in-memory storage with both providers on the fakes, and a clock the test moves. */
async function channelsApp(env: NodeJS.ProcessEnv = providersEnv()) {
  let now = T0;
  const clock = { now: () => now };
  const app = await testApp({ clock }, {}, env);
  let made = 0;
  const queue = async (message: Partial<NewChannelMessage> = {}) => {
    made += 1;
    const id = `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`;
    await app.container
      .get(TOKENS.UnitOfWork)
      .run(
        ({
          channelOutbox,
        }: {
          channelOutbox: { enqueue: (m: NewChannelMessage, at: Date) => Promise<void> };
        }) =>
          channelOutbox.enqueue(
            {
              accountId: null,
              channel: 'sms',
              to: '+254712345678',
              kind: 'parcel_received',
              language: 'en',
              content: { type: 'text', text: 'Hi Amina, your parcel KP1 is at our US warehouse.' },
              ...message,
              id,
            },
            now,
          ),
      );
    return id;
  };
  const messages = app.container.get(
    (await import('../../../core/channels/channels.tokens.js')).CHANNELS_TOKENS.ChannelMessages,
  );
  return {
    app,
    queue,
    find: (id: string) => messages.find(id),
    drain: () => app.container.get(CHANNELS_DRAIN).drain(),
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
  };
}

const report = (app: Parameters<typeof request>[0], fields: Record<string, string>, secret = SECRET) =>
  request(app)
    .post(`/api/notices/sms/delivery/${secret}`)
    .type('form')
    .send(new URLSearchParams(fields).toString());

describe("SMS through Africa's Talking", () => {
  it('posts the form with the apiKey header, and records the message id and cost', async () => {
    const { queue, drain, find } = await channelsApp();
    const id = await queue();
    expect(await drain()).toBe(1);
    expect(at.taken).toHaveLength(1);
    const [taken] = at.taken;
    expect(taken?.path).toBe('/version1/messaging');
    expect(taken?.headers.apikey).toBe(FAKE_AT.apiKey);
    expect(taken?.headers.accept).toBe('application/json');
    expect(taken?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(taken?.body))).toEqual({
      username: 'sandbox',
      to: '+254712345678',
      message: 'Hi Amina, your parcel KP1 is at our US warehouse.',
      from: 'KANGO',
      bulkSMSMode: '1',
    });
    expect(await find(id)).toMatchObject({
      state: 'sent',
      providerMessageId: expect.stringMatching(/^ATXid_\d+$/) as unknown,
      providerStatus: '101 Success',
      providerCost: 'KES 0.8000',
    });
  });

  it('leaves out from without a sender ID, and fails a recipient refused with its status', async () => {
    const env = { ...providersEnv(), AT_SENDER_ID: '' };
    const { queue, drain, find } = await channelsApp(env);
    at.refuseNumber('+254700000403', 403, 'InvalidPhoneNumber');
    const id = await queue({ to: '+254700000403' });
    await drain();
    expect(new URLSearchParams(at.taken[0]?.body).has('from')).toBe(false);
    expect(await find(id)).toMatchObject({
      state: 'failed',
      providerStatus: '403 InvalidPhoneNumber',
      failureReason: 'InvalidPhoneNumber',
    });
  });

  it('keeps a message queued while the provider answers 500, and sends it once after it recovers', async () => {
    const { queue, drain, find, advance } = await channelsApp();
    const id = await queue();
    at.failing = true;
    expect(await drain()).toBe(0);
    expect(await find(id)).toMatchObject({ state: 'queued', attempts: 1 });
    advance(60_000);
    expect(await drain()).toBe(0);
    at.failing = false;
    expect(await drain()).toBe(0); // still in its backoff
    advance(60_000);
    expect(await drain()).toBe(1);
    advance(600_000);
    expect(await drain()).toBe(0);
    expect(at.taken).toHaveLength(1);
    expect(await find(id)).toMatchObject({ state: 'sent', attempts: 3 });
  });

  it('takes delivery reports: a wrong secret 404, an unknown id changes nothing, replays and late ones neither', async () => {
    const { app, queue, drain, find } = await channelsApp();
    const id = await queue();
    await drain();
    const pid = (await find(id))?.providerMessageId ?? '';
    await report(app, { id: pid, status: 'Success' }, 'not-the-secret-0123456789abcdefghij').expect(404);
    expect((await find(id))?.state).toBe('sent');
    await report(app, { id: 'ATXid_999', status: 'Success' }).expect(200, { ok: true });
    expect((await find(id))?.state).toBe('sent');
    await report(app, {
      id: pid,
      status: 'Success',
      phoneNumber: '+254712345678',
      networkCode: '63902',
    }).expect(200);
    const delivered = await find(id);
    expect(delivered).toMatchObject({ state: 'delivered', providerStatus: 'Success' });
    await report(app, { id: pid, status: 'Success' }).expect(200);
    await report(app, { id: pid, status: 'Buffered' }).expect(200);
    await report(app, { id: pid, status: 'Failed', failureReason: 'DeliveryFailure' }).expect(200);
    expect(await find(id)).toEqual(delivered);
  });

  it('fails a message on a Failed report with its reason, and refuses a report without an id', async () => {
    const { app, queue, drain, find } = await channelsApp();
    const id = await queue();
    await drain();
    const pid = (await find(id))?.providerMessageId ?? '';
    await report(app, { id: pid, status: 'Failed', failureReason: 'UserInBlacklist' }).expect(200);
    expect(await find(id)).toMatchObject({ state: 'failed', failureReason: 'UserInBlacklist' });
    await report(app, { status: 'Success' }).expect(400);
    await report(app, { id: 'a\u0000b', status: 'Success' }).expect(400);
  });

  it('keeps a customer’s incoming SMS once, behind the secret', async () => {
    const { app } = await channelsApp();
    const form = new URLSearchParams({
      from: '+254712345678',
      to: '20880',
      text: 'stop',
      date: '2026-12-05 10:00:00',
      id: 'in-1',
    }).toString();
    await request(app).post('/api/notices/sms/incoming/wrong-secret').type('form').send(form).expect(404);
    await request(app).post(`/api/notices/sms/incoming/${SECRET}`).type('form').send(form).expect(200);
    const incoming = app.container.get(
      (await import('../../../core/channels/channels.tokens.js')).CHANNELS_TOKENS.IncomingMessages,
    );
    // Kept already: told again, it is not kept twice.
    expect(
      await incoming.received({
        channel: 'sms',
        from: '+254712345678',
        to: '20880',
        text: 'stop',
        providerMessageId: 'in-1',
        receivedAt: T0,
      }),
    ).toBe(false);
  });

  it("is the sandbox by default, production's address when set, and production refuses to run without it", () => {
    const sandbox = CHANNELS_SETTINGS.of(testConfig({ AT_USERNAME: 'sandbox', AT_API_KEY: 'k' }));
    expect(sandbox.africasTalking?.apiUrl).toBe('https://api.sandbox.africastalking.com');
    const live = CHANNELS_SETTINGS.of(
      testConfig({ AT_USERNAME: 'kango', AT_API_KEY: 'k', AT_API_URL: 'https://api.africastalking.com/' }),
    );
    expect(live.africasTalking?.apiUrl).toBe('https://api.africastalking.com');
    expect(CHANNELS_SETTINGS.of(testConfig()).africasTalking).toBeUndefined();
    expect(() => testConfig({ AT_USERNAME: 'kango' })).toThrow(/AT_USERNAME and AT_API_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toThrow(
      /AT_USERNAME/,
    );
  });
});

describe('WhatsApp through the Cloud API', () => {
  it('sends a template in English and in Kiswahili with its body parameters, and free text', async () => {
    const { queue, drain, find } = await channelsApp();
    for (const language of ['en', 'sw'] as const) {
      const composed = composeNotice({
        id: 'unused',
        accountId: null,
        channel: 'whatsapp',
        to: '+254712345678',
        kind: 'parcel_on_flight',
        language,
        parameters: ['Amina', 'KP104233', language === 'en' ? 'Mon 7 Dec' : 'Jumatatu 7 Des', 'kango.ke/d'],
      });
      if (!composed.ok) throw new Error('not composed');
      await queue(composed.value);
    }
    const replyId = await queue({
      channel: 'whatsapp',
      kind: 'reply',
      content: { type: 'text', text: 'Karibu!' },
    });
    expect(await drain()).toBe(3);
    expect(wa.taken.map((t) => t.headers.authorization)).toEqual(
      Array(3).fill(`Bearer ${FAKE_WHATSAPP.token}`),
    );
    expect(wa.taken[0]?.path).toBe(`/${FAKE_WHATSAPP.version}/${FAKE_WHATSAPP.phoneNumberId}/messages`);
    const bodies = wa.taken.map((t) => JSON.parse(t.body) as unknown);
    expect(bodies).toEqual([
      {
        messaging_product: 'whatsapp',
        to: '254712345678',
        type: 'template',
        template: {
          name: 'parcel_on_flight',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: ['Amina', 'KP104233', 'Mon 7 Dec', 'kango.ke/d'].map((text) => ({
                type: 'text',
                text,
              })),
            },
          ],
        },
      },
      expect.objectContaining({
        template: expect.objectContaining({
          language: { code: 'sw' },
          components: [
            expect.objectContaining({
              parameters: expect.arrayContaining([{ type: 'text', text: 'Jumatatu 7 Des' }]) as unknown,
            }),
          ],
        }) as unknown,
      }),
      { messaging_product: 'whatsapp', to: '254712345678', type: 'text', text: { body: 'Karibu!' } },
    ]);
    expect((await find(replyId))?.providerMessageId).toMatch(/^wamid\.FAKE\d+$/);
  });

  it('answers the verification challenge only with our verify token', async () => {
    const { app } = await channelsApp();
    const verify = (query: Record<string, string>) =>
      request(app).get('/api/notices/whatsapp/webhook').query(query);
    const response = await verify({
      'hub.mode': 'subscribe',
      'hub.verify_token': FAKE_WHATSAPP.verifyToken,
      'hub.challenge': '1158201444',
    }).expect(200);
    expect(response.text).toBe('1158201444');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    await verify({ 'hub.mode': 'subscribe', 'hub.verify_token': 'wrong', 'hub.challenge': '1' }).expect(403);
    await verify({
      'hub.mode': 'unsubscribe',
      'hub.verify_token': FAKE_WHATSAPP.verifyToken,
      'hub.challenge': '1',
    }).expect(403);
    await verify({}).expect(403);
  });

  it('reads statuses only from a post signed over its raw body; bad, missing or re-serialised: 401, nothing recorded', async () => {
    const { app, queue, drain, find } = await channelsApp();
    const id = await queue({ channel: 'whatsapp', content: { type: 'text', text: 'Hi' } });
    await drain();
    const wamid = (await find(id))?.providerMessageId ?? '';
    const post = (body: string, signature?: string) => {
      const call = request(app).post('/api/notices/whatsapp/webhook').set('Content-Type', 'application/json');
      return (signature === undefined ? call : call.set('X-Hub-Signature-256', signature)).send(body);
    };
    const delivered = JSON.stringify(
      whatsappPost({
        statuses: [{ id: wamid, status: 'delivered', timestamp: '1764921600', recipient_id: '254712345678' }],
      }),
      null,
      2,
    );
    await post(delivered).expect(401);
    await post(delivered, metaSignature(delivered, 'another-secret')).expect(401);
    await post(delivered, 'sha256=zz').expect(401);
    // Signed over the compact text, sent pretty-printed: the bytes differ, so it is not ours.
    await post(delivered, metaSignature(JSON.stringify(JSON.parse(delivered)))).expect(401);
    expect((await find(id))?.state).toBe('sent');
    await post(delivered, metaSignature(delivered)).expect(200, { ok: true });
    expect((await find(id))?.state).toBe('delivered');
    const late = JSON.stringify(whatsappPost({ statuses: [{ id: wamid, status: 'sent' }] }));
    await post(late, metaSignature(late)).expect(200);
    expect((await find(id))?.state).toBe('delivered');
    const read = JSON.stringify(whatsappPost({ statuses: [{ id: wamid, status: 'read' }] }));
    await post(read, metaSignature(read)).expect(200);
    expect((await find(id))?.state).toBe('read');
  });

  it('fails a message with its error, and keeps a customer’s reply', async () => {
    const { app, queue, drain, find } = await channelsApp();
    const id = await queue({ channel: 'whatsapp', content: { type: 'text', text: 'Hi' } });
    await drain();
    const wamid = (await find(id))?.providerMessageId ?? '';
    const body = JSON.stringify(
      whatsappPost({
        statuses: [
          { id: wamid, status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] },
        ],
        messages: [
          {
            from: '254712345678',
            id: 'wamid.IN1',
            timestamp: '1764921600',
            type: 'text',
            text: { body: 'Asante \u0000!' },
          },
        ],
      }),
    );
    await request(app)
      .post('/api/notices/whatsapp/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', metaSignature(body))
      .send(body)
      .expect(200);
    expect(await find(id)).toMatchObject({ state: 'failed', failureReason: '131026 Message undeliverable' });
    const incoming = app.container.get(
      (await import('../../../core/channels/channels.tokens.js')).CHANNELS_TOKENS.IncomingMessages,
    );
    expect(
      await incoming.received({
        channel: 'whatsapp',
        from: '+254712345678',
        to: '',
        text: '',
        providerMessageId: 'wamid.IN1',
        receivedAt: T0,
      }),
    ).toBe(false);
  });
});

describe('offline, with no provider configured', () => {
  it('writes each SMS and WhatsApp message as a file, as the customer would read it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'channels-'));
    const { queue, drain, find } = await channelsApp({ DATA_DIR: dataDir });
    const sms = await queue();
    await queue({
      channel: 'whatsapp',
      language: 'sw',
      content: { type: 'template', name: 'parcel_received', parameters: ['Amina', 'KP1', 'kango.ke/d'] },
    });
    expect(await drain()).toBe(2);
    expect(at.taken).toHaveLength(0);
    const [smsFile] = readdirSync(join(dataDir, 'sms'));
    expect(readFileSync(join(dataDir, 'sms', smsFile ?? ''), 'utf8')).toContain(
      'Hi Amina, your parcel KP1 is at our US warehouse.',
    );
    const [waFile] = readdirSync(join(dataDir, 'whatsapp'));
    expect(readFileSync(join(dataDir, 'whatsapp', waFile ?? ''), 'utf8')).toContain(
      'Hujambo Amina! Mzigo wako KP1 umefika salama kwenye ghala letu la Marekani.',
    );
    expect((await find(sms))?.state).toBe('sent');
  });
});

describe('GET /api/admin/notices', () => {
  it("lists an account's messages and mails with their states, and flags three failed SMS in a row", async () => {
    const { app, queue, drain } = await channelsApp();
    await registerAndVerify(app);
    const owner = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
    const accountId = owner?.accountId ?? '';
    at.refuseNumber('+254700000406', 406, 'UserInBlacklist');
    for (let i = 0; i < 3; i += 1) await queue({ accountId, to: '+254700000406' });
    await queue({
      accountId,
      channel: 'whatsapp',
      content: { type: 'template', name: 'parcel_received', parameters: ['Amina', 'KP1', 'x.ke'] },
    });
    await drain();
    const staff = await signedInStaff(app, ['support']);
    const response = await staff
      .get('/api/admin/notices')
      .query({ account: accountId.toLowerCase() })
      .expect(200);
    const body = response.body as {
      accountId: string;
      smsFailing: unknown;
      messages: { channel: string; state: string; text: string }[];
      mails: { to: string; state: string }[];
    };
    expect(body.accountId).toBe(accountId);
    expect(body.smsFailing).toEqual({ failures: 3, reason: 'UserInBlacklist', phone: '+254700000406' });
    expect(body.messages.map((m) => [m.channel, m.state])).toEqual([
      ['whatsapp', 'sent'],
      ['sms', 'failed'],
      ['sms', 'failed'],
      ['sms', 'failed'],
    ]);
    expect(body.messages[0]?.text).toContain('Hi Amina, good news: your parcel KP1 has arrived');
    expect(body.mails.length).toBeGreaterThan(0);
    expect(body.mails.every((m) => m.to === NEW_USER.email)).toBe(true);
    await staff.get('/api/admin/notices').query({ account: 'KX999999' }).expect(404);
    await staff.get('/api/admin/notices').query({ account: 'nope' }).expect(400);
  });
});
