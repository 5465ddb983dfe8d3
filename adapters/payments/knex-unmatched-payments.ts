import type { Knex } from 'knex';
import { z } from 'zod';
import type { UnmatchedPayment } from '../../core/payments/mpesa-payment.js';
import type { UnmatchedPaymentRepository } from '../../core/payments/payments.ports.js';
import { rowCodec } from '../postgres/row-codec.js';

/** mpesa_unmatched_payments' columns, once: what add inserts and every read parses. */
const unmatchedRow = rowCodec({
  trans_id: z.string(),
  amount_kes: z.coerce.number(),
  bill_ref_number: z.string(),
  msisdn: z.string(),
  payer_name: z.string(),
  received_at: z.date(),
  assigned_to: z.string().nullable(),
  assigned_at: z.date().nullable(),
});
const toUnmatched: (row: unknown) => UnmatchedPayment = unmatchedRow.fromRow;

export class KnexUnmatchedPayments implements UnmatchedPaymentRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(payment: UnmatchedPayment): Promise<'added' | 'duplicate'> {
    // The TransID's key decides between two deliveries of one payment at once.
    const inserted: unknown[] = await this.db('mpesa_unmatched_payments')
      .insert(unmatchedRow.toRow(payment))
      .onConflict('trans_id')
      .ignore()
      .returning('trans_id');
    return inserted.length === 1 ? 'added' : 'duplicate';
  }

  async find(transId: string): Promise<UnmatchedPayment | undefined> {
    const row: unknown = await this.db('mpesa_unmatched_payments').where({ trans_id: transId }).first();
    return row === undefined ? undefined : toUnmatched(row);
  }

  async listWaiting(limit: number): Promise<UnmatchedPayment[]> {
    const rows: unknown[] = await this.db('mpesa_unmatched_payments')
      .whereNull('assigned_to')
      .orderBy([
        { column: 'received_at', order: 'desc' },
        { column: 'trans_id', order: 'desc' },
      ])
      .limit(limit);
    return rows.map((row) => toUnmatched(row));
  }

  async assign(transId: string, accountId: string, at: Date): Promise<boolean> {
    const assigned = await this.db('mpesa_unmatched_payments')
      .where({ trans_id: transId })
      .whereNull('assigned_to')
      .update({ assigned_to: accountId, assigned_at: at });
    return assigned === 1;
  }
}
