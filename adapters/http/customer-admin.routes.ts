import { access } from 'node:fs/promises';
import express, { type RequestHandler, Router } from 'express';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import type { ImportReport } from '../../core/customers/import-customers.use-case.js';
import { TOKENS } from '../../core/tokens.js';
import type { AppContainer } from '../container.js';
import { linesOfFile, linesOfText } from '../customers/line-sources.js';
import { HttpError, parseOrThrow } from './errors.js';

export const CUSTOMER_UPLOAD_LIMIT = '10mb';

export const importOptionsSchema = z.object({
  allOrNothing: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

const text = z.string().max(200).optional().default('');
/** The specification's JSON upload; each object becomes one CSV line for the same import. */
export const bulkUploadSchema = z.object(
  {
    customers: z
      .array(z.object({ firstName: text, lastName: text, accountId: text, phoneNumber: text.nullable() }), {
        error: 'customers must be a list',
      })
      .max(200_000, 'At most 200,000 customers per upload'),
  },
  { error: 'The request body must be a JSON object' },
);

/** What the page reads: the spec's `count` (rows now in the directory from this file) and the full report. */
const answer = (report: ImportReport) => ({
  count: report.inserted + report.updated + report.unchanged,
  ...report,
});

/**
 * The admin customer-database endpoints, mounted at /customers. The caller puts them behind the admin guard; each parses its own body
 * (up to 10 MB) only after the guard has let the request through.
 */
export function customerAdminRoutes(
  container: AppContainer,
  staffOnly: RequestHandler[],
  sampleFile: string,
): Router {
  const directory = container.get(TOKENS.Customers);
  const importCustomers = container.get(TOKENS.ImportCustomers);
  const clearCustomers = container.get(TOKENS.ClearCustomers);
  const router = Router();
  /** The sample file's lines; a deployment without the file gets a clear 404, not a failed import. */
  const sampleLines = async () => {
    try {
      await access(sampleFile);
    } catch {
      throw new HttpError('NOT_FOUND', `The customer sample file is missing (${sampleFile}).`);
    }
    return () => linesOfFile(sampleFile);
  };

  router.get('/count', ...staffOnly, async (_req, res) => {
    res.json({ count: await directory.count() });
  });

  router.get('/sample', ...staffOnly, async (_req, res) => {
    const report = await importCustomers.execute(await sampleLines(), { dryRun: true });
    res.json({ count: answer(report).count });
  });

  router.post(
    '/import',
    ...staffOnly,
    express.text({ type: ['text/*', 'application/octet-stream'], limit: CUSTOMER_UPLOAD_LIMIT }),
    async (req, res) => {
      if (typeof req.body !== 'string') {
        throw new HttpError('VALIDATION', 'Send the file as text/csv or text/plain');
      }
      const options = parseOrThrow(importOptionsSchema, req.query);
      res.json(answer(await importCustomers.execute(() => linesOfText(req.body as string), options)));
    },
  );

  router.post(
    '/bulk-upload',
    ...staffOnly,
    express.json({ limit: CUSTOMER_UPLOAD_LIMIT }),
    async (req, res) => {
      const { customers } = parseOrThrow(bulkUploadSchema, req.body);
      const rows = customers.map((c) => [c.firstName, c.lastName, c.accountId, c.phoneNumber ?? '']);
      const text = stringify(rows);
      res.json(answer(await importCustomers.execute(() => linesOfText(text))));
    },
  );

  router.post('/load-all-data', ...staffOnly, async (_req, res) => {
    res.json(answer(await importCustomers.execute(await sampleLines())));
  });

  router.delete('/clear', ...staffOnly, async (_req, res) => {
    res.json({ removed: await clearCustomers.execute() });
  });

  return router;
}
