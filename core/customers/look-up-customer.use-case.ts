import type { CustomerLookup, CustomerLookupResult } from './customer-lookup.schema.js';
import { normalizeName } from './customer-names.js';
import type { CustomerDirectory } from './customers.ports.js';
import { maskPhone } from './mask-phone.js';

/** Finds a customer by both names; a name shared by several customers reveals none of them. */
export class LookUpCustomerUseCase {
  constructor(private readonly directory: CustomerDirectory) {}

  async execute(input: CustomerLookup): Promise<CustomerLookupResult> {
    const matches = await this.directory.findByName(
      normalizeName(input.firstName),
      normalizeName(input.lastName),
    );
    const [only, ...others] = matches;
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
