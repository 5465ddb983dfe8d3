/**
 * Every table of the in-memory adapter: each repository's file adds its own (`declare module
 * './in-memory-tables.js'`) and its area module gives it empty. A transaction works on a copy and swaps it in on
 * success, so a repository reads its table from this object at each call.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each repository's declaration
export interface Tables {}

/** A table is a Map or an array of rows. */
type Table = Map<unknown, unknown> | unknown[];

/** The copy a transaction works on: new maps and arrays over the same rows (a transaction replaces a row). */
export function copyTables(tables: Tables): Tables {
  const entries = Object.entries(tables) as [string, Table][];
  const copies = entries.map(([name, table]): [string, Table] => [
    name,
    Array.isArray(table) ? [...table] : new Map(table),
  ]);
  return Object.fromEntries(copies) as unknown as Tables;
}

/** Named sequences. Like a database's, a sequence moves on even when its transaction rolls back. */
export interface Sequences {
  next(sequence: string): number;
  /** Moves the sequence so that its next value is above `value`; never back. */
  movePast(sequence: string, value: number): void;
}

/** Stored values are cloned on the way in and out, as a database would, so callers cannot alias them. */
export const clone = <T>(value: T): T => structuredClone(value);

/** Behaves like a primary key: a second row with the same id is refused. */
export function insert<T extends { id: string }>(table: Map<string, T>, row: T): Promise<void> {
  if (table.has(row.id)) return Promise.reject(new Error(`duplicate key: ${row.id}`));
  table.set(row.id, clone(row));
  return Promise.resolve();
}
