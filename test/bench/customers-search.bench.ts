/**
 * The staff's customer search at scale: on a fresh database of its own on the PostgreSQL server (DRILL_DATABASE_URL,
 * dropped after), seeded by SQL with 100,000 site accounts (BENCH_ACCOUNTS) and 1,000,000 parcels (BENCH_PARCELS),
 * searches by a part of a name, by a phone written otherwise than stored, and by an e-mail through the real use case
 * and knex repository: p50/p99 of each kind against the goal p99 <= 50 ms, beside a floor measured in the same run
 * (a bare SELECT by the unique account ID index).
 */
import { performance } from 'node:perf_hooks';
import knexFactory from 'knex';
import { MIGRATIONS } from '../../adapters/all-areas.js';
import { KnexCustomerSearch } from '../../adapters/staff/knex-customer-search.js';
import { SearchCustomersUseCase } from '../../core/staff/search-customers.use-case.js';
import { fillCustomersAndParcels } from './bench-fill.js';
import { freshDatabase } from './drill-kit.js';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const PARCELS = Number(process.env.BENCH_PARCELS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const GOAL_P99_MS = 50;

const FIRST = ['Amina', 'Wanjiru', 'Otieno', 'Achieng', 'José', 'Kamau', 'Njeri', 'Mutua', 'Auma', 'Kiprono'];
const LAST = [
  'Yusuf',
  'Kamau',
  'Odhiambo',
  'Wairimu',
  'Ñúñez',
  'Mwangi',
  'Chebet',
  'Omondi',
  'Kariuki',
  'Were',
];

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function timed(rounds: number, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i += 1) await run(i); // warm the pool and the cache
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const db = await freshDatabase();
const knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 1, max: 4 } });
try {
  await knex.migrate.latest({ migrationSource: MIGRATIONS });
  const seedStart = performance.now();
  await fillCustomersAndParcels(
    knex,
    { customers: ACCOUNTS, parcels: PARCELS },
    { sql: '((g - 1) % ?) + 1', bindings: [ACCOUNTS] },
  );
  // Names and phones that differ per account, stored as customers type them (07…), e-mails as registered.
  await knex.raw(
    `update users set
       first_name = (array[${FIRST.map(() => '?').join(',')}])[1 + (substr(account_id, 3)::int % ${FIRST.length})],
       last_name = (array[${LAST.map(() => '?').join(',')}])[1 + (substr(account_id, 3)::int / ${FIRST.length} % ${LAST.length})]
         || ' ' || substr(account_id, 3),
       phone_number = '07' || lpad((substr(account_id, 3)::int)::text, 8, '0')`,
    [...FIRST, ...LAST],
  );
  await knex.raw('analyze');
  console.log(
    `seeded ${ACCOUNTS.toLocaleString('en-US')} accounts and ${PARCELS.toLocaleString('en-US')} parcels in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const search = new SearchCustomersUseCase(new KnexCustomerSearch(knex));
  const idOf = (i: number) => 100_001 + ((i * 7919) % ACCOUNTS);
  const kinds: [string, (i: number) => Promise<unknown>][] = [
    // A floor: the bare indexed SELECT one account costs, on the same pool.
    [
      'floor: select by account ID',
      (i) =>
        knex('users')
          .where({ account_id: `KX${String(idOf(i))}` })
          .first(),
    ],
    // The unique part of the last name: one or a few people.
    ['name part (unique)', (i) => search.execute({ q: String(idOf(i)).slice(1) })],
    // A common name, with its accents: a full first page of 25 of the ~10,000 who bear it.
    ['name part (common, first page)', () => search.execute({ q: 'ñúñez' })],
    [
      'phone +254 7… (stored 07…)',
      (i) =>
        search.execute({
          q: `+254 7${String(idOf(i)).padStart(8, '0').slice(0, 2)} ${String(idOf(i)).padStart(8, '0').slice(2)}`,
        }),
    ],
    ['e-mail', (i) => search.execute({ q: `Bench${String(idOf(i) - 100_000)}@Example.com` })],
  ];
  const rows: string[] = [];
  for (const [kind, run] of kinds) {
    const { p50, p99 } = await timed(ROUNDS, run);
    const verdict = kind.startsWith('floor') ? '' : p99 <= GOAL_P99_MS ? 'meets' : 'MISSES';
    rows.push(
      `${kind.padEnd(34)} p50 ${p50.toFixed(2).padStart(7)} ms  p99 ${p99.toFixed(2).padStart(7)} ms  ${verdict}`,
    );
  }
  // The searches find what they should: the figures are of real answers.
  const found = await search.execute({ q: '+254 700 100 001' });
  if (found.customers[0]?.accountId !== 'KX100001') throw new Error('the phone search did not find KX100001');
  const named = await search.execute({ q: 'ñúñez' });
  if (named.customers.length !== 25 || named.nextCursor === null)
    throw new Error('a common name gave no full page');
  console.log(`goal: p99 <= ${String(GOAL_P99_MS)} ms per kind, ${String(ROUNDS)} searches each`);
  for (const row of rows) console.log(row);
} finally {
  await knex.destroy();
  await db.drop();
}
