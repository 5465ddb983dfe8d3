import { setTimeout as sleep } from 'node:timers/promises';
import type { Knex } from 'knex';
import pTimeout from 'p-timeout';
import { type CallPacer, processPacer } from '../memory/call-pacer.js';
import type { Logger } from '../logger.js';

/** A reserved turn: when it is, and how long from the moment the database gave it. */
export interface CallSlot {
  /** Epoch milliseconds on the database's clock. */
  at: number;
  waitMs: number;
}

/** A database that does not answer within this (cut off, or every connection busy) is as good as down. */
export const SHARED_COUNT_TIMEOUT_MS = 1_000;

/**
 * Turns `intervalMs` apart among every instance on this database: each call reserves the next free slot of its
 * API's row in one upsert (so no two calls, on any instance, get the same one) and waits for it. The wait is
 * reckoned on the database's clock, so the instances' clocks need not agree. When the database cannot answer,
 * or not within a second, the call takes its turn from this process's own pacer instead of failing: a shopper's
 * product lookup matters more than a shared count that is back as soon as the database is.
 */
export class PostgresCallPacer implements CallPacer {
  private readonly fallback: CallPacer;

  constructor(
    private readonly knex: Knex,
    private readonly api: string,
    private readonly intervalMs: number,
    private readonly logger: Logger | undefined,
  ) {
    this.fallback = processPacer(intervalMs);
  }

  async reserve(): Promise<CallSlot> {
    const { rows } = await this.knex.raw<{ rows: { at: number; wait_ms: number }[] }>(
      `insert into call_slots as slots (api, next_at)
         values (:api, statement_timestamp() + :interval * interval '1 millisecond')
       on conflict (api) do update
         set next_at = greatest(slots.next_at, statement_timestamp()) + :interval * interval '1 millisecond'
       returning (extract(epoch from slots.next_at) * 1000 - :interval)::float8 as at,
         (extract(epoch from slots.next_at - statement_timestamp()) * 1000 - :interval)::float8 as wait_ms`,
      { api: this.api, interval: this.intervalMs },
    );
    const [slot] = rows;
    if (!slot) throw new Error('call_slots returned no row');
    return { at: slot.at, waitMs: slot.wait_ms };
  }

  async turn(): Promise<void> {
    let slot: CallSlot;
    try {
      // A reservation that fails after the timeout is dropped: the fallback has served this call already.
      slot = await pTimeout(this.reserve(), {
        milliseconds: SHARED_COUNT_TIMEOUT_MS,
        message: 'no slot within a second',
      });
    } catch (error) {
      this.logger?.warn({ err: error, api: this.api }, 'call pacing fell back to this process alone');
      return await this.fallback.turn();
    }
    if (slot.waitMs > 0) await sleep(slot.waitMs);
  }
}
