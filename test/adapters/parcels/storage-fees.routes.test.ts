import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { PARCEL_TOKENS } from '../../../core/parcels/parcel.tokens.js';
import { daysAfter, warehouseDay } from '../../../core/parcels/storage-fees.js';
import type { Clock } from '../../../core/shared/clock.js';
import { DailyStorageFees } from '../../../adapters/parcels/daily-storage-fees.js';
import { DATABASE_TARGETS } from '../../support/databases.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { testApp } from '../../support/test-app.js';
import type { ContainerOverrides } from '../../../adapters/wiring.js';

const BOX = { carrier: 'UPS', weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 };

/** A parcel received now for a verified customer, on the app's storage; the clock can be moved on. */
async function parcelAtTheWarehouse(storage?: ContainerOverrides['storage'], env: NodeJS.ProcessEnv = {}) {
  let now = new Date();
  const clock: Clock = { now: () => now };
  const app = await testApp({ clock, ...(storage && { storage }) }, {}, env);
  await registerAndVerify(app);
  const customer = await signedInAgent(app);
  const staff = await signedInStaff(app);
  const account = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
  if (!account) throw new Error('no account');
  const received = await staff
    .post('/api/admin/parcels')
    .send({ ...BOX, accountId: account.accountId, trackingNumber: '1Z999AA10123456784' })
    .expect(201);
  const number = (received.body as { number: string }).number;
  const receiptDay = warehouseDay(now);
  return {
    app,
    customer,
    number,
    receiptDay,
    received: received.body as Record<string, unknown>,
    moveTo: (day: string) => {
      now = new Date(`${day}T17:00:00.000Z`);
    },
  };
}

describe('storage fees over HTTP', () => {
  it('shows the last free day at receipt, and the fees the daily job charged on the parcel answers and the statement', async () => {
    const { app, customer, number, receiptDay, received, moveTo } = await parcelAtTheWarehouse();
    expect(received).toMatchObject({
      freeStorageUntil: daysAfter(receiptDay, 30),
      storageFeePerDay: 1,
      storageFees: 0,
    });
    const charge = app.container.get(PARCEL_TOKENS.ChargeStorage);
    expect(await charge.execute(daysAfter(receiptDay, 35))).toMatchObject({
      ok: false,
      error: { code: 'PARCELS.STORAGE_DAY_AHEAD' },
    });
    moveTo(daysAfter(receiptDay, 35));
    expect(await charge.execute(daysAfter(receiptDay, 35))).toMatchObject({ value: { posted: 5 } });
    moveTo(daysAfter(receiptDay, 36));
    // Two servers' workers at once: one claims the day and charges the 36th; the other finds the day taken.
    const logger = pino({ level: 'silent' });
    const workers = [new DailyStorageFees(charge, logger), new DailyStorageFees(charge, logger)];
    for (const worker of workers) worker.start();
    const listed = async () =>
      ((await customer.get('/api/parcels').expect(200)).body as { parcels: { storageFees: number }[] })
        .parcels[0];
    await expect.poll(listed, { timeout: 60_000 }).toMatchObject({ storageFees: 6 });
    await Promise.all(workers.map((w) => w.stop()));
    expect(await charge.runDaily()).toBe('already-ran');

    const one = await customer.get(`/api/parcels/${number}`).expect(200);
    expect(one.body).toMatchObject({ freeStorageUntil: daysAfter(receiptDay, 30), storageFees: 6 });
    const statement = await customer.get('/api/account/statement').expect(200);
    const storage = (
      statement.body as { entries: { description: string; amountCents: number }[] }
    ).entries.filter((e) => e.description.startsWith('Storage for parcel'));
    expect(storage).toHaveLength(6);
    expect(storage[0]).toMatchObject({
      amountCents: 100,
      description: `Storage for parcel ${number} on ${daysAfter(receiptDay, 36)}`,
    });
  });

  it.each(DATABASE_TARGETS.map((t) => [t.name, t] as const))(
    'charges the configured fee after the configured days on %s',
    async (_, target) => {
      const db = await target.open();
      try {
        const { app, customer, receiptDay, moveTo } = await parcelAtTheWarehouse(db, {
          FREE_STORAGE_DAYS: '10',
          STORAGE_FEE_CENTS_PER_DAY: '250',
        });
        const charge = app.container.get(PARCEL_TOKENS.ChargeStorage);
        moveTo(daysAfter(receiptDay, 12));
        expect(await charge.execute(daysAfter(receiptDay, 12))).toMatchObject({ value: { posted: 2 } });
        expect(await charge.execute(daysAfter(receiptDay, 12))).toMatchObject({ value: { posted: 0 } });
        const listed = await customer.get('/api/parcels').expect(200);
        expect(listed.body).toMatchObject({
          parcels: [{ freeStorageUntil: daysAfter(receiptDay, 10), storageFeePerDay: 2.5, storageFees: 5 }],
        });
      } finally {
        await db.close();
      }
    },
  );
});
