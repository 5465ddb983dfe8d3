import { describe, expect, it } from 'vitest';
import { anUnmatchedPayment } from '../core/payments/mpesa-payment.mother.js';
import { type OpenStorage, later, useStorage } from './storage-under-test.js';

/** Money that came in for no account we could credit: the same behaviour on every adapter. */
export function unmatchedPaymentsContract(name: string, open: OpenStorage): void {
  describe(`unmatched M-Pesa payments: ${name}`, () => {
    const storage = useStorage(open);

    it('keeps a payment once per TransID, and what was kept first', async () => {
      const payment = anUnmatchedPayment({ amountKes: 1290.5, payerName: 'Wanjiru Kamau' });
      expect(await storage.reads.unmatchedPayments.add(payment)).toBe('added');
      expect(await storage.reads.unmatchedPayments.add({ ...payment, amountKes: 1 })).toBe('duplicate');
      expect(await storage.reads.unmatchedPayments.find(payment.transId)).toEqual(payment);
      expect(await storage.reads.unmatchedPayments.find('NOSUCH1234')).toBeUndefined();
    });

    it('lists those waiting, newest first, and assigns each once', async () => {
      const [older, newer, other] = [
        anUnmatchedPayment({ receivedAt: later(0) }),
        anUnmatchedPayment({ receivedAt: later(1_000) }),
        anUnmatchedPayment({ receivedAt: later(2_000) }),
      ];
      for (const payment of [older, newer, other]) await storage.reads.unmatchedPayments.add(payment);
      expect((await storage.reads.unmatchedPayments.listWaiting(10)).map((p) => p.transId)).toEqual([
        other.transId,
        newer.transId,
        older.transId,
      ]);
      expect((await storage.reads.unmatchedPayments.listWaiting(1)).map((p) => p.transId)).toEqual([
        other.transId,
      ]);

      const at = later(5_000);
      const assigned = await Promise.all(
        ['KX100001', 'KX100002'].map((accountId) =>
          storage.unitOfWork.run(({ unmatchedPayments }) =>
            unmatchedPayments.assign(newer.transId, accountId, at),
          ),
        ),
      );
      expect(assigned.filter(Boolean)).toHaveLength(1);
      const kept = await storage.reads.unmatchedPayments.find(newer.transId);
      expect(kept?.assignedAt).toEqual(at);
      expect(['KX100001', 'KX100002']).toContain(kept?.assignedTo);
      expect(await storage.reads.unmatchedPayments.assign('NOSUCH1234', 'KX100001', at)).toBe(false);
      expect((await storage.reads.unmatchedPayments.listWaiting(10)).map((p) => p.transId)).toEqual([
        other.transId,
        older.transId,
      ]);
    });
  });
}
