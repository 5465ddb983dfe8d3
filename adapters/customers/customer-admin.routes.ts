import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import { access } from 'node:fs/promises';
import { stringify } from 'csv-stringify/sync';
import {
  bulkUploadCustomersEndpoint,
  clearCustomersEndpoint,
  customerCountEndpoint,
  customerSampleCountEndpoint,
  importCustomersEndpoint,
  loadCustomerSampleEndpoint,
} from '../../core/customers/api/customer.endpoints.js';
import { CUSTOMER_ERRORS } from '../../core/customers/customer.errors.js';
import type { ImportReport } from '../../core/customers/import-report.js';
import { CUSTOMER_TOKENS } from '../../core/customers/customer.tokens.js';
import type { AppContainer } from '../wiring.js';
import { linesOfFile, linesOfText } from '../line-sources.js';
import { MAX_LINE_LENGTH } from '../../core/customers/customer-line.js';
import type { EndpointRouter } from '../http/endpoint-router.js';

/** What the page reads: the spec's `count` (rows now in the directory from this file) and the full report. */
const answer = (report: ImportReport) => ({
  count: report.inserted + report.updated + report.unchanged,
  ...report,
});

/** The admin customer-database endpoints. */
export function customerAdminRoutes(container: AppContainer, api: EndpointRouter, sampleFile: string): void {
  const directory = container.get(CUSTOMER_TOKENS.Customers);
  const users = container.get(ACCOUNT_TOKENS.Users);
  const importCustomers = container.get(CUSTOMER_TOKENS.ImportCustomers);
  const clearCustomers = container.get(CUSTOMER_TOKENS.ClearCustomers);
  /** The sample file's lines, or undefined for a deployment without the file. */
  const sampleLines = async () => {
    try {
      await access(sampleFile);
    } catch {
      return undefined;
    }
    return () => linesOfFile(sampleFile, MAX_LINE_LENGTH);
  };
  const missing = CUSTOMER_ERRORS.sampleMissing(sampleFile);

  // The page counted the directory alone, and showed 0 while the lookup found site accounts.
  api.on(customerCountEndpoint, async () => {
    const [imported, siteAccounts] = await Promise.all([directory.count(), users.count()]);
    return { count: imported + siteAccounts, siteAccounts, imported };
  });

  api.on(customerSampleCountEndpoint, async ({ refuse }) => {
    const lines = await sampleLines();
    if (!lines) throw refuse(missing);
    const report = await importCustomers.execute(lines, { dryRun: true });
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

  api.on(loadCustomerSampleEndpoint, async ({ refuse }) => {
    const lines = await sampleLines();
    if (!lines) throw refuse(missing);
    return answer(await importCustomers.execute(lines));
  });

  api.on(clearCustomersEndpoint, async () => ({ removed: await clearCustomers.execute() }));
}
