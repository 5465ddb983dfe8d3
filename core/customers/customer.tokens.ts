import { token } from '../shared/token.js';
import type { ClearCustomersUseCase } from './clear-customers.use-case.js';
import type { CustomerDirectory } from './customers.ports.js';
import type { ImportCustomersUseCase } from './import-customers.use-case.js';
import type { LookUpCustomerUseCase } from './look-up-customer.use-case.js';

export const CUSTOMER_TOKENS = {
  /** The customer directory outside any transaction, for reads and single changes. */
  Customers: token<CustomerDirectory>('Customers'),
  ImportCustomers: token<ImportCustomersUseCase>('ImportCustomers'),
  LookUpCustomer: token<LookUpCustomerUseCase>('LookUpCustomer'),
  ClearCustomers: token<ClearCustomersUseCase>('ClearCustomers'),
} as const;
