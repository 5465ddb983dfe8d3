/** One row of the customer directory: what staff import and shoppers look up on How It Works. */
export interface Customer {
  firstName: string;
  lastName: string;
  /** KX followed by digits; the key of the directory. */
  accountId: string;
  phoneNumber: string | null;
}

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface CustomerDirectory {
  /** Rows per batch that suit this adapter (statement size limits, round trips). */
  readonly batchSize: number;
  /** Inserts new account IDs, updates changed rows, leaves identical rows untouched. Account IDs are distinct. */
  upsertMany(customers: readonly Customer[]): Promise<UpsertCounts>;
  /**
   * The same for a stream of batches (a whole file), read as the adapter can take them; account IDs are distinct
   * across all batches. An adapter may load them all before it counts.
   */
  upsertAll(batches: AsyncIterable<readonly Customer[]>): Promise<UpsertCounts>;
  count(): Promise<number>;
  /** Removes every customer; answers how many there were. */
  clear(): Promise<number>;
  /** Customers whose names match case-insensitively (names are stored trimmed, single-spaced). */
  findByName(firstName: string, lastName: string): Promise<Customer[]>;
  /** Up to `limit` customers ordered by account ID, after `afterAccountId`: pages for an export of any size. */
  page(afterAccountId: string | null, limit: number): Promise<Customer[]>;
}

/** upsertAll as a loop over upsertMany: for adapters with no better bulk path. */
export async function upsertEachBatch(
  directory: Pick<CustomerDirectory, 'upsertMany'>,
  batches: AsyncIterable<readonly Customer[]>,
): Promise<UpsertCounts> {
  const total: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for await (const batch of batches) {
    const counts = await directory.upsertMany(batch);
    total.inserted += counts.inserted;
    total.updated += counts.updated;
    total.unchanged += counts.unchanged;
  }
  return total;
}
