import type { Knex } from 'knex';
import { z } from 'zod';
import { MPESA_PAYMENT_STATUSES, type MpesaPayment } from '../../core/payments/mpesa-payment.js';
import { PAYMENT_FAILURES } from '../../core/payments/mpesa-results.js';
import type { MpesaPaymentRepository, Settlement } from '../../core/payments/payments.ports.js';
import { rowCodec } from '../postgres/row-codec.js';

/** A date column as YYYY-MM-DD, whichever way the driver hands it over. */
const isoDay = (day: Date | string): string =>
  typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10);

/** mpesa_payments' columns, once: what add inserts and every read parses (next_query_at is the queue's own). */
const paymentRow = rowCodec({
  id: z.string(),
  user_id: z.string(),
  account_id: z.string(),
  phone: z.string(),
  amount_kes: z.coerce.number().int(),
  amount_cents: z.coerce.number().int(),
  kes_per_usd: z.coerce.number(),
  rate_date: z.union([z.date(), z.string()]).transform(isoDay),
  merchant_request_id: z.string(),
  checkout_request_id: z.string(),
  status: z.enum(MPESA_PAYMENT_STATUSES),
  failure: z.enum(PAYMENT_FAILURES).nullable(),
  provider_code: z.string().nullable(),
  provider_description: z.string().nullable(),
  receipt_number: z.string().nullable(),
  entry_id: z.string().nullable(),
  created_at: z.date(),
  settled_at: z.date().nullable(),
});
const toPayment: (row: unknown) => MpesaPayment = paymentRow.fromRow;

const parsed = (row: unknown): MpesaPayment | undefined => (row === undefined ? undefined : toPayment(row));

export class KnexMpesaPayments implements MpesaPaymentRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(payment: MpesaPayment, askAt: Date): Promise<void> {
    await this.db('mpesa_payments').insert({ ...paymentRow.toRow(payment), next_query_at: askAt });
  }

  async holdReceipt(receiptNumber: string): Promise<void> {
    // Per schema, as the account IDs' lock: test schemas on one server never wait for each other.
    await this.db.raw(`select pg_advisory_xact_lock(hashtext(current_schema() || '.mpesa-receipt.' || ?))`, [
      receiptNumber.toUpperCase(),
    ]);
  }

  async find(id: string): Promise<MpesaPayment | undefined> {
    return parsed(await this.db('mpesa_payments').where({ id }).first());
  }

  async findByCheckout(checkoutRequestId: string): Promise<MpesaPayment | undefined> {
    return parsed(await this.db('mpesa_payments').where({ checkout_request_id: checkoutRequestId }).first());
  }

  async findByReceipt(receiptNumber: string): Promise<MpesaPayment | undefined> {
    return parsed(await this.db('mpesa_payments').where({ receipt_number: receiptNumber }).first());
  }

  async findAwaitingReceipt(
    userId: string,
    amountKes: number,
    since: Date,
  ): Promise<MpesaPayment | undefined> {
    return parsed(
      await this.db('mpesa_payments')
        .where({ user_id: userId, amount_kes: amountKes, status: 'paid' })
        .whereNull('receipt_number')
        .where('created_at', '>=', since)
        .first(),
    );
  }

  async settle(checkoutRequestId: string, settlement: Settlement): Promise<MpesaPayment | undefined> {
    // The row's lock decides between two settlements at once: the second waits, then finds it no longer pending.
    const rows: unknown[] = await this.db('mpesa_payments')
      .where({ checkout_request_id: checkoutRequestId, status: 'pending' })
      .update({
        status: settlement.status,
        failure: settlement.failure,
        provider_code: settlement.providerCode,
        provider_description: settlement.providerDescription,
        receipt_number: settlement.receiptNumber,
        settled_at: settlement.settledAt,
      })
      .returning('*');
    return parsed(rows[0]);
  }

  async recordEntry(id: string, entryId: string): Promise<void> {
    await this.db('mpesa_payments').where({ id }).update({ entry_id: entryId });
  }

  async recordReceipt(id: string, receiptNumber: string): Promise<void> {
    await this.db('mpesa_payments')
      .where({ id })
      .whereNull('receipt_number')
      .update({ receipt_number: receiptNumber });
  }

  async claimDue(now: Date, limit: number, nextAt: Date): Promise<MpesaPayment[]> {
    // SKIP LOCKED: instances claiming at once take different requests.
    const due = this.db('mpesa_payments')
      .select('id')
      .where('status', 'pending')
      .where('next_query_at', '<=', now)
      .orderBy('next_query_at')
      .limit(limit)
      .forUpdate()
      .skipLocked();
    const rows: unknown[] = await this.db('mpesa_payments')
      .whereIn('id', due)
      .update({ next_query_at: nextAt })
      .returning('*');
    return rows.map(toPayment).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async postpone(id: string, askAt: Date): Promise<void> {
    await this.db('mpesa_payments').where({ id, status: 'pending' }).update({ next_query_at: askAt });
  }
}
