import type { MpesaPayment, UnmatchedPayment } from '../../core/payments/mpesa-payment.js';
import type {
  MpesaPaymentRepository,
  UnmatchedPaymentRepository,
} from '../../core/payments/payments.ports.js';
import { type Tables, clone } from '../memory/in-memory-tables.js';

/** A request as kept: with when it is next asked about while pending. */
interface StoredPayment {
  payment: MpesaPayment;
  askAt: Date;
}

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** By id. */
    mpesaPayments: Map<string, StoredPayment>;
    /** By TransID. */
    unmatchedPayments: Map<string, UnmatchedPayment>;
  }
}

export function inMemoryMpesaPayments(tables: Tables): MpesaPaymentRepository {
  const byCheckout = (checkoutRequestId: string) =>
    [...tables.mpesaPayments.values()].find((s) => s.payment.checkoutRequestId === checkoutRequestId);
  /** A transaction works on copies of the tables over the same rows: a change replaces its row. */
  const replace = (id: string, change: (stored: StoredPayment) => StoredPayment) => {
    const stored = tables.mpesaPayments.get(id);
    if (stored) tables.mpesaPayments.set(id, change(stored));
  };
  return {
    add: (payment, askAt) => {
      if (tables.mpesaPayments.has(payment.id) || byCheckout(payment.checkoutRequestId)) {
        return Promise.reject(new Error(`duplicate key: ${payment.checkoutRequestId}`));
      }
      tables.mpesaPayments.set(payment.id, clone({ payment, askAt }));
      return Promise.resolve();
    },
    // The in-memory store runs one transaction at a time: every receipt is held already.
    holdReceipt: () => Promise.resolve(),
    find: (id) => Promise.resolve(clone(tables.mpesaPayments.get(id)?.payment)),
    findByCheckout: (checkoutRequestId) => Promise.resolve(clone(byCheckout(checkoutRequestId)?.payment)),
    findByReceipt: (receiptNumber) =>
      Promise.resolve(
        clone(
          [...tables.mpesaPayments.values()].find((s) => s.payment.receiptNumber === receiptNumber)?.payment,
        ),
      ),
    findAwaitingReceipt: (userId, amountKes, since) =>
      Promise.resolve(
        clone(
          [...tables.mpesaPayments.values()]
            .map((s) => s.payment)
            .find(
              (p) =>
                p.userId === userId &&
                p.amountKes === amountKes &&
                p.status === 'paid' &&
                p.receiptNumber === null &&
                p.createdAt >= since,
            ),
        ),
      ),
    settle: (checkoutRequestId, settlement) => {
      const stored = byCheckout(checkoutRequestId);
      if (stored?.payment.status !== 'pending') return Promise.resolve(undefined);
      const payment: MpesaPayment = { ...stored.payment, ...settlement };
      tables.mpesaPayments.set(payment.id, clone({ ...stored, payment }));
      return Promise.resolve(clone(payment));
    },
    recordEntry: (id, entryId) => {
      replace(id, (s) => ({ ...s, payment: { ...s.payment, entryId } }));
      return Promise.resolve();
    },
    recordReceipt: (id, receiptNumber) => {
      replace(id, (s) =>
        s.payment.receiptNumber === null ? { ...s, payment: { ...s.payment, receiptNumber } } : s,
      );
      return Promise.resolve();
    },
    claimDue: (now, limit, nextAt) => {
      const due = [...tables.mpesaPayments.values()]
        .filter((s) => s.payment.status === 'pending' && s.askAt <= now)
        .sort((a, b) => a.askAt.getTime() - b.askAt.getTime())
        .slice(0, limit);
      for (const stored of due) replace(stored.payment.id, (s) => ({ ...s, askAt: nextAt }));
      const claimed = due.map((s) => s.payment);
      return Promise.resolve(clone(claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())));
    },
    postpone: (id, askAt) => {
      replace(id, (s) => (s.payment.status === 'pending' ? { ...s, askAt } : s));
      return Promise.resolve();
    },
  };
}

export function inMemoryUnmatchedPayments(tables: Tables): UnmatchedPaymentRepository {
  return {
    add: (payment) => {
      if (tables.unmatchedPayments.has(payment.transId)) return Promise.resolve('duplicate');
      tables.unmatchedPayments.set(payment.transId, clone(payment));
      return Promise.resolve('added');
    },
    find: (transId) => Promise.resolve(clone(tables.unmatchedPayments.get(transId))),
    listWaiting: (limit) =>
      Promise.resolve(
        clone(
          [...tables.unmatchedPayments.values()]
            .filter((p) => p.assignedTo === null)
            .sort(
              (a, b) => b.receivedAt.getTime() - a.receivedAt.getTime() || (a.transId < b.transId ? 1 : -1),
            )
            .slice(0, limit),
        ),
      ),
    assign: (transId, accountId, at) => {
      const payment = tables.unmatchedPayments.get(transId);
      if (payment?.assignedTo !== null) return Promise.resolve(false);
      tables.unmatchedPayments.set(transId, { ...payment, assignedTo: accountId, assignedAt: at });
      return Promise.resolve(true);
    },
  };
}
