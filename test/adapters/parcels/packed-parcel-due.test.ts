import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { PARCEL_TOKENS } from '../../../core/parcels/parcel.tokens.js';
import { daysAfter, warehouseDay } from '../../../core/parcels/storage-fees.js';
import type { Clock } from '../../../core/shared/clock.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { runCliWith, sharedContainer } from '../../support/run-cli-in-process.js';
import { testApp, testConfig } from '../../support/test-app.js';

const PARCEL = { carrier: 'UPS', weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 };
const BOX = { weightKg: 4, lengthCm: 40, widthCm: 30, heightCm: 20 };
const JEANS = { description: 'Jeans', category: 'clothing', quantity: 1, valueUsd: 80 };

/** `parcels show <number> --json`, run in this process on the app's own container (left open for the test). */
async function shownByTheCli(app: Awaited<ReturnType<typeof testApp>>, number: string): Promise<unknown> {
  const run = await runCliWith(sharedContainer(app.container), testConfig(), [
    'parcels',
    'show',
    number,
    '--json',
  ]);
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout);
}

describe('a packed parcel with storage fees and insurance', () => {
  it('is due the same on the API, at the staff desk and from the CLI: its box’s shipping, insurance and storage', async () => {
    let now = new Date();
    const clock: Clock = { now: () => now };
    const app = await testApp({ clock });
    await registerAndVerify(app);
    const customer = await signedInAgent(app);
    const staff = await signedInStaff(app);
    const account = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
    if (!account) throw new Error('no account');
    const numbers: string[] = [];
    for (const trackingNumber of ['1Z999AA10123456784', '1Z999AA10123456791']) {
      const received = await staff
        .post('/api/admin/parcels')
        .send({ ...PARCEL, accountId: account.accountId, trackingNumber })
        .expect(201);
      numbers.push((received.body as { number: string }).number);
    }
    const [first = '', second = ''] = numbers;
    // The second parcel insured: 3% of its $80 declared.
    await customer
      .put(`/api/parcels/${second}/contents`)
      .send({ items: [JEANS] })
      .expect(200);
    await customer.post(`/api/parcels/${second}/insurance`).expect(200);
    const asked = await customer.post('/api/ship-requests').send({ parcels: numbers }).expect(201);
    const packed = await staff
      .post(`/api/admin/ship-requests/${(asked.body as { id: string }).id}/pack`)
      .send(BOX)
      .expect(200);
    const box = packed.body as { number: string; chargeCents: number };
    // Five days past the free ones: each parcel is charged its storage.
    const through = daysAfter(warehouseDay(now), 35);
    now = new Date(`${through}T17:00:00.000Z`);
    expect(await app.container.get(PARCEL_TOKENS.ChargeStorage).execute(through)).toMatchObject({
      ok: true,
      value: { posted: 10 },
    });

    const api = (await customer.get(`/api/parcels/${first}`).expect(200)).body as { due: number };
    const desk = (await staff.get('/api/admin/parcels').query({ q: box.number }).expect(200)).body as {
      box: { due: number };
    };
    const cli = (await shownByTheCli(app, first)) as { due: number; box: { due: number } };
    // The box's shipping, the second parcel's $2.40 insurance and ten days' storage at $1 a day.
    const expected = (box.chargeCents + 240 + 1000) / 100;
    expect({ api: api.due, desk: desk.box.due, cli: cli.due, cliBox: cli.box.due }).toEqual({
      api: expected,
      desk: expected,
      cli: expected,
      cliBox: expected,
    });
  });
});
