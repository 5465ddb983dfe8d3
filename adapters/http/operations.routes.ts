import type { RequestHandler } from 'express';
import * as z from 'zod/mini';
import { endpoint } from '../../core/shared/endpoint.js';
import { houseRefusals } from '../../core/shared/refusals.js';
import type { ReadinessCheck } from '../wiring.js';
import { EndpointRouter } from './endpoint-router.js';
import { HttpError } from './errors.js';

const OPERATIONS = {
  name: 'operations',
  description: 'Liveness and readiness, for the load balancer and the orchestrator.',
};
const statusSchema = (status: string) => z.object({ status: z.literal(status) });

const healthEndpoint = endpoint({
  operationId: 'health',
  method: 'GET',
  path: '/healthz',
  tag: OPERATIONS,
  summary: 'The process is up',
  who: 'anyone',
  ok: { status: 200, meaning: 'Up.', schema: statusSchema('ok') },
});

const readinessEndpoint = endpoint({
  operationId: 'readiness',
  method: 'GET',
  path: '/readyz',
  tag: OPERATIONS,
  summary: 'The database answers: ready for traffic',
  who: 'anyone',
  ok: { status: 200, meaning: 'Ready.', schema: statusSchema('ready') },
  refuses: houseRefusals('UNAVAILABLE'),
});

/** Served by the API router, which makes the description from every endpoint it mounts. */
export const openApiEndpoint = endpoint({
  operationId: 'openApiDescription',
  method: 'GET',
  path: '/api/openapi.json',
  tag: OPERATIONS,
  summary: 'This description',
  who: 'anyone',
  ok: { status: 200, meaning: 'The OpenAPI 3.1 document.', schema: z.looseObject({}) },
});

/** /healthz and /readyz, at the root, outside the API's cross-site check. */
export function operationsRoutes(
  readiness: ReadinessCheck,
  shuttingDown: (() => boolean) | undefined,
  apiHeaders: RequestHandler,
): EndpointRouter {
  const operations = new EndpointRouter('');
  const before = { before: [apiHeaders] };
  operations.on(healthEndpoint, () => ({ status: 'ok' as const }), before);
  operations.on(
    readinessEndpoint,
    async () => {
      if (shuttingDown?.()) throw new HttpError('UNAVAILABLE', 'The server is shutting down');
      try {
        await readiness();
      } catch (error) {
        throw new HttpError('UNAVAILABLE', 'The database is unreachable', undefined, { cause: error });
      }
      return { status: 'ready' as const };
    },
    before,
  );
  return operations;
}
