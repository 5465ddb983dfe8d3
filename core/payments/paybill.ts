import { ACCOUNT_ID_PATTERN } from '../accounts/account-id.js';
import type { UserRepository } from '../accounts/accounts.ports.js';
import { centsForShillings } from '../ledger/shillings.js';
import type { ExchangeRate } from '../shared/exchange-rate.js';

/**
 * The account ID a payer typed as the paybill's account number: KX and digits, in any case, spaces ignored
 * ("kx 100 001" is KX100001); undefined when it is not of that form.
 */
export function accountIdOf(billRefNumber: string): string | undefined {
  const compact = billRefNumber.replace(/\s+/g, '').toUpperCase();
  return ACCOUNT_ID_PATTERN.test(compact) ? compact : undefined;
}

/** Whether the paybill should take a payment M-Pesa asks about (C2B validation), and why not. */
export type PaybillCheck = 'accepted' | 'unknown-account' | 'invalid-amount';

/**
 * A payment is taken when its account number names an account of this site and it is worth at least a cent at the
 * rate (a shilling is worth less than a cent at most rates: it could be credited as nothing).
 */
export async function checkPaybillPayment(
  users: Pick<UserRepository, 'findByAccountId'>,
  rate: ExchangeRate,
  payment: { billRefNumber: string; amountKes: number },
): Promise<PaybillCheck> {
  const accountId = accountIdOf(payment.billRefNumber);
  if (accountId === undefined || !(await users.findByAccountId(accountId))) return 'unknown-account';
  return centsForShillings(payment.amountKes, rate) >= 1 ? 'accepted' : 'invalid-amount';
}
