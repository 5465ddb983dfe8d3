import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import type { OutgoingMail } from '../../../core/mail/mail.ports.js';
import { ADAPTER_TOKENS } from '../../../adapters/wiring.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { testApp } from '../../support/test-app.js';

/** A PNG's first bytes and a few more: what the desk's canvas sends starts so. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

interface Answer {
  status: string;
  lastStep: string;
  handedOver: Record<string, unknown> | null;
  collectionCode: string | null;
  handover: { method: string; text: string } | null;
}

/**
 * A paid (free) parcel received for an owner who collects at the Kisumu pickup point, staff and its owner signed
 * in, and mail as it is sent. The collection code's tests and proof of handover's start here.
 */
async function receivedParcel() {
  const sent: OutgoingMail[] = [];
  const app = await testApp({
    mailTransport: {
      send: (mail) => {
        sent.push(mail);
        return Promise.resolve();
      },
      close: () => undefined,
    },
  });
  await registerAndVerify(app);
  const customer = await signedInAgent(app);
  const staff = await signedInStaff(app);
  await customer.put('/api/account/delivery').send({ method: 'pickup', point: 'kisumu' }).expect(200);
  const owner = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
  if (!owner) throw new Error('no account');
  // Pre-alerted and tiny: it costs nothing, so the code alone hands it over.
  await customer
    .post('/api/pre-alerts')
    .send({ carrier: 'UPS', trackingNumber: 'TBA000000000778', description: 'Ring', value: 30 })
    .expect(201);
  const received = await staff
    .post('/api/admin/parcels')
    .send({
      accountId: owner.accountId,
      trackingNumber: 'TBA000000000778',
      carrier: 'UPS',
      weightKg: 0.01,
      lengthCm: 1,
      widthCm: 1,
      heightCm: 1,
    })
    .expect(201);
  const { number } = received.body as { number: string };
  const mine = async () => (await customer.get(`/api/parcels/${number}`).expect(200)).body as Answer;
  const mailSince = async () => {
    await app.container.get(ADAPTER_TOKENS.Background).idle();
    await app.container.get(ADAPTER_TOKENS.OutboxWorker).deliverDue();
    return sent.splice(0);
  };
  const handOver = (body: object) => staff.post(`/api/admin/parcels/${number}/status`).send(body);
  return { app, staff, customer, number, mine, mailSince, handOver };
}

/** The same parcel moved to ready: its owner holds the collection code, and the mail so far is read. */
async function readyParcel() {
  const received = await receivedParcel();
  await received.handOver({ status: 'ready' }).expect(200);
  const code = (await received.mine()).collectionCode ?? '';
  await received.mailSince();
  return { ...received, code };
}

describe('the collection code over HTTP', () => {
  it('is shown to the owner once ready with the pickup point; a wrong code is refused, the right one hands over', async () => {
    const { customer, number, mine, handOver } = await receivedParcel();
    expect(await mine()).toMatchObject({ collectionCode: null, handover: { method: 'pickup' } });
    const ready = await handOver({ status: 'ready' }).expect(200);
    expect((ready.body as Answer).collectionCode).toBeNull();
    const shown = await mine();
    expect(shown.collectionCode).toMatch(/^\d{6}$/);
    expect(shown.handover?.text).toMatch(/^Collect it at Kisumu: \(placeholder\) Example Plaza/);
    const code = shown.collectionCode ?? '';

    const collectedBy = 'Jane Achieng';
    const wrong = await handOver({
      status: 'delivered',
      code: code === '111111' ? '222222' : '111111',
      collectedBy,
    }).expect(409);
    expect((wrong.body as { message: string }).message).toMatch(/^This is not the collection code/);
    await handOver({ status: 'delivered', code: '12', collectedBy }).expect(400);
    const handed = await handOver({ status: 'delivered', code, collectedBy }).expect(200);
    expect((handed.body as { events: { reason: string | null }[] }).events.at(-1)?.reason).toBeNull();
    expect(await mine()).toMatchObject({ status: 'delivered', lastStep: 'Collected', collectionCode: null });
    const tracked = await customer.get(`/api/track/${number}`).expect(200);
    expect((tracked.body as { lastStep: string }).lastStep).toBe('Collected');
  });
});

describe('proof of handover over HTTP', () => {
  it('keeps who collected it, shows it to staff and the owner, and the Collected notice names them', async () => {
    const { staff, customer, number, code, mine, mailSince, handOver } = await readyParcel();
    const handed = await handOver({
      status: 'delivered',
      code,
      collectedBy: 'Jane Achieng',
      idLast4: '0042',
      signature: dataUrl(PNG),
    }).expect(200);
    const staffView = (handed.body as Answer).handedOver;
    expect(staffView).toEqual({
      collectedBy: 'Jane Achieng',
      idLast4: '0042',
      signatureUrl: `/api/admin/parcels/${number}/handover/signature`,
      withCode: true,
      at: expect.any(String) as unknown,
      by: 'staff@example.com',
    });
    const shown = await staff.get(`/api/admin/parcels?q=${number}`).expect(200);
    expect(shown.body).toMatchObject({ parcels: [{ number, status: 'delivered' }] });
    // The owner reads the name as the notice says it, and nothing of the ID or the signature.
    expect((await mine()).handedOver).toEqual({ collectedBy: 'Jane A.', at: staffView?.at });
    const signature = await staff
      .get(`/api/admin/parcels/${number}/handover/signature`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(signature.headers['content-type']).toMatch(/^image\/png/);
    expect(signature.body).toEqual(PNG);
    // Staff only.
    await customer.get(`/api/admin/parcels/${number}/handover/signature`).expect(403);

    const [notice] = (await mailSince()).filter((m) => m.to === NEW_USER.email);
    expect(notice?.subject).toMatch(/^Collected: parcel KP/);
    expect(notice?.text).toMatch(
      new RegExp(
        `Your parcel ${number} was collected by Jane A\\. at the Kisumu pickup point on \\d+ \\w+ 2026`,
      ),
    );
    expect(notice?.text).not.toMatch(/Achieng|0042/);
  });

  it('hands over a parcel whose handover names nobody (a client older than the name), recording no collector', async () => {
    const { code, mine, handOver } = await readyParcel();
    await handOver({ status: 'delivered', code }).expect(200);
    expect(await mine()).toMatchObject({ status: 'delivered' });
    expect((await mine()).handedOver ?? null).toBeNull();
  });

  it('refuses a signature of another type or too large, and ID digits not four, by their field, never 500', async () => {
    const { code, mine, handOver } = await readyParcel();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
    const refusals = [
      { signature: dataUrl(jpeg), field: 'signature', says: /PNG image/ },
      { signature: dataUrl(jpeg, 'image/jpeg'), field: 'signature', says: /PNG image/ },
      { signature: 'not an image', field: 'signature', says: /PNG image/ },
      {
        signature: dataUrl(Buffer.concat([PNG, Buffer.alloc(70 * 1024)])),
        field: 'signature',
        says: /64 KB/,
      },
      { idLast4: '123', field: 'idLast4', says: /exactly four digits/ },
      { collectedBy: '', field: 'collectedBy', says: /name of whoever collects/ },
    ];
    for (const { field, says, ...sent } of refusals) {
      const refused = await handOver({
        status: 'delivered',
        code,
        collectedBy: 'Jane Achieng',
        ...sent,
      }).expect(400);
      const { errors } = refused.body as { errors: { path: string; message: string }[] };
      expect(errors).toEqual([{ path: field, message: expect.stringMatching(says) as unknown }]);
    }
    // Past the body's limit the request is refused before it is read.
    await handOver({
      status: 'delivered',
      code,
      collectedBy: 'Jane Achieng',
      signature: dataUrl(Buffer.concat([PNG, Buffer.alloc(200 * 1024)])),
    }).expect(413);
    expect(await mine()).toMatchObject({ status: 'ready', handedOver: null });
  });
});
