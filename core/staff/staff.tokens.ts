import { token } from '../shared/token.js';
import type { AddNoteUseCase } from './add-note.use-case.js';
import type { ChangeDestinationUseCase } from './change-destination.use-case.js';
import type { SearchCustomersUseCase } from './search-customers.use-case.js';
import type { SendAccountLinkUseCase } from './send-account-link.use-case.js';
import type { CustomerSearch } from './staff.ports.js';
import type { ViewCustomerUseCase } from './view-customer.use-case.js';

export const STAFF_TOKENS = {
  /** The search outside any transaction, for reads. */
  CustomerSearch: token<CustomerSearch>('StaffCustomerSearch'),
  SearchCustomers: token<SearchCustomersUseCase>('StaffSearchCustomers'),
  ViewCustomer: token<ViewCustomerUseCase>('StaffViewCustomer'),
  AddNote: token<AddNoteUseCase>('StaffAddNote'),
  SendAccountLink: token<SendAccountLinkUseCase>('StaffSendAccountLink'),
  ChangeDestination: token<ChangeDestinationUseCase>('StaffChangeDestination'),
} as const;
