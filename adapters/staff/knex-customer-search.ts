import type { Knex } from 'knex';
import { z } from 'zod';
import type { CustomerQuery } from '../../core/staff/search-query.js';
import type { CustomerHit, CustomerSearch } from '../../core/staff/staff.ports.js';
import { nameExpression, phoneExpression } from './migrations/20261204-130-customer-search.js';

const hitRow = z.object({
  account_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  source: z.enum(['site-account', 'imported']),
});

/** `%`, `_` and `\` typed by staff are letters, not LIKE's wildcards. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The condition of one query on one table, by the very expressions the migration indexed. */
function condition(query: CustomerQuery, hasEmail: boolean): { sql: string; bindings: string[] } | undefined {
  switch (query.kind) {
    case 'account-id':
      return { sql: 'account_id = ?', bindings: [query.accountId] };
    case 'email':
      return hasEmail ? { sql: 'lower(email) = ?', bindings: [query.email] } : undefined;
    case 'phone':
      return { sql: `${phoneExpression('phone_number')} = ?`, bindings: [query.subscriber] };
    case 'name':
      return {
        sql: `${nameExpression('first_name', 'last_name')} like ?`,
        bindings: [`%${likeLiteral(query.part)}%`],
      };
  }
}

/**
 * Site accounts (users) and imported customers (customer_addresses) searched as one list: each table by its own
 * index, each side limited, then merged in account ID order (an account ID is on one side only).
 */
export class KnexCustomerSearch implements CustomerSearch {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async search(query: CustomerQuery, afterAccountId: string | null, limit: number): Promise<CustomerHit[]> {
    const side = (table: 'users' | 'customer_addresses') => {
      const isUsers = table === 'users';
      const where = condition(query, isUsers);
      if (!where) return undefined;
      const builder = this.db(table)
        .select(
          'account_id',
          'first_name',
          'last_name',
          this.db.raw(isUsers ? 'email' : 'null::text as email'),
          'phone_number',
          this.db.raw('? as source', [isUsers ? 'site-account' : 'imported']),
        )
        .whereRaw(where.sql, where.bindings)
        .orderBy('account_id')
        .limit(limit);
      return afterAccountId === null ? builder : builder.where('account_id', '>', afterAccountId);
    };
    const sides = [side('users'), side('customer_addresses')].flatMap((s) => (s ? [s] : []));
    const rows = (await Promise.all(sides.map(async (s) => (await s) as unknown[]))).flat();
    return rows
      .map((row) => {
        const r = hitRow.parse(row);
        return {
          accountId: r.account_id,
          firstName: r.first_name,
          lastName: r.last_name,
          email: r.email,
          phoneNumber: r.phone_number,
          source: r.source,
        };
      })
      .sort((a, b) => (a.accountId < b.accountId ? -1 : 1))
      .slice(0, limit);
  }
}
