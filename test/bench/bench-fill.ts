import type { Knex } from 'knex';

/**
 * Bench customers (KX100001…, bench1@example.com…) and their parcels (KP1000001…, tracking TRK0000000001…,
 * 2 kg, $30), made by the database itself. `ownerOf` is the SQL of parcel g's customer, counted from 1.
 */
export async function fillCustomersAndParcels(
  db: Knex,
  counts: { customers: number; parcels: number },
  ownerOf: { sql: string; bindings: readonly Knex.Value[] },
): Promise<void> {
  await db.raw(
    `insert into users (id, email, password_hash, first_name, last_name, phone_number, destination,
       is_email_verified, account_id, created_at, updated_at)
     select gen_random_uuid(), 'bench' || a || '@example.com', 'x', 'Bench', 'Owner', '+254700000000', 'kenya',
       true, 'KX' || (100000 + a), now(), now()
     from generate_series(1, ?) as a`,
    [counts.customers],
  );
  await db.raw(
    `insert into parcels (number, account_id, user_id, tracking_number, carrier, destination, actual_kg,
       volumetric_kg, chargeable_kg, length_cm, width_cm, height_cm, freight_cents, saving_cents, charge_cents)
     select 'KP' || (1000000 + g), u.account_id, u.id, 'TRK' || lpad(g::text, 10, '0'), 'UPS', 'kenya', 2, 1.2, 2,
       30, 20, 10, 3000, 0, 3000
     from generate_series(1, ?) as g join users u on u.account_id = 'KX' || (100000 + ${ownerOf.sql})`,
    [counts.parcels, ...ownerOf.bindings],
  );
}
