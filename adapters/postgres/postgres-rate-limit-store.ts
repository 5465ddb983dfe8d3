import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Knex } from 'knex';
import type { PoolClient, QueryResult } from 'pg';
import type { Logger } from '../logger.js';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';

/** The table the migration creates; every limiter shares it, each under its own key prefix. */
const TABLE = 'rate_limits';

interface PgQuery {
  text: string;
  values?: unknown[];
}

/**
 * The library names its prepared statements. The embedded database keeps one session for every connection that
 * reaches it, so a reconnected client would prepare a name that already exists there (42P05); unnamed statements
 * run on any database. Connections come from knex's pool, as the library's own knex mode takes them.
 */
const unnamedStatements = (knex: Knex) => {
  const pool = knex.client as {
    acquireConnection(): Promise<PoolClient>;
    releaseConnection(connection: PoolClient): Promise<void>;
  };
  return {
    query: async ({ text, values }: PgQuery): Promise<QueryResult> => {
      const connection = await pool.acquireConnection();
      try {
        return await connection.query(text, values);
      } finally {
        await pool.releaseConnection(connection);
      }
    },
  };
};

const info = (res: RateLimiterRes): ClientRateLimitInfo => ({
  totalHits: res.consumedPoints,
  resetTime: new Date(Date.now() + res.msBeforeNext),
});

/**
 * express-rate-limit's counters kept in PostgreSQL by rate-limiter-flexible, so that every instance behind a
 * load balancer counts the same requests: a limit of 5 stays 5 with two servers. The window is the limiter's
 * own (`init` gives it); a failed query rejects, and the error table responds with 503.
 */
class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private counter: RateLimiterPostgres | undefined;

  constructor(
    private readonly knex: Knex,
    name: string,
    private readonly pruneExpired: boolean,
    private readonly logger: Logger | undefined,
  ) {
    this.prefix = `${name}:`;
  }

  init(options: Options): void {
    this.counter = new RateLimiterPostgres({
      storeClient: unnamedStatements(this.knex),
      storeType: 'pool',
      tableName: TABLE,
      tableCreated: true,
      keyPrefix: this.prefix.slice(0, -1),
      // Only express-rate-limit refuses; the count is all this store keeps.
      points: typeof options.limit === 'number' ? options.limit : 1,
      duration: options.windowMs / 1000,
      clearExpiredByTimeout: this.pruneExpired,
    });
  }

  private get started(): RateLimiterPostgres {
    if (!this.counter) throw new Error('the rate-limit store was used before express-rate-limit started it');
    return this.counter;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const res = await this.started.get(key);
    return res ? info(res) : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    return info(await this.started.penalty(key, 1));
  }

  /**
   * Runs after the response (a sign-in that succeeded). Only a count still in its window is lowered, and never below
   * zero: the library's reward would start a new window at -1 when the row has expired or a successful sign-in
   * has just cleared it, and the next request would then count as the 0th. If the database is away, one request
   * stays counted.
   */
  async decrement(key: string): Promise<void> {
    try {
      await this.knex(TABLE)
        .where({ key: this.started.getKey(key) })
        .andWhere('expire', '>', Date.now())
        .update({ points: this.knex.raw('greatest(points - 1, 0)') });
    } catch (error) {
      this.logger?.warn({ err: error, limiter: this.prefix }, 'a rate-limit count could not be lowered');
    }
  }

  async resetKey(key: string): Promise<void> {
    await this.started.delete(key);
  }
}

/** One store per limiter name; the first also deletes expired rows for all (hourly, off the request path). */
export function postgresRateLimitStores(knex: Knex, logger?: Logger): (name: string) => Store {
  let pruner = true;
  return (name) => {
    const store = new PostgresRateLimitStore(knex, name, pruner, logger);
    pruner = false;
    return store;
  };
}
