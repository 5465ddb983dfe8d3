/** Where the core gets a new record's id, so that tests can name the ids they will see (like the Clock). */
export interface Ids {
  /** A new id, unique among every record's: a UUID in production. */
  next(): string;
}
