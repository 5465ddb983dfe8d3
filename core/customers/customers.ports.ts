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
  /** Rows per upsertMany call that suit this adapter (statement size limits, round trips). */
  readonly batchSize: number;
  /** Inserts new account IDs, updates changed rows, leaves identical rows untouched. Account IDs are distinct. */
  upsertMany(customers: readonly Customer[]): Promise<UpsertCounts>;
  count(): Promise<number>;
  /** Removes every customer; answers how many there were. */
  clear(): Promise<number>;
  /** Customers whose names match case-insensitively (names are stored trimmed, single-spaced). */
  findByName(firstName: string, lastName: string): Promise<Customer[]>;
  /** Up to `limit` customers ordered by account ID, after `afterAccountId`: pages for an export of any size. */
  page(afterAccountId: string | null, limit: number): Promise<Customer[]>;
}
