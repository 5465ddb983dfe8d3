/**
 * npm run bench:dispatch: the dispatch list for BENCH_SHIPMENTS (default 5,000) ready shipments on the PostgreSQL
 * server (BENCH_DATABASE_URL), in a schema of its own. The shipments are lone parcels of BENCH_OWNERS (default
 * 2,500) Kenyan customers, seven in ten going to a door in one of six counties, the rest to a pickup point, each
 * with a shipping charge owed. Timed BENCH_SAMPLES times (default 30) each, in turns: the floor (`select 1` on the
 * same pool), the list's one statement (`ReadyShipments.on`), and the whole list as the endpoint answers it (the
 * statement, then every owner's due by the parcels area's rule: two ledger reads for all the owners at once).
 * Goal: the list within 200 ms at p50.
 */
import knexFactory from 'knex';
import { pino } from 'pino';
import { loadConfig } from '../../adapters/config.js';
import { buildContainer } from '../../adapters/container.js';
import { KnexReadyShipments, READY_SQL } from '../../adapters/dispatch/knex-dispatch.js';
import { DISPATCH_TOKENS } from '../../core/dispatch/dispatch.tokens.js';
import { NAIROBI_TIME_ZONE, isoDateIn } from '../../core/shared/calendar.js';
import { benchSchema } from './timed-process.js';

const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 5_000);
const OWNERS = Number(process.env.BENCH_OWNERS ?? 2_500);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const GOAL_MS = 200;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};
const timedMs = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

const schema = await benchSchema(SERVER_URL, 'bench_dispatch');
const db = knexFactory({ client: 'pg', connection: schema.url, pool: { min: 0, max: 10 } });
try {
  const seedStart = performance.now();
  await db.raw(
    `insert into users (id, email, password_hash, first_name, last_name, phone_number, destination,
       is_email_verified, account_id, created_at, updated_at)
     select gen_random_uuid(), 'owner' || i || '@bench.example', 'x', 'Owner', 'No ' || i, '+254700000000',
       'kenya', true, 'KX' || (200000 + i), now(), now()
     from generate_series(1, ?) i`,
    [OWNERS],
  );
  await db.raw(
    `insert into delivery_choices (user_id, chosen_at, method, point, county, town, street, landmark, phone)
     select u.id, now() - interval '60 days',
       case when u.n % 10 < 7 then 'door' else 'pickup' end,
       case when u.n % 10 < 7 then null else (array['nairobi', 'mombasa', 'kisumu', 'eldoret'])[1 + u.n % 4] end,
       case when u.n % 10 < 7 then (array['Nairobi', 'Kiambu', 'Mombasa', 'Kisumu', 'Nakuru', 'Machakos'])[1 + u.n % 6] end,
       case when u.n % 10 < 7 then 'Town ' || (u.n % 40) end,
       case when u.n % 10 < 7 then 'Street ' || u.n end,
       case when u.n % 10 < 7 and u.n % 2 = 0 then 'by the church' end,
       case when u.n % 10 < 7 then '+254711' || lpad((u.n % 1000000)::text, 6, '0') end
     from (select id, row_number() over (order by account_id) as n from users) u`,
  );
  await db.raw(
    `insert into parcels (number, account_id, user_id, tracking_number, carrier, destination, actual_kg,
       volumetric_kg, chargeable_kg, length_cm, width_cm, height_cm, freight_cents, saving_cents, charge_cents)
     select 'KP' || (3000000 + i), u.account_id, u.id, 'TBA' || lpad(i::text, 12, '0'), 'UPS', 'kenya', 2, 1.2, 2,
       30, 20, 10, 2400, 0, 2400
     from generate_series(1, ?) i
     join (select id, account_id, row_number() over (order by account_id) - 1 as n from users) u
       on u.n = i % ?`,
    [SHIPMENTS, OWNERS],
  );
  await db.raw(
    `insert into parcel_events (parcel_number, status, at)
     select number, s.status, now() - (s.days_ago + (substr(number, 3)::int % 5)) * interval '1 day'
     from parcels cross join (values ('received', 12), ('departed', 9), ('arrived', 7), ('ready', 1)) s(status, days_ago)`,
  );
  await db.raw(
    `insert into ledger_entries (id, user_id, kind, amount_cents, effect_cents, source_kind, source_id,
       description, subject, posted_at)
     select gen_random_uuid(), user_id, 'charge', charge_cents, charge_cents,
       'parcel-charge', number, 'Shipping for parcel ' || number, number, now() - interval '12 days'
     from parcels`,
  );
  await db.raw('analyze');
  console.log(
    `seeded ${String(SHIPMENTS)} ready shipments of ${String(OWNERS)} owners in ${(performance.now() - seedStart).toFixed(0)} ms`,
  );

  const container = await buildContainer(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), {
    logger: pino({ level: 'silent' }),
    storage: { knex: db, kind: 'server', close: () => Promise.resolve() },
  });
  const view = container.get(DISPATCH_TOKENS.ViewDispatch);
  const ready = new KnexReadyShipments(db);
  const day = isoDateIn(new Date(), NAIROBI_TIME_ZONE);
  const listed = await view.execute({ date: day });
  const count =
    listed.points.reduce((n, g) => n + g.waiting, 0) +
    listed.counties.reduce((n, c) => n + c.towns.reduce((m, t) => m + t.stops.length, 0), 0) +
    listed.unchosen.length;
  if (count !== SHIPMENTS) throw new Error(`listed ${String(count)} of ${String(SHIPMENTS)}`);
  if (process.env.BENCH_EXPLAIN === '1') {
    const plan = await db.raw<{ rows: Record<string, string>[] }>(
      `explain (analyze, buffers) ${READY_SQL.replace(/:reference(::text)?/g, 'null::text')
        .replace(/:riderId(::uuid)?/g, 'null::uuid')
        .replace(/:day/g, `'${day}'`)}`,
    );
    console.log(plan.rows.map((r) => Object.values(r).join('')).join('\n'));
  }
  const floor: number[] = [];
  const statement: number[] = [];
  const whole: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    floor.push(await timedMs(() => db.raw('select 1')));
    statement.push(await timedMs(() => ready.on(day)));
    whole.push(await timedMs(() => view.execute({ date: day })));
  }
  const line = (name: string, values: number[]) =>
    console.log(
      `${name.padEnd(44)} p50 ${percentile(values, 0.5).toFixed(1).padStart(7)} ms   p99 ${percentile(values, 0.99).toFixed(1).padStart(7)} ms`,
    );
  console.log(`\nPostgreSQL server, ${String(SHIPMENTS)} ready shipments, ${String(SAMPLES)} samples each`);
  line('floor (select 1)', floor);
  line('the list’s one statement', statement);
  line('the whole list (statement + owners’ dues)', whole);
  const met = percentile(whole, 0.5) <= GOAL_MS;
  console.log(
    met
      ? `\ngoal met: the list within ${String(GOAL_MS)} ms`
      : `\nMISSED: the list above ${String(GOAL_MS)} ms`,
  );
} finally {
  await db.destroy();
  await schema.drop();
}
