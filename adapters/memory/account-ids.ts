import type { Sequences } from './in-memory-tables.js';

/** Like the database's sequence (adapters/postgres/account-ids.ts): the first site account is KX100001. */
const ACCOUNT_SEQUENCE = 'accountId';
const NUMBERS_BEFORE_THE_FIRST = 100_000;

/** The next account ID of the allocator that sign-ups and imports share. */
export const nextAccountId = (sequences: Sequences): string =>
  `KX${String(NUMBERS_BEFORE_THE_FIRST + sequences.next(ACCOUNT_SEQUENCE))}`;

/** Moves the allocator past an imported customer's ID, so that no sign-up receives it. */
export function moveAccountIdsPast(sequences: Sequences, accountId: string): void {
  sequences.movePast(ACCOUNT_SEQUENCE, Number(accountId.slice(2)) - NUMBERS_BEFORE_THE_FIRST);
}
