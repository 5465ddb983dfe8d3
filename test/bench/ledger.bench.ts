/**
 * npm run bench:ledger: one account with BENCH_ENTRIES ledger entries (default 10,000: charges, payments,
 * credits and reversals), on the PostgreSQL server and on embedded PostgreSQL. Times what a statement asks for
 * (the balance, a page of entries, what is owed of the oldest and the newest charge) and checks the balance
 * against the sum made here. Goal: each answers in milliseconds (p99 <= 10 ms) at 10,000 entries.
 */
import { KnexLedger } from '../../adapters/ledger/knex-ledger.js';
import { migrateToLatest, openDatabase } from '../../adapters/postgres/database.js';
import { MIGRATIONS } from '../../adapters/all-areas.js';
import {
  type LedgerEntry,
  type SourceKey,
  effectOf,
  newLedgerEntry,
} from '../../core/ledger/ledger-entry.js';
import type { Knex } from 'knex';
import { benchSchema, insertBenchOwner } from './timed-process.js';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 10_000);
const ROUNDS = 200;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** No charge posted: a source no entry has. */
const NONE: SourceKey = { kind: 'bench', id: 'none' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** The i-th entry: mostly charges and payments, a credit every 50th, a reversal of the entry before every 97th. */
function entryAt(i: number, userId: string, previous: LedgerEntry | undefined): LedgerEntry {
  const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000);
  const base = { id: crypto.randomUUID(), userId, source: { kind: 'bench', id: String(i) } };
  if (i % 97 === 0 && previous && previous.kind !== 'reversal') {
    return newLedgerEntry(
      {
        ...base,
        kind: 'reversal',
        amountCents: previous.amountCents,
        reverses: previous.id,
        description: 'Reversal',
      },
      at,
    );
  }
  if (i % 50 === 0)
    return newLedgerEntry({ ...base, kind: 'credit', amountCents: 500, description: 'Credit' }, at);
  if (i % 2 === 0)
    return newLedgerEntry(
      { ...base, kind: 'payment', amountCents: 1000 + (i % 7), method: 'mpesa', description: 'Payment' },
      at,
    );
  return newLedgerEntry(
    {
      ...base,
      kind: 'charge',
      amountCents: 1100 + (i % 13),
      subject: `KP${String(i)}`,
      description: 'Shipping',
    },
    at,
  );
}

async function fill(
  knex: Knex,
): Promise<{ userId: string; expected: number; firstCharge: SourceKey; lastCharge: SourceKey }> {
  const userId = await insertBenchOwner(knex, 'ledger.bench@example.com');
  let expected = 0;
  let previous: LedgerEntry | undefined;
  const charges: SourceKey[] = [];
  await knex.transaction(async (trx) => {
    const ledger = new KnexLedger(trx);
    for (let i = 1; i <= ENTRIES; i += 1) {
      const entry = entryAt(i, userId, previous);
      await ledger.post(entry);
      expected += effectOf(entry, entry.reverses === null ? undefined : previous?.kind);
      if (entry.kind === 'charge') charges.push(entry.source);
      previous = entry;
    }
  });
  return { userId, expected, firstCharge: charges[0] ?? NONE, lastCharge: charges.at(-1) ?? NONE };
}

async function timeEach(name: string, call: () => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `${name.padEnd(28)} p50 ${percentile(times, 0.5).toFixed(2)} ms  p99 ${percentile(times, 0.99).toFixed(2)} ms`;
}

async function measure(target: string, knex: Knex): Promise<void> {
  const started = performance.now();
  const { userId, expected, firstCharge, lastCharge } = await fill(knex);
  console.log(
    `\n${target}: ${ENTRIES.toLocaleString('en-US')} entries posted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const ledger = new KnexLedger(knex);
  const balance = await ledger.balanceOf(userId);
  console.log(
    `balance ${String(balance)} cents, expected ${String(expected)}: ${balance === expected ? 'exact' : 'WRONG'}`,
  );
  console.log(await timeEach('balance', () => ledger.balanceOf(userId)));
  console.log(await timeEach('first page (21 entries)', () => ledger.listFor(userId, { limit: 21 })));
  console.log(await timeEach('owed of the oldest charge', () => ledger.unpaidOf(userId, firstCharge)));
  console.log(await timeEach('owed of the newest charge', () => ledger.unpaidOf(userId, lastCharge)));
}

const server = await benchSchema(SERVER_URL, 'bench_ledger');
try {
  await measure('PostgreSQL server', server.db);
} finally {
  await server.drop();
}
const embedded = await openDatabase({ kind: 'embedded' });
try {
  await migrateToLatest(embedded, MIGRATIONS);
  await measure('embedded PostgreSQL (PGlite)', embedded.knex);
} finally {
  await embedded.close();
}
