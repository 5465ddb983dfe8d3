/**
 * npm run drill:fuzz: every operation of GET /api/openapi.json, called by a real server on PostgreSQL with bodies
 * generated from its schema (edges of what it accepts, one-field mistakes, wrong roots: FUZZ_CASES per
 * endpoint), bodies that are not JSON or too large, wrong content types, and hostile query strings, path
 * parameters and headers. Goals: never a 5xx; every error is JSON in the error shape; a refused request stores
 * nothing; what is accepted answers as the description says.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import knexFactory from 'knex';
import { dataTables } from '../support/databases.js';
import { type JsonSchema, fuzzedBody } from './schema-arbitraries.js';
import { DrillReport, Visitor, freshDatabase, signedInStaff, sleep, startDrillServer } from './drill-kit.js';

const CASES = Number(process.env.FUZZ_CASES ?? 1_000);
/** Operations without a body have less to vary: their query strings and headers. */
const BODYLESS_CASES = Math.ceil(CASES / 5);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface Description {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** One request as the drill sends it. */
interface Case {
  path: string;
  body?: string;
  headers: Record<string, string>;
}

const report = new DrillReport(`Fuzzing every operation of the API description (${CASES} bodies each)`);
const db = await freshDatabase();
const server = await startDrillServer(db.url);
const knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 1 } });

/** Rows of every table that keeps what clients send (rate-limit counters count rejected requests too, by design). */
const storedRows = async (): Promise<string> => {
  const counts = (await dataTables(knex))
    .filter((table) => table !== 'rate_limits')
    .map((table) => `(select count(*) from ${table}) as ${table}`);
  return JSON.stringify((await knex.raw(`select ${counts.join(', ')}`)).rows);
};

const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);

let clientNumber = 0;
/** A new client address per request: the drill tests input, not the rate limits. */
const nextAddress = () => {
  clientNumber++;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
};

// Never empty: `/api/admin/flights/` is the list's address, not a flight's, and answers the list's shape.
const pathText = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
  fc.constantFrom('..', '%', '%00', '%2F..%2F', ' ', 'a'.repeat(3_000), 'B0KXHO0002', 'electronics'),
);
const queryValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', '1', '0', '-1', '49', '1e3', 'true', 'false', 'null', '[]', 'x'.repeat(5_000)),
);

/** Hostile headers a client may send; each case picks none or one. */
const extraHeaders = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { Cookie: 'kx.sid=s%3Aforged.signature' },
      { Cookie: `kx.sid=${'%'.repeat(100)}` },
      { Cookie: `a=${'b'.repeat(7_000)}` },
      { 'X-Request-Id': 'x'.repeat(500) },
      { 'Accept-Encoding': 'gzip;q=nonsense, *;q=2' },
      { 'Content-Encoding': 'gzip' },
      { 'Content-Encoding': 'br, x-unknown' },
      { Origin: 'https://evil.example' },
      { 'Content-Type': 'application/json; charset=utf-7' },
    ),
  },
);

function casesFor(path: string, method: string, op: Operation, resolve: (ref: string) => JsonSchema) {
  const params = op.parameters ?? [];
  const withParams = fc
    .tuple(
      fc.tuple(...params.filter((p) => p.in === 'path').map(() => pathText)),
      fc.array(
        fc.tuple(
          fc.constantFrom(...params.filter((p) => p.in === 'query').map((p) => p.name), 'unknown'),
          queryValue,
        ),
        { maxLength: 3 },
      ),
    )
    .map(([pathValues, query]) => {
      let i = 0;
      const filled = path.replace(/\{\w+\}/g, () => encodeURIComponent(pathValues[i++] ?? ''));
      const search = new URLSearchParams(query).toString();
      return search ? `${filled}?${search}` : filled;
    });
  const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const bodies: fc.Arbitrary<{ body?: string; headers: Record<string, string> }> = media?.schema
    ? fc.oneof(
        {
          weight: 8,
          arbitrary: fuzzedBody(media.schema, resolve).map((value) => ({
            // A text body (a CSV file) is sent as it is; anything else as JSON, an absent value as nothing.
            body:
              typeof value === 'string' && contentType !== 'application/json'
                ? value
                : value === undefined
                  ? ''
                  : JSON.stringify(value),
            headers: { 'Content-Type': contentType ?? 'application/json' },
          })),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              fc.string({ maxLength: 200 }),
              fc.constantFrom(
                'application/json',
                'text/plain',
                'application/x-www-form-urlencoded',
                'multipart/form-data; boundary=x',
                'application/xml',
              ),
            )
            .map(([body, type]) => ({ body, headers: { 'Content-Type': type } })),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            { body: '{"a":', headers: { 'Content-Type': 'application/json' } },
            { body: '', headers: { 'Content-Type': 'application/json' } },
            { body: `{"x":"${'z'.repeat(200_000)}"}`, headers: { 'Content-Type': 'application/json' } },
            { body: '['.repeat(5_000), headers: { 'Content-Type': 'application/json' } },
            { body: '{"__proto__":{"isAdmin":true}}', headers: { 'Content-Type': 'application/json' } },
            { body: '\u0000\u0001', headers: { 'Content-Type': 'text/csv' } },
          ),
        },
      )
    : fc.oneof(
        fc.constant({ headers: {} }),
        fc
          .string({ maxLength: 100 })
          .map((body) => ({ body, headers: { 'Content-Type': 'application/json' } })),
      );
  return fc.tuple(withParams, bodies, extraHeaders).map(([p, b, extra]): Case => ({
    path: p,
    ...(method === 'get' ? {} : b.body !== undefined && { body: b.body }),
    headers: { ...b.headers, ...extra },
  }));
}

const description = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Description;
const resolve = (ref: string): JsonSchema => {
  const name = ref.replace('#/components/schemas/', '');
  const schema = description.components.schemas[name];
  if (!schema) throw new Error(`unknown reference ${ref}`);
  return schema;
};
const validators = new Map<object, ValidateFunction>();
const validatorOf = (schema: JsonSchema): ValidateFunction => {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: description.components });
    validators.set(schema, validate);
  }
  return validate;
};

const totals = {
  requests: 0,
  serverErrors: 0,
  refusals: 0,
  notErrorShape: 0,
  storedWhenRefused: 0,
  offDescription: 0,
};
const examples: string[] = [];
const remember = (what: string) => {
  if (examples.length < 12) examples.push(what);
};

try {
  const staff = await signedInStaff(server.url, db.url);
  for (const [path, item] of Object.entries(description.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const staffOnly = op.security?.some((r) => 'staffSession' in r) ?? false;
      const changes = method !== 'get';
      const count = op.requestBody ? CASES : BODYLESS_CASES;
      const cases = fc.sample(casesFor(path, method, op, resolve), {
        numRuns: count,
        seed: SEED + totals.requests,
      });
      let perOperationErrors = 0;
      let before = changes ? await storedRows() : '';
      for (const request of cases) {
        const visitor = new Visitor(nextAddress(), server.url);
        if (staffOnly) visitor.cookie = staff.cookie;
        let answer;
        try {
          answer = await visitor.call(method.toUpperCase(), request.path, request.body, request.headers);
        } catch (error) {
          totals.serverErrors++;
          remember(`${method} ${request.path}: no answer (${(error as Error).message})`);
          continue;
        }
        totals.requests++;
        const described = op.responses[String(answer.status)]?.content?.['application/json']?.schema;
        if (answer.status >= 500) {
          totals.serverErrors++;
          perOperationErrors++;
          remember(`${method} ${path} → ${answer.status} for ${JSON.stringify(request).slice(0, 300)}`);
        } else if (answer.status >= 400) {
          totals.refusals++;
          const errorShape = validatorOf(description.components.schemas.ErrorBody ?? {});
          if (
            !answer.headers.get('content-type')?.startsWith('application/json') ||
            !errorShape(answer.body)
          ) {
            totals.notErrorShape++;
            remember(
              `${method} ${path} → ${answer.status} not the error shape: ${JSON.stringify(answer.body).slice(0, 200)}`,
            );
          }
        } else if (described && !validatorOf(described)(answer.body)) {
          totals.offDescription++;
          remember(
            `${method} ${path} → ${answer.status} off its description: ${ajv.errorsText(validatorOf(described).errors)}`,
          );
        }
        if (changes) {
          // An accepted request may finish its work just after answering (mail for a reset, say).
          if (answer.status < 400) await sleep(30);
          const after = await storedRows();
          if (answer.status >= 400 && after !== before) {
            totals.storedWhenRefused++;
            remember(`${method} ${path} → ${answer.status} yet stored: ${before} → ${after}`);
          }
          before = after;
        }
      }
      report.figure(
        `${method.toUpperCase()} ${path}`,
        `${cases.length} cases${perOperationErrors ? `, ${perOperationErrors} 5xx` : ''}`,
      );
    }
  }
  report.figure('requests answered', totals.requests);
  report.figure('refused (4xx)', totals.refusals);
  report.goal('answers 5xx (or none at all)', totals.serverErrors, totals.serverErrors === 0, '0');
  report.goal('refusals not JSON in the error shape', totals.notErrorShape, totals.notErrorShape === 0, '0');
  report.goal(
    'refused requests that stored something',
    totals.storedWhenRefused,
    totals.storedWhenRefused === 0,
    '0',
  );
  report.goal(
    'accepted requests answered off their description',
    totals.offDescription,
    totals.offDescription === 0,
    '0',
  );
  const health = await fetch(`${server.url}/healthz`);
  report.goal(
    'server still up afterwards',
    health.status,
    health.status === 200 && server.process.exitCode === null,
    '200',
  );
  for (const example of examples) console.log(`    ${example}`);
} finally {
  await knex.destroy();
  await server.stop();
  await db.drop();
}
report.finish();
