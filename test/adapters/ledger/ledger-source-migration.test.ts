import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../adapters/all-areas.js';
import { KnexLedger } from '../../../adapters/ledger/knex-ledger.js';
import { type Database, migrateToLatest } from '../../../adapters/postgres/database.js';
import { addUpgradedOwner, migrationsBefore } from '../../support/upgraded-database.js';
import { openEmptyDatabase } from '../../support/databases.js';

const MIGRATION = '20261202-001-ledger-source-kind-id';

/** Old keys, as the areas wrote them, and the (kind, id) each must become. */
const OLD_KEYS = [
  ['parcel:KP1000001:shipping', 'parcel-charge', 'KP1000001'],
  ['parcel:KP1000001:insurance', 'parcel-insurance', 'KP1000001'],
  ['storage:KP1000001:2026-12-01', 'storage-fee', 'KP1000001:2026-12-01'],
  ['shipment:KS1000001:shipping', 'shipment-charge', 'KS1000001'],
  ['staff:OFFICE-0042', 'staff-payment', 'OFFICE-0042'],
  ['mpesa:QKT1ABC2DE', 'mpesa-receipt', 'QKT1ABC2DE'],
  ['mpesa-checkout:ws_CO_123', 'mpesa-checkout', 'ws_CO_123'],
  ['referral:welcome:phone:254700000001', 'welcome-credit', '254700000001'],
  [
    'referral:referrer:6f1c2a4e-0000-4000-8000-000000000001',
    'referrer-credit',
    '6f1c2a4e-0000-4000-8000-000000000001',
  ],
  [
    'goodwill:6f1c2a4e-0000-4000-8000-000000000002',
    'goodwill-credit',
    '6f1c2a4e-0000-4000-8000-000000000002',
  ],
  ['something:else', 'unknown', 'something:else'],
] as const;

describe('the ledger source migration, on a database upgraded with entries in it', () => {
  let db: Database;
  const userId = crypto.randomUUID();
  const charged = crypto.randomUUID();

  beforeAll(async () => {
    db = await openEmptyDatabase();
    await db.knex.migrate.latest({ migrationSource: migrationsBefore(MIGRATION) });
    await addUpgradedOwner(db.knex, userId);
    const at = new Date('2026-12-01T10:00:00.000Z');
    await db.knex('ledger_entries').insert(
      OLD_KEYS.map(([key], i) => ({
        id: i === 0 ? charged : crypto.randomUUID(),
        user_id: userId,
        kind: 'charge',
        amount_cents: 100 + i,
        effect_cents: 100 + i,
        source_key: key,
        description: key,
        parcel_number: key.includes('KP1000001') ? 'KP1000001' : null,
        posted_at: at,
      })),
    );
    await migrateToLatest(db, MIGRATIONS);
  });
  afterAll(() => db.close());

  it('splits each old key into its kind and id, and keeps what each entry was for', async () => {
    const rows = await db
      .knex('ledger_entries')
      .orderBy('amount_cents')
      .select<{ source_kind: string; source_id: string; subject: string | null }[]>(
        'source_kind',
        'source_id',
        'subject',
      );
    expect(rows.map((r) => [r.source_kind, r.source_id])).toEqual(OLD_KEYS.map(([, kind, id]) => [kind, id]));
    expect(rows.filter((r) => r.subject === 'KP1000001')).toHaveLength(3);
  });

  it('finds an upgraded entry by its new source, and refuses a second post of it', async () => {
    const ledger = new KnexLedger(db.knex);
    const found = await ledger.findBySource({ kind: 'parcel-charge', id: 'KP1000001' });
    expect(found).toMatchObject({ id: charged, subject: 'KP1000001', amountCents: 100 });
    await expect(
      db.knex.raw(
        `insert into ledger_entries (id, user_id, kind, amount_cents, effect_cents, source_kind, source_id,
           description, posted_at) values (?, ?, 'charge', 1, 1, 'parcel-charge', 'KP1000001', 'again', now())`,
        [crypto.randomUUID(), userId],
      ),
    ).rejects.toThrow(/ledger_entries_source_unique/);
    expect(await ledger.balanceOf(userId)).toBe(OLD_KEYS.reduce((sum, _, i) => sum + 100 + i, 0));
  });

  it('keeps posted entries immutable after the move', async () => {
    await expect(
      db.knex('ledger_entries').where({ id: charged }).update({ description: 'edited' }),
    ).rejects.toThrow(/never changed/);
  });
});
