/**
 * npm run bench:flights: a week's flight from the built server as production runs it, on a database of its own on
 * the PostgreSQL server (DRILL_DATABASE_URL). Seeded by SQL: 2,000 customers, 10,000 parcels at the warehouse
 * packed five to a box (2,000 boxes KS…, contents declared), a planned flight to NBO. Then, each figure with the
 * load average it was taken at:
 * - loading all 2,000 boxes by scan through the API over several connections: requests/s, p50/p99;
 * - departing (the flight closed first): against the floor, `psql \copy` of the same 10,000 events and 2,000
 *   notices into the same tables of a schema of equal content; goal <= 1.3x; every parcel departed, 2,000 notices;
 * - the manifest CSV of the 2,000 lines: goal <= 1 s;
 * - 1,000 labels as one PDF from a server started afresh on the same database: its time and the server's peak
 *   RSS (VmHWM), goal <= 250 MB.
 * Exits 1 when a goal is missed or a count is wrong.
 */
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import knexFactory from 'knex';
import { fillCustomersAndParcels } from './bench-fill.js';
import { DrillReport, STAFF, Visitor, freshDatabase, signedInStaff, startDrillServer } from './drill-kit.js';
import { benchSchema, psqlCopy } from './timed-process.js';

const CUSTOMERS = 2_000;
const PER_BOX = 5;
const PARCELS = CUSTOMERS * PER_BOX;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const LABELS = 1_000;
const DEPART_RATIO = 1.3;
const MANIFEST_MS = 1_000;
const LABELS_PEAK_MB = 250;
const FLIGHT_ID = '7d0c6b1e-3f4a-4c1e-9a57-0b6f1c2d3e4f';
const MAWB = '706-12345675';

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const work = mkdtempSync(join(tmpdir(), 'bench-flights-'));

/** The process's resident set now and at its peak, in MB (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * What the warehouse would hold after a week: each customer's five parcels received, requested to travel
 * together and packed into one box (the request closed as packed), every parcel's contents declared, and a
 * planned flight. The sequences are moved past the numbers used, so what the app numbers next is new.
 */
async function seed(db: Knex): Promise<void> {
  await fillCustomersAndParcels(
    db,
    { customers: CUSTOMERS, parcels: PARCELS },
    { sql: '1 + (g - 1) / ?', bindings: [PER_BOX] },
  );
  await db.raw(`insert into parcel_events (parcel_number, status, at)
    select number, 'received', now() - interval '3 days' from parcels`);
  await db.raw(
    `insert into shipments (number, user_id, account_id, destination, actual_kg, volumetric_kg, chargeable_kg,
       length_cm, width_cm, height_cm, freight_cents, saving_cents, charge_cents, separate_cents, packed_by, packed_at)
     select 'KS' || (2000000 + a), u.id, u.account_id, 'kenya', 10, 6, 10, 40, 30, 25, 10000, 0, 10000, 15000,
       'bench', now() - interval '1 day'
     from generate_series(1, ?) as a join users u on u.account_id = 'KX' || (100000 + a)`,
    [CUSTOMERS],
  );
  await db.raw(
    `insert into ship_requests (id, user_id, account_id, status, parcels, created_at, closed_at, shipment_number)
     select gen_random_uuid(), s.user_id, s.account_id, 'packed',
       array(select 'KP' || (1000000 + (b - 1) * ? + i) from generate_series(1, ?) as i),
       now() - interval '2 days', s.packed_at, s.number
     from shipments s, lateral (select (substr(s.number, 3)::int - 2000000) as b) n`,
    [PER_BOX, PER_BOX],
  );
  await db.raw(`update parcels p set ship_request_id = r.id, shipment_number = r.shipment_number
    from ship_requests r where p.number = any(r.parcels)`);
  await db.raw(`insert into parcel_contents (parcel_number, declared_at)
    select number, now() - interval '2 days' from parcels`);
  await db.raw(`insert into parcel_content_items (parcel_number, position, description, category, quantity,
      unit_value_cents)
    select number, 0, 'Cotton shirts', 'clothing', 2, 1500 from parcels`);
  await db.raw(
    `select setval('account_id_seq', ?), setval('parcel_number_seq', ?),
    setval('shipment_number_seq', ?)`,
    [100000 + CUSTOMERS, 1000000 + PARCELS, 2000000 + CUSTOMERS],
  );
  await db('flights').insert({
    id: FLIGHT_ID,
    flight_number: 'ET509',
    mawb: MAWB,
    origin: 'ILG',
    destination: 'NBO',
    etd: new Date(Date.now() + 86_400_000),
    eta: new Date(Date.now() + 2 * 86_400_000),
    state: 'planned',
    created_at: new Date(),
  });
  await db.raw('analyze');
}

async function writeLines(file: string, lines: Iterable<string>): Promise<void> {
  const out = createWriteStream(file);
  for (const line of lines) if (!out.write(line)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

/** The q-th quantile (0..1) of sorted values. */
const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Each box scanned once, CONNECTIONS requests in flight at a time: the answers' statuses and latencies. */
async function loadAll(staff: Visitor, boxes: readonly string[]) {
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let i = next++; i < boxes.length; i = next++) {
        const sent = performance.now();
        const answer = await staff.call('POST', `/api/admin/flights/${FLIGHT_ID}/shipments`, {
          reference: boxes[i],
        });
        latencies.push(performance.now() - sent);
        if (answer.status !== 200) failures.set(answer.status, (failures.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { seconds, latencies, failures };
}

const hasPsql = (process.env.PATH ?? '').split(':').some((dir) => existsSync(join(dir, 'psql')));
if (!hasPsql) throw new Error('psql is not on the PATH (postgresql-client): the floor is its \\copy');

const db = await freshDatabase();
let server = await startDrillServer(db.url);
const knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 2 } });
let failed = false;
try {
  const report = new DrillReport(
    `A flight of ${CUSTOMERS.toLocaleString('en-US')} boxes (${PARCELS.toLocaleString('en-US')} parcels) on PostgreSQL`,
  );
  const seeding = performance.now();
  await seed(knex);
  report.figure('seeded by SQL', `${((performance.now() - seeding) / 1000).toFixed(1)} s (load ${load()})`);
  const staff = await signedInStaff(server.url, db.url);
  const pid = server.process.pid ?? 0;
  report.figure('server RSS once seeded and signed in', `${memoryOf(pid).rss.toFixed(0)} MB`);

  // Loading by scan.
  const boxes = Array.from({ length: CUSTOMERS }, (_, i) => `KS${String(2000001 + i)}`);
  const loading = await loadAll(staff, boxes);
  const loaded = Number((await knex('flight_shipments').count({ n: '*' }).first())?.n ?? 0);
  report.figure(
    `loading ${String(boxes.length)} boxes over ${String(CONNECTIONS)} connections`,
    `${loading.seconds.toFixed(1)} s, ${(boxes.length / loading.seconds).toFixed(0)} requests/s (load ${load()})`,
  );
  report.figure(
    'loading latency p50 / p99 / max',
    `${quantile(loading.latencies, 0.5).toFixed(0)} / ${quantile(loading.latencies, 0.99).toFixed(0)} / ${(loading.latencies.at(-1) ?? NaN).toFixed(0)} ms`,
  );
  if (loading.failures.size > 0 || loaded !== boxes.length) {
    failed = true;
    console.log(
      `WRONG: ${String(loaded)} loaded; answers other than 200: ${JSON.stringify([...loading.failures])}`,
    );
  }

  // Departing, the flight closed first: the depart's own work is the parcels' move and the notices.
  const closed = await staff.call('POST', `/api/admin/flights/${FLIGHT_ID}/close`, {});
  if (closed.status !== 200) throw new Error(`close: HTTP ${String(closed.status)}`);
  const departing = performance.now();
  const departed = await staff.call('POST', `/api/admin/flights/${FLIGHT_ID}/depart`, {});
  const departSeconds = (performance.now() - departing) / 1000;
  const departLoad = load();
  if (departed.status !== 200) throw new Error(`depart: HTTP ${String(departed.status)}`);
  const count = async (table: string, where: string) =>
    Number((await knex(table).whereRaw(where).count({ n: '*' }).first())?.n ?? 0);
  const eventsDeparted = await count('parcel_events', `status = 'departed'`);
  const notices = await count('mail_outbox', `compose_kind = 'flight-notice'`);
  if (eventsDeparted !== PARCELS || notices !== CUSTOMERS) {
    failed = true;
    console.log(`WRONG: ${String(eventsDeparted)} parcels departed, ${String(notices)} notices`);
  }
  report.figure(
    'after the depart: parcels departed, notices queued',
    `${String(eventsDeparted)} of ${String(PARCELS)}, ${String(notices)} of ${String(CUSTOMERS)}`,
  );

  // The floor: the same rows copied into a schema of equal content, loaded as the API left the flight.
  const floor = await benchSchema(db.url, 'bench_flights_floor');
  try {
    await seed(floor.db);
    await floor.db.raw(
      `insert into flight_shipments (reference, flight_id, loaded_at)
      select number, ?, now() from shipments order by number`,
      [FLIGHT_ID],
    );
    const at = new Date();
    const events = join(work, 'events.csv');
    await writeLines(
      events,
      Array.from({ length: PARCELS }, (_, i) => `KP${String(1000001 + i)},departed,${at.toISOString()}\n`),
    );
    const owners: { id: string; email: string }[] = await floor.db('users').select('id', 'email');
    const noticeFile = join(work, 'notices.csv');
    await writeLines(
      noticeFile,
      owners.map(
        (o) =>
          `${at.toISOString()},${o.email},"","","",1970-01-01T00:00:00Z,flight-notice,departed/${FLIGHT_ID}/${o.id}/${String(at.getTime())}\n`,
      ),
    );
    const eventsCopy = await psqlCopy(
      db.url,
      'bench_flights_floor',
      'parcel_events (parcel_number, status, at)',
      events,
    );
    const noticesCopy = await psqlCopy(
      db.url,
      'bench_flights_floor',
      'mail_outbox (created_at, to_address, subject, text_body, html_body, next_attempt_at, compose_kind, compose_key)',
      noticeFile,
    );
    const floorSeconds = eventsCopy.seconds + noticesCopy.seconds;
    report.figure(
      `floor: psql \\copy of ${String(PARCELS)} events + ${String(owners.length)} notices`,
      `${eventsCopy.seconds.toFixed(2)} + ${noticesCopy.seconds.toFixed(2)} = ${floorSeconds.toFixed(2)} s (load ${load()})`,
    );
    report.figure('POST …/depart', `${departSeconds.toFixed(2)} s (load ${departLoad})`);
    const ratio = departSeconds / floorSeconds;
    report.goal(
      'depart / floor',
      `${ratio.toFixed(2)}x`,
      ratio <= DEPART_RATIO,
      `≤ ${String(DEPART_RATIO)}x`,
    );
  } finally {
    await floor.drop();
  }

  // The manifest, once the notices have been written (the outbox worker composing them is no part of it).
  const draining = performance.now();
  while ((await count('mail_outbox', 'sent_at is null')) > 0) {
    if (performance.now() - draining > 300_000) throw new Error('the outbox did not drain in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  report.figure(
    `${String(CUSTOMERS)} notices written by the outbox worker`,
    `${((performance.now() - draining) / 1000).toFixed(1)} s after the depart answered`,
  );
  const manifestTimes: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    const manifest = await staff.call('GET', `/api/admin/flights/${FLIGHT_ID}/manifest?format=csv`);
    manifestTimes.push(performance.now() - started);
    const text = String(manifest.body);
    const lines = text.split('\r\n').filter((l) => /^"?KS\d+/.test(l)).length;
    if (manifest.status !== 200 || lines !== CUSTOMERS) {
      failed = true;
      console.log(`WRONG: manifest HTTP ${String(manifest.status)}, ${String(lines)} house waybills`);
    }
  }
  const manifestLoad = load();
  const [firstManifest = NaN, ...laterManifests] = manifestTimes;
  const manifestMs = Math.max(...laterManifests);
  report.figure(
    'manifest CSV: first, then the slower of two more',
    `${firstManifest.toFixed(0)} ms, ${manifestMs.toFixed(0)} ms (load ${manifestLoad})`,
  );
  report.goal(
    'manifest CSV',
    `${manifestMs.toFixed(0)} ms`,
    manifestMs <= MANIFEST_MS,
    `≤ ${String(MANIFEST_MS)} ms`,
  );
  report.figure(
    'server peak RSS through loading, depart and manifest',
    `${memoryOf(pid).peak.toFixed(0)} MB`,
  );

  // The labels, from a server started afresh on this database: its peak is the labels', not the loading's.
  await server.stop();
  server = await startDrillServer(db.url);
  const labelsPid = server.process.pid ?? 0;
  const labelStaff = await signInAgain(server.url);
  const numbers = Array.from({ length: LABELS }, (_, i) => `KP${String(1000001 + i)}`).join(',');
  const started = memoryOf(labelsPid);
  const print = async () => {
    const sent = performance.now();
    const res = await fetch(new URL(`/api/admin/labels?numbers=${numbers}&format=pdf`, server.url), {
      headers: {
        Cookie: labelStaff.cookie ?? '',
        'X-Forwarded-For': labelStaff.address,
        'X-Forwarded-Proto': 'https',
      },
    });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`labels: HTTP ${String(res.status)}`);
    return { ms: performance.now() - sent, mb: bytes / 1024 / 1024 };
  };
  const first = await print();
  const second = await print();
  const after = memoryOf(labelsPid);
  report.figure(
    `${String(LABELS)} labels as one PDF: first (loads pdfkit), second`,
    `${first.ms.toFixed(0)} ms, ${second.ms.toFixed(0)} ms, ${second.mb.toFixed(2)} MB (load ${load()})`,
  );
  report.figure(
    'labels server RSS at start (peak), after',
    `${started.rss.toFixed(0)} (${started.peak.toFixed(0)}) MB, ${after.rss.toFixed(0)} MB`,
  );
  report.goal(
    'labels server peak RSS',
    `${after.peak.toFixed(0)} MB`,
    after.peak <= LABELS_PEAK_MB,
    `≤ ${String(LABELS_PEAK_MB)} MB`,
  );
  report.finish();
  if (failed) {
    console.log('WRONG: a count above is not what it should be');
    process.exitCode = 1;
  }
} finally {
  await knex.destroy();
  await server.stop();
  await db.drop();
}

/** The staff account signed in on another server of the same database. */
async function signInAgain(url: string): Promise<Visitor> {
  const staff = new Visitor('192.0.2.10', url, { 'X-Forwarded-Proto': 'https' });
  const login = await staff.call('POST', '/api/login', { email: STAFF.email, password: STAFF.password });
  if (login.status !== 200) throw new Error(`staff sign-in: HTTP ${String(login.status)}`);
  return staff;
}
