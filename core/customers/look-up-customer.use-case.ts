import type { UserRepository } from '../accounts/accounts.ports.js';
import type { CustomerLookup, CustomerLookupResult } from './customer-lookup.schema.js';
import { normalizeName } from '../shared/text-fields.js';
import type { CustomerDirectory } from './customers.ports.js';
import { maskPhone } from './mask-phone.js';

/**
 * Finds a customer by both names, among the imported customers and the site's verified accounts; a name shared by
 * several customers reveals none of them.
 */
export class LookUpCustomerUseCase {
  constructor(
    private readonly directory: CustomerDirectory,
    private readonly users: Pick<UserRepository, 'findVerifiedByName'>,
  ) {}

  async execute(input: CustomerLookup): Promise<CustomerLookupResult> {
    const firstName = normalizeName(input.firstName);
    const lastName = normalizeName(input.lastName);
    const [imported, registered] = await Promise.all([
      this.directory.findByName(firstName, lastName),
      this.users.findVerifiedByName(firstName, lastName),
    ]);
    // One account is one customer, whichever list holds it.
    const byAccount = new Map([...imported, ...registered].map((c) => [c.accountId, c]));
    const [only, ...others] = byAccount.values();
    if (!only) return { found: false };
    if (others.length > 0) return { found: true, ambiguous: true };
    return {
      found: true,
      customer: {
        firstName: only.firstName,
        accountId: only.accountId,
        phoneNumber: maskPhone(only.phoneNumber),
      },
    };
  }
}
