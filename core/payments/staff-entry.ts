import type { PostedEntry } from '../ledger/ledger-entry.js';
import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { LedgerPorts } from '../ledger/ledger.ports.js';

/** An entry as staff see it: with the account ID of the account it was posted to. */
export interface StaffEntry {
  entry: PostedEntry;
  accountId: string;
}

/** An entry posted in this transaction, as the ledger keeps it, with its account's ID. */
export async function staffEntry(
  { ledger, users }: LedgerPorts & Pick<AccountsPorts, 'users'>,
  entryId: string,
): Promise<StaffEntry> {
  const entry = await ledger.find(entryId);
  // An entry's account is never removed while the ledger holds it (a foreign key keeps it).
  const owner = entry && (await users.findById(entry.userId));
  if (!entry || !owner) throw new Error(`the entry ${entryId} posted in this transaction is not found`);
  return { entry, accountId: owner.accountId };
}
