import * as z from 'zod/mini';
import { requiredText } from '../shared/text-fields.js';
import { normalizeName } from './customer-names.js';
import type { CustomerDirectory } from './customers.ports.js';

export const MISSING_NAMES = 'Missing Information: Please enter both first and last names.';

export const customerLookupSchema = z.object(
  { firstName: requiredText(MISSING_NAMES, 100), lastName: requiredText(MISSING_NAMES, 100) },
  { error: 'The request body must be a JSON object' },
);
export type CustomerLookupInput = z.output<typeof customerLookupSchema>;

export type CustomerLookupResult =
  | { found: false }
  /** Several customers share the name: none of their details is shown to whoever typed it. */
  | { found: true; ambiguous: true }
  | { found: true; customer: { firstName: string; accountId: string; phoneNumber: string | null } };

/** Every digit but the last three hidden: enough for a customer to recognise their number, no more. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '').length;
  let seen = 0;
  return phone.replace(/\d/g, (digit) => (++seen > digits - 3 ? digit : '•'));
}

export class LookUpCustomerUseCase {
  constructor(private readonly directory: CustomerDirectory) {}

  async execute(input: CustomerLookupInput): Promise<CustomerLookupResult> {
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
