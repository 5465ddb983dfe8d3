import { access } from 'node:fs/promises';
import { stringify } from 'csv-stringify/sync';
import {
  bulkUploadCustomersEndpoint,
  clearCustomersEndpoint,
  customerCountEndpoint,
  customerSampleCountEndpoint,
  importCustomersEndpoint,
  loadCustomerSampleEndpoint,
} from '../../core/customers/customer.endpoints.js';
import type { ImportReport } from '../../core/customers/import-customers.use-case.js';
import { CUSTOMER_TOKENS } from '../../core/customers/customer.tokens.js';
import type { AppContainer } from '../wiring.js';
import { linesOfFile, linesOfText } from '../line-sources.js';
import { MAX_LINE_LENGTH } from '../../core/customers/customer-line.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import { HttpError } from '../http/errors.js';

/** What the page reads: the spec's `count` (rows now in the directory from this file) and the full report. */
const answer = (report: ImportReport) => ({
  count: report.inserted + report.updated + report.unchanged,
  ...report,
});

/** The admin customer-database endpoints. */
export function customerAdminRoutes(container: AppContainer, api: EndpointRouter, sampleFile: string): void {
  const directory = container.get(CUSTOMER_TOKENS.Customers);
  const importCustomers = container.get(CUSTOMER_TOKENS.ImportCustomers);
  const clearCustomers = container.get(CUSTOMER_TOKENS.ClearCustomers);
  /** The sample file's lines; a deployment without the file gets a clear 404, not a failed import. */
  const sampleLines = async () => {
    try {
      await access(sampleFile);
    } catch {
      throw new HttpError('NOT_FOUND', `The customer sample file is missing (${sampleFile}).`);
    }
    return () => linesOfFile(sampleFile, MAX_LINE_LENGTH);
  };

  api.on(customerCountEndpoint, async () => ({ count: await directory.count() }));

  api.on(customerSampleCountEndpoint, async () => {
    const report = await importCustomers.execute(await sampleLines(), { dryRun: true });
    return { count: answer(report).count };
  });

  api.on(importCustomersEndpoint, async ({ body, query }) =>
    answer(await importCustomers.execute(() => linesOfText(body), query)),
  );

  api.on(bulkUploadCustomersEndpoint, async ({ body }) => {
    const rows = body.customers.map((c) => [c.firstName, c.lastName, c.accountId, c.phoneNumber ?? '']);
    const text = stringify(rows);
    return answer(await importCustomers.execute(() => linesOfText(text)));
  });

  api.on(loadCustomerSampleEndpoint, async () => answer(await importCustomers.execute(await sampleLines())));

  api.on(clearCustomersEndpoint, async () => ({ removed: await clearCustomers.execute() }));
}
