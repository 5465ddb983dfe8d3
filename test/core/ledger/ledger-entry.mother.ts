import { type LedgerEntry, newLedgerEntry } from '../../../core/ledger/ledger-entry.js';
import { uniqueNumber } from '../../support/unique.js';

const AT = new Date('2026-11-20T10:00:00.000Z');

/**
 * A ledger entry (Object Mother): a $27.00 shipping charge with a source and an id no other call gives (a random
 * UUID: the stores' tests share their databases).
 */
export const anEntry = (overrides: Partial<LedgerEntry> & Pick<LedgerEntry, 'userId'>): LedgerEntry =>
  newLedgerEntry(
    {
      id: crypto.randomUUID(),
      kind: 'charge',
      amountCents: 2700,
      source: { kind: 'test', id: String(uniqueNumber()) },
      description: 'Shipping',
      ...overrides,
    },
    overrides.postedAt ?? AT,
  );

/** A payment of `amountCents` (Object Mother). */
export const aPayment = (
  userId: string,
  amountCents: number,
  overrides: Partial<LedgerEntry> = {},
): LedgerEntry =>
  anEntry({
    userId,
    kind: 'payment',
    amountCents,
    method: 'mpesa',
    description: 'M-Pesa payment',
    ...overrides,
  });

/** The full reversal of `entry` (Object Mother). */
export const aReversalOf = (entry: LedgerEntry, overrides: Partial<LedgerEntry> = {}): LedgerEntry =>
  anEntry({
    userId: entry.userId,
    kind: 'reversal',
    amountCents: entry.amountCents,
    reverses: entry.id,
    reason: 'Posted in error',
    description: `Reversal: ${entry.description}`,
    ...overrides,
  });
