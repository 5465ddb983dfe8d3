import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import type { UserRepository } from '../accounts/accounts.ports.js';
import type { LedgerRepository } from '../ledger/ledger.ports.js';
import { isoDateIn } from '../shared/calendar.js';
import type { Cents } from '../shared/money.js';
import type { StaffEntry } from './staff-entry.js';

/** Staff count the day's takings by Nairobi's calendar. */
export const PAYMENTS_TIME_ZONE = 'Africa/Nairobi';

/** A day's payments, newest first, each with its account ID, and what they brought in. */
export interface PaymentDay {
  day: string;
  payments: StaffEntry[];
  /** The payments that stand: a reversed one brought nothing in. */
  totalCents: Cents;
}

/** Today in Nairobi, YYYY-MM-DD. */
export const paymentDayOf = (now: Date): string => isoDateIn(now, PAYMENTS_TIME_ZONE);

/** The payments posted on `day` (YYYY-MM-DD, Nairobi time) to every account: one read of each store. */
export async function paymentsOfDay(
  reads: { ledger: LedgerRepository; users: UserRepository },
  day: string,
): Promise<PaymentDay> {
  // Noon UTC is that same calendar day in Nairobi; its midnight there starts the day (any year, as typed).
  const start = startOfDay(new TZDate(`${day}T12:00:00Z`, PAYMENTS_TIME_ZONE));
  const entries = await reads.ledger.paymentsBetween(start, addDays(start, 1));
  const owners = await reads.users.findByIds([...new Set(entries.map((e) => e.userId))]);
  const accountIds = new Map(owners.map((owner) => [owner.id, owner.accountId]));
  return {
    day,
    payments: entries.map((entry) => ({ entry, accountId: accountIds.get(entry.userId) ?? '' })),
    totalCents: entries.reduce((total, e) => (e.reversedBy === null ? total + e.amountCents : total), 0),
  };
}
