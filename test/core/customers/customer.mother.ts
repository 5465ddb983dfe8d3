import type { Customer } from '../../../core/customers/customer.js';
import { anAccountId } from '../accounts/user.mother.js';

/** A customer of the imported directory (Object Mother): Achieng Otieno, with a phone and a unique account ID. */
export const aCustomer = (overrides: Partial<Customer> = {}): Customer => ({
  firstName: 'Achieng',
  lastName: 'Otieno',
  accountId: anAccountId(),
  phoneNumber: '+254712345678',
  ...overrides,
});
