import { Command } from 'commander';
import type { AppContainer } from '../adapters/wiring.js';
import { customerPageResponse } from '../core/staff/api/staff-responses.schema.js';
import { STAFF_REFUSALS } from '../core/staff/api/staff.refusals.js';
import { STAFF_ERRORS } from '../core/staff/staff.errors.js';
import { customerParams, customerSearchQuerySchema } from '../core/staff/staff.schema.js';
import { STAFF_TOKENS } from '../core/staff/staff.tokens.js';
import { DomainFailure, UsageError } from './errors.js';
import { say, sayJson } from './terminal.js';

async function withApp(container: () => Promise<AppContainer>, work: (app: AppContainer) => Promise<void>) {
  const app = await container();
  try {
    await work(app);
  } finally {
    await app.close();
  }
}

/** The staff's customer search and page, as the admin pages read them. */
export function staffCommand(container: () => Promise<AppContainer>): Command {
  const staff = new Command('staff').description(
    'Customers as staff see them: the search and one customer’s page',
  );
  staff
    .command('find')
    .description('site accounts and imported customers by account ID, name part, phone or e-mail (first 25)')
    .argument('<query...>', 'what to search for')
    .action((words: string[]) => {
      const parsed = customerSearchQuerySchema.safeParse({ q: words.join(' ') });
      if (!parsed.success)
        throw new UsageError(parsed.error.issues[0]?.message ?? 'Type what to search for.');
      return withApp(container, async (app) => {
        const { customers, nextCursor } = await app.get(STAFF_TOKENS.SearchCustomers).execute(parsed.data);
        for (const c of customers)
          say(
            [
              c.accountId,
              `${c.firstName} ${c.lastName}`,
              c.phoneNumber ?? '-',
              c.email ?? '-',
              c.source,
            ].join('\t'),
          );
        say(`${String(customers.length)} found${nextCursor ? ', more on the admin page' : ''}.`);
      });
    });
  staff
    .command('customer')
    .description('one customer’s page as JSON: identity, destination, parcels, statement, notices, notes')
    .argument('<accountId>', 'KX and digits')
    .action((accountId: string) => {
      const parsed = customerParams.safeParse({ accountId });
      if (!parsed.success) throw new UsageError(`"${accountId}" is not an account ID (KX and digits).`);
      return withApp(container, async (app) => {
        const page = await app.get(STAFF_TOKENS.ViewCustomer).execute(parsed.data.accountId);
        if (!page)
          throw new DomainFailure(STAFF_ERRORS.customerNotFound, STAFF_REFUSALS, parsed.data.accountId);
        sayJson(customerPageResponse(page), 2);
      });
    });
  return staff;
}
