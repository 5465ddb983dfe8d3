import express from 'express';
import request from 'supertest';
import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { EndpointRouter } from '../../../adapters/http/endpoint-router.js';
import { errorHandler } from '../../../adapters/http/errors.js';
import { PARCEL_ERRORS, type ParcelError } from '../../../core/parcels/parcels.errors.js';
import { PARCEL_REFUSALS } from '../../../core/parcels/api/parcels.refusals.js';
import { type Endpoint, declaredStatuses, endpoint } from '../../../core/shared/endpoint.js';
import { HOUSE_REFUSALS, type Refusals, refusalsFrom } from '../../../core/shared/refusals.js';
import { type Result, fail } from '../../../core/shared/result.js';
import { EXIT } from '../../../cli/errors.js';
import { testApp } from '../../support/test-app.js';

/** Every area's error table, found by its file name, so that a new area's is checked without a word here. */
const TABLES = Object.entries(
  import.meta.glob<Record<string, unknown>>('../../../core/*/api/*.refusals.ts', { eager: true }),
).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name]) => name.endsWith('_REFUSALS'))
    .map(([name, table]) => ({
      name: `${file.split('/').at(-1) ?? file} ${name}`,
      table: table as Refusals,
    })),
);
const ALL_REFUSALS: Refusals = Object.assign({}, HOUSE_REFUSALS, ...TABLES.map(({ table }) => table));

/** Every endpoint an area declares: in its contracts, or (the webhooks only a vendor calls) in its adapter. */
const DECLARED = Object.values(
  import.meta.glob<Record<string, unknown>>(
    ['../../../core/*/api/*.endpoints.ts', '../../../adapters/*/**/*.endpoints.ts'],
    { eager: true },
  ),
).flatMap((exports) =>
  Object.values(exports).filter(
    (value): value is Endpoint =>
      typeof value === 'object' && value !== null && 'operationId' in value && 'ok' in value,
  ),
);

/**
 * Failures no endpoint declares: one only a command meets, and one only the platform's own composing meets (a
 * notice's SMS over one segment, a fault in our templates, never a caller's).
 */
const ONLY_THE_CLI_MEETS = ['CHANNELS.SMS_TOO_LONG', 'PARCELS.STORAGE_DAY_AHEAD'];

interface Description {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
}

describe('refusals declared once: the areas’ error tables, the endpoints and the API description', () => {
  let description: Description;
  beforeAll(async () => {
    const app = await testApp();
    description = (await request(app).get('/api/openapi.json').expect(200)).body as Description;
  });

  it('finds the tables and the endpoints', () => {
    expect(TABLES.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'account.refusals.ts ACCOUNT_REFUSALS',
        'parcels.refusals.ts PARCEL_REFUSALS',
        'product.refusals.ts PRODUCT_REFUSALS',
        'rate-card.refusals.ts RATE_CARD_REFUSALS',
      ]),
    );
    expect(DECLARED.length).toBeGreaterThan(40);
  });

  it('gives every code of every table a status the API describes and an exit code of the CLI', () => {
    const described = new Set(
      Object.values(description.paths).flatMap((item) =>
        Object.values(item).flatMap((operation) => Object.keys(operation.responses)),
      ),
    );
    const codes = Object.keys(ALL_REFUSALS);
    expect(codes.length).toBeGreaterThan(20);
    for (const { name, table } of [{ name: 'house', table: HOUSE_REFUSALS }, ...TABLES]) {
      for (const [code, refusal] of Object.entries(table)) {
        expect(described.has(String(refusal.status)), `${name} ${code}: ${refusal.status}`).toBe(true);
        expect([EXIT.failure, EXIT.usage], `${name} ${code}`).toContain(EXIT[refusal.exit]);
      }
    }
    // A code in two tables would be told two ways.
    const count = TABLES.reduce((sum, { table }) => sum + Object.keys(table).length, 0);
    expect(count + Object.keys(HOUSE_REFUSALS).length).toBe(codes.length);
  });

  it('has each code declared by some endpoint, or met only by a command', () => {
    const declared = new Set(DECLARED.flatMap((e) => Object.keys(e.refuses ?? {})));
    const undeclared = Object.keys(ALL_REFUSALS).filter((code) => !declared.has(code));
    expect(undeclared).toEqual(ONLY_THE_CLI_MEETS);
  });

  it('takes each endpoint’s refusals from the tables as they are, never restated', () => {
    for (const declared of DECLARED) {
      for (const [code, refusal] of Object.entries(declared.refuses ?? {})) {
        expect(refusal, `${declared.operationId} ${code}`).toEqual(ALL_REFUSALS[code]);
      }
    }
  });

  it('documents for each endpoint exactly the statuses derived from its declaration', () => {
    for (const declared of DECLARED) {
      const operation = description.paths[declared.path]?.[declared.method.toLowerCase()];
      expect(operation?.operationId, declared.operationId).toBe(declared.operationId);
      const documented = Object.keys(operation?.responses ?? {})
        .map(Number)
        .filter((status) => status !== declared.ok.status);
      expect(documented.sort(), declared.operationId).toEqual(declaredStatuses(declared));
    }
  });
});

describe('a handler refuses only with what its endpoint declares', () => {
  const refusing = refusalsFrom(PARCEL_REFUSALS);
  const lookUp = endpoint({
    operationId: 'lookUpParcel',
    method: 'GET',
    path: '/api/parcel/{number}',
    tag: { name: 'test', description: 'Endpoints of this test.' },
    summary: 'One parcel',
    who: 'anyone',
    params: z.object({ number: z.string() }),
    ok: { status: 200, meaning: 'The parcel.', schema: z.object({ number: z.string() }) },
    refuses: refusing('PARCELS.NOT_FOUND'),
  });
  /** What a use case that may also refuse a backward move gives. */
  const moved = (
    number: string,
  ): Result<{ number: string }, ParcelError<'PARCELS.NOT_FOUND' | 'PARCELS.NOT_FORWARD'>> =>
    number === 'back' ? fail(PARCEL_ERRORS.notForward) : fail(PARCEL_ERRORS.parcelNotFound);

  function app(mount: (router: EndpointRouter) => void) {
    const router = new EndpointRouter('/api');
    mount(router);
    return express().use('/api', router.router).use(errorHandler);
  }

  it('answers a declared refusal with its table’s status and the domain’s message', async () => {
    const served = app((router) =>
      router.on(lookUp, ({ params, refuse }) => {
        if (params.number !== 'KP1') throw refuse(PARCEL_ERRORS.parcelNotFound);
        return { number: params.number };
      }),
    );
    const res = await request(served).get('/api/parcel/KP2');
    expect([res.status, res.body]).toEqual([404, { message: PARCEL_ERRORS.parcelNotFound.message }]);
    expect(declaredStatuses(lookUp)).toEqual([400, 404]);
  });

  it('does not compile a failure the endpoint does not declare (and a cast past it answers 500)', async () => {
    const served = app((router) =>
      router.on(lookUp, ({ params, valueOf, refuse }) => {
        if (params.number === 'never') {
          // @ts-expect-error: a backward move is no refusal this endpoint declares
          throw refuse(PARCEL_ERRORS.notForward);
        }
        // @ts-expect-error: the use case may refuse a backward move, which the endpoint does not declare
        return valueOf(moved(params.number));
      }),
    );
    const res = await request(served).get('/api/parcel/back');
    expect(res.status).toBe(500);
  });
});
