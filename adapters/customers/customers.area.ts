import { PAGES } from '../../core/customers/api/customers.pages.js';
import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import { ClearCustomersUseCase } from '../../core/customers/clear-customers.use-case.js';
import { CUSTOMER_TOKENS } from '../../core/customers/customer.tokens.js';
import { ImportCustomersUseCase } from '../../core/customers/import-customers.use-case.js';
import { LookUpCustomerUseCase } from '../../core/customers/look-up-customer.use-case.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { customerAdminRoutes } from './customer-admin.routes.js';
import { customerLookupRoutes } from './customer-lookup.routes.js';
import { inMemoryCustomerDirectory } from './in-memory-customer-directory.js';
import { KnexCopyCustomerDirectory, KnexCustomerDirectory } from './knex-customer-directory.js';
import * as accountIdsPastImports from './migrations/20261126-008-account-ids-past-imports.js';
import { bindFactory } from '../wiring.js';
import { areaModule } from '../area-module.js';
import { CUSTOMERS_SETTINGS } from './customers.config.js';

/** The customer directory: staff's imports and the shoppers' lookup. */
export const customersArea = areaModule({
  name: 'customers',
  settings: CUSTOMERS_SETTINGS,
  pages: PAGES,
  repositories: {
    customers: {
      knex: (db, bulkLoad) =>
        bulkLoad === 'copy' ? new KnexCopyCustomerDirectory(db) : new KnexCustomerDirectory(db),
      memory: inMemoryCustomerDirectory,
    },
  },
  memoryTables: { customers: () => new Map() },
  migrations: { '20261126-008-account-ids-past-imports': accountIdsPastImports },
  bind(container, { reads }) {
    container.bind(CUSTOMER_TOKENS.Customers).toConstantValue(reads.customers);
    const { UnitOfWork: uow } = TOKENS;
    bindFactory(container, CUSTOMER_TOKENS.ImportCustomers, [uow], (u) => new ImportCustomersUseCase(u));
    bindFactory(container, CUSTOMER_TOKENS.ClearCustomers, [uow], (u) => new ClearCustomersUseCase(u));
    bindFactory(
      container,
      CUSTOMER_TOKENS.LookUpCustomer,
      [CUSTOMER_TOKENS.Customers, ACCOUNT_TOKENS.Users],
      (directory, users) => new LookUpCustomerUseCase(directory, users),
    );
  },
  routes(container, api, { config }) {
    customerLookupRoutes(container, api);
    customerAdminRoutes(container, api, CUSTOMERS_SETTINGS.of(config).sampleFile);
  },
});
