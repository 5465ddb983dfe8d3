import { describe, expect, it } from 'vitest';
import { ImportParcelStatusesUseCase } from '../../../core/parcels/import-parcel-statuses.use-case.js';
import { MoveParcelUseCase } from '../../../core/parcels/move-parcel.use-case.js';
import {
  PARCEL_NOTICE,
  parcelNoticeComposer,
  parcelNoticeKey,
  parcelNotices,
  readParcelNoticeKey,
} from '../../../core/parcels/parcel-mails.js';
import type { Clock } from '../../../core/shared/clock.js';
import { PLACEHOLDER_EXCHANGE_RATE } from '../../../core/shared/exchange-rate.js';
import { PICKUP_POINTS } from '../../support/pickup-points.js';
import type { TransactionalPorts, UnitOfWork } from '../../../core/shared/unit-of-work.ports.js';
import { aParcel } from './parcel.mother.js';
import { aUser } from '../accounts/user.mother.js';
import { memoryStore } from '../../support/stores.js';

const NOW = new Date('2026-11-26T09:00:00.000Z');
const clock: Clock = { now: () => NOW };
const MAIL = { brandName: 'Kango Express', supportEmail: 'help@kango.test', siteUrl: 'https://kango.test' };

/** The lines two at a time, as a file is read, with an empty read between: numbered across reads. */
async function* linesOf(text: string): AsyncGenerator<readonly string[]> {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 2) {
    yield await Promise.resolve(lines.slice(i, i + 2));
    yield [];
  }
}

/** A store holding two parcels of one verified account's: the owner's, when given. */
async function storeWithParcels(owner = aUser({ isEmailVerified: true })) {
  const store = memoryStore();
  await store.run(async ({ users, parcels }) => {
    await users.addIfEmailFree(owner);
    await parcels.addIfNew(aParcel({ owner, number: 'KP1000001', trackingNumber: '1Z999AA10123456784' }));
    await parcels.addIfNew(aParcel({ owner, number: 'KP1000002', trackingNumber: 'TBA000000000002' }));
  });
  return { store, owner, importer: new ImportParcelStatusesUseCase(store, clock) };
}

describe('ImportParcelStatusesUseCase', () => {
  it('moves parcels forward by number or tracking number, with a header, mailing each owner once a step', async () => {
    const { store, importer } = await storeWithParcels();
    const file = [
      'tracking,status',
      'KP1000001,departed',
      '1z999aa1-0123456784,arrived',
      'TBA000000000002,departed',
      'TBA000000000002,received',
      'NOSUCH123,departed',
      'KP1000002,lost',
      '',
    ].join('\n');
    const report = await importer.execute(() => linesOf(file), { batchSize: 2 });
    expect(report).toMatchObject({ lines: 8, moved: 3, rejectedCount: 3, rolledBack: false });
    expect(report.rejected.map((r) => [r.line, r.reason])).toEqual([
      [5, 'The parcel is already departed: a status only moves forward'],
      [6, 'No parcel has this number or tracking number'],
      [7, 'The status is one of received, departed, arrived, ready'],
    ]);
    const first = await store.ports.parcels.find('KP1000001');
    expect(first?.status).toBe('arrived');
    expect(first?.events.map((e) => e.status)).toEqual(['received', 'departed', 'arrived']);
    // Each owner's step queues one notice, small; the outbox worker writes it when it sends.
    const compose = parcelNoticeComposer(MAIL, PLACEHOLDER_EXCHANGE_RATE, PICKUP_POINTS, store.ports);
    const notices = await Promise.all(
      store
        .outboxEntries()
        .map(async (e) => (e.compose ? (await compose(e.compose.key))?.subject : e.mail.subject)),
    );
    expect(notices).toEqual([
      'Departed the USA: parcels KP1000001 and KP1000002 | Kango Express',
      'Arrived at destination: parcel KP1000001 | Kango Express',
    ]);
  });

  it('all-or-nothing moves nothing and mails nobody when a line is rejected', async () => {
    const { store, importer } = await storeWithParcels();
    const report = await importer.execute(() => linesOf('KP1000001,departed\nKP9,departed'), {
      allOrNothing: true,
    });
    expect(report).toMatchObject({ moved: 0, rejectedCount: 1, rolledBack: true });
    expect((await store.ports.parcels.find('KP1000001'))?.status).toBe('received');
    expect(store.outboxEntries()).toEqual([]);
  });

  it('queues the very notice a single move of the same step queues', async () => {
    const moving = await storeWithParcels();
    expect((await new MoveParcelUseCase(moving.store, clock).execute('KP1000001', 'departed')).ok).toBe(true);
    const importing = await storeWithParcels(moving.owner);
    await importing.importer.execute(() => linesOf('KP1000001,departed'));
    const queued = (store: typeof moving.store) =>
      store.outboxEntries().map((e) => ({ to: e.mail.to, compose: e.compose, queuedAt: e.queuedAt }));
    expect(queued(importing.store)).toEqual(queued(moving.store));
    expect(queued(moving.store)).toEqual([
      {
        to: moving.owner.email,
        compose: { kind: PARCEL_NOTICE, key: `departed/${moving.owner.id}/${String(NOW.getTime())}` },
        queuedAt: NOW,
      },
    ]);
  });

  it('moves nothing when the notices cannot be queued: moves and notices commit together', async () => {
    const { store } = await storeWithParcels();
    const outboxDown: UnitOfWork<TransactionalPorts> = {
      run: (work) =>
        store.run((ports, transaction) =>
          work(
            {
              ...ports,
              outbox: { ...ports.outbox, enqueueToCompose: () => Promise.reject(new Error('outbox down')) },
            },
            transaction,
          ),
        ),
    };
    const importer = new ImportParcelStatusesUseCase(outboxDown, clock);
    await expect(importer.execute(() => linesOf('KP1000001,departed'))).rejects.toThrow('outbox down');
    expect((await store.ports.parcels.find('KP1000001'))?.status).toBe('received');
    expect(store.outboxEntries()).toEqual([]);
  });
});

describe('a status file mails each customer once per status', () => {
  it('queues one notice naming all three parcels of a customer, one per customer, and nothing on a re-run', async () => {
    const amina = aUser({ isEmailVerified: true, firstName: 'Amina' });
    const baraka = aUser({ isEmailVerified: true, firstName: 'Baraka' });
    const store = memoryStore();
    await store.run(async ({ users, parcels }) => {
      for (const owner of [amina, baraka]) await users.addIfEmailFree(owner);
      for (const n of [1, 2, 3])
        await parcels.addIfNew(aParcel({ owner: amina, number: `KP100000${String(n)}` }));
      await parcels.addIfNew(aParcel({ owner: baraka, number: 'KP1000009' }));
    });
    const importer = new ImportParcelStatusesUseCase(store, clock);
    const file = 'KP1000001,departed\nKP1000009,departed\nKP1000002,departed\nKP1000003,departed';
    expect(await importer.execute(() => linesOf(file))).toMatchObject({ moved: 4, rejectedCount: 0 });
    const compose = parcelNoticeComposer(MAIL, PLACEHOLDER_EXCHANGE_RATE, PICKUP_POINTS, store.ports);
    const mails = await Promise.all(store.outboxEntries().map(async (e) => compose(e.compose?.key ?? '')));
    expect(mails.map((m) => [m?.to, m?.subject])).toEqual([
      [amina.email, 'Departed the USA: parcels KP1000001, KP1000002 and KP1000003 | Kango Express'],
      [baraka.email, 'Departed the USA: parcel KP1000009 | Kango Express'],
    ]);
    for (const n of ['KP1000001', 'KP1000002', 'KP1000003']) expect(mails[0]?.text).toContain(n);
    expect(mails[0]?.text).toContain('They should reach Kenya in about 5-7 business days');
    expect(mails[0]?.text).toContain('https://kango.test/dashboard');
    expect(mails[1]?.text).not.toContain('KP1000001');
    // The same file again moves nothing, so it queues nothing.
    expect(await importer.execute(() => linesOf(file))).toMatchObject({ moved: 0, rejectedCount: 4 });
    expect(store.outboxEntries()).toHaveLength(2);
  });
});

describe('the parcel notice rule', () => {
  const step = { status: 'arrived', at: NOW } as const;

  it('tells each owner once per step, and nobody whose account is gone', () => {
    expect(
      parcelNotices([
        { ownerId: 'u1', ownerEmail: 'amina@example.com', ...step },
        { ownerId: 'u1', ownerEmail: 'amina@example.com', ...step },
        { ownerId: 'u2', ownerEmail: null, ...step },
      ]),
    ).toEqual([
      {
        to: 'amina@example.com',
        kind: PARCEL_NOTICE,
        key: parcelNoticeKey({ ownerId: 'u1', ...step }),
      },
    ]);
  });

  it('reads back the owner, step and moment of a key it made, and nothing of any other key', () => {
    expect(readParcelNoticeKey(parcelNoticeKey({ ownerId: 'u1', status: 'ready', at: NOW }))).toEqual({
      ownerId: 'u1',
      status: 'ready',
      at: NOW,
    });
    for (const key of ['KP1000001:ready', 'lost/u1/1', 'ready//1', 'ready/u1/x', 'ready/u1/1/2'])
      expect(readParcelNoticeKey(key)).toBeUndefined();
  });
});
