import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import { LEDGER_TOKENS } from '../../core/ledger/ledger.tokens.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { PAGES } from '../../core/staff/api/staff.pages.js';
import { AddNoteUseCase } from '../../core/staff/add-note.use-case.js';
import { ChangeDestinationUseCase } from '../../core/staff/change-destination.use-case.js';
import { SearchCustomersUseCase } from '../../core/staff/search-customers.use-case.js';
import { SendAccountLinkUseCase } from '../../core/staff/send-account-link.use-case.js';
import { STAFF_TOKENS } from '../../core/staff/staff.tokens.js';
import { ViewCustomerUseCase } from '../../core/staff/view-customer.use-case.js';
import { areaModule } from '../area-module.js';
import { bindFactory } from '../wiring.js';
import { inMemoryCustomerNotices, inMemoryCustomerSearch, inMemoryStaffNotes } from './in-memory-staff.js';
import { KnexCustomerNotices } from './knex-customer-notices.js';
import { KnexCustomerSearch } from './knex-customer-search.js';
import { KnexStaffNotes } from './knex-staff-notes.js';
import * as customerSearch from './migrations/20261204-130-customer-search.js';
import { staffRoutes } from './staff.routes.js';

/** The staff's customer pages: one search over every account and imported customer, a page per customer, notes. */
export const staffArea = areaModule({
  name: 'staff',
  pages: PAGES,
  repositories: {
    customerSearch: { knex: (db) => new KnexCustomerSearch(db), memory: inMemoryCustomerSearch },
    staffNotes: { knex: (db) => new KnexStaffNotes(db), memory: inMemoryStaffNotes },
    customerNotices: { knex: (db) => new KnexCustomerNotices(db), memory: inMemoryCustomerNotices },
  },
  memoryTables: { staffNotes: () => [] },
  migrations: { '20261204-130-customer-search': customerSearch },
  bind(container, { reads }) {
    const { UnitOfWork: uow, Clock: clock, Ids: ids } = TOKENS;
    container.bind(STAFF_TOKENS.CustomerSearch).toConstantValue(reads.customerSearch);
    bindFactory(
      container,
      STAFF_TOKENS.SearchCustomers,
      [STAFF_TOKENS.CustomerSearch],
      (search) => new SearchCustomersUseCase(search),
    );
    bindFactory(
      container,
      STAFF_TOKENS.ViewCustomer,
      [uow, LEDGER_TOKENS.ViewStatement],
      (u, statements) => new ViewCustomerUseCase(u, statements),
    );
    bindFactory(container, STAFF_TOKENS.AddNote, [uow, clock, ids], (u, c, i) => new AddNoteUseCase(u, c, i));
    bindFactory(
      container,
      STAFF_TOKENS.SendAccountLink,
      [uow, ACCOUNT_TOKENS.RequestPasswordReset, clock],
      (u, passwordReset, c) => new SendAccountLinkUseCase(u, passwordReset, c),
    );
    bindFactory(
      container,
      STAFF_TOKENS.ChangeDestination,
      [uow, clock],
      (u, c) => new ChangeDestinationUseCase(u, c),
    );
  },
  routes: staffRoutes,
});
