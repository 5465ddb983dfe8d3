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
  handedOver: Record<string, unknown> | null;
  collectionCode: string | null;
}

/** A paid (free) parcel, ready at the Kisumu pickup point, staff and its owner signed in, and mail as it is sent. */
async function readyParcel() {
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
  await staff.post(`/api/admin/parcels/${number}/status`).send({ status: 'ready' }).expect(200);
  const mine = async () => (await customer.get(`/api/parcels/${number}`).expect(200)).body as Answer;
  const code = (await mine()).collectionCode ?? '';
  const mailSince = async () => {
    await app.container.get(ADAPTER_TOKENS.Background).idle();
    await app.container.get(ADAPTER_TOKENS.OutboxWorker).deliverDue();
    return sent.splice(0);
  };
  await mailSince();
  const handOver = (body: object) => staff.post(`/api/admin/parcels/${number}/status`).send(body);
  return { staff, customer, number, code, mine, mailSince, handOver };
}

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
