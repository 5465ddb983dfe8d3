import type { Knex } from 'knex';
import pTimeout from 'p-timeout';
import { z } from 'zod';
import { type CallBudget, processBudget } from '../memory/call-budget.js';
import type { Logger } from '../logger.js';
import { SHARED_COUNT_TIMEOUT_MS } from './postgres-call-pacer.js';

const answerSchema = z.object({ rows: z.array(z.unknown()) });

/**
 * A day's budget of calls to a rate-limited API shared by every instance on this database: one row per API and
 * UTC day, and each call counts itself in one upsert that refuses to go past the budget (so no two instances
 * can both take the last call). When the database cannot answer, or not within a second, this process counts
 * alone instead of failing.
 */
export class PostgresCallBudget implements CallBudget {
  private readonly fallback: CallBudget;

  constructor(
    private readonly knex: Knex,
    private readonly api: string,
    private readonly perDay: number,
    private readonly logger: Logger | undefined,
  ) {
    this.fallback = processBudget(perDay);
  }

  async take(): Promise<boolean> {
    try {
      const counting = this.knex.raw(
        `insert into call_budgets as budget (api, day, used)
           values (:api, (statement_timestamp() at time zone 'UTC')::date, 1)
         on conflict (api, day) do update set used = budget.used + 1 where budget.used < :perDay
         returning used`,
        { api: this.api, perDay: this.perDay },
      );
      const answer: unknown = await pTimeout(Promise.resolve(counting), {
        milliseconds: SHARED_COUNT_TIMEOUT_MS,
        message: 'no count within a second',
      });
      // No row: the budget refused the update.
      return answerSchema.parse(answer).rows.length === 1;
    } catch (error) {
      this.logger?.warn({ err: error, api: this.api }, 'call budget fell back to this process alone');
      return this.fallback.take();
    }
  }
}
