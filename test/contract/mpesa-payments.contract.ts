import { describe, expect, it } from 'vitest';
import type { PaymentFailure } from '../../core/payments/mpesa-results.js';
import type { Settlement } from '../../core/payments/payments.ports.js';
import { aUser } from '../core/accounts/user.mother.js';
import { anEntry } from '../core/ledger/ledger-entry.mother.js';
import { aReceiptNumber, anMpesaPayment, anUnmatchedPayment } from '../core/payments/mpesa-payment.mother.js';
import { type OpenStorage, NOW, later, useStorage } from './storage-under-test.js';

/** The STK pushes we sent: the same behaviour on every adapter. */
export function mpesaPaymentsContract(name: string, open: OpenStorage): void {
  describe(`M-Pesa payments: ${name}`, () => {
    const storage = useStorage(open);
    const owner = aUser();
    const withOwner = () => storage.unitOfWork.run(({ users }) => users.addIfEmailFree(owner));
    const aPayment = (
      overrides: Parameters<typeof anMpesaPayment>[0] extends infer P ? Partial<P> : never = {},
    ) => anMpesaPayment({ userId: owner.id, accountId: owner.accountId, createdAt: NOW, ...overrides });
    const ended = (receiptNumber: string | null) => ({
      providerCode: '0',
      providerDescription: 'The service request is processed successfully.',
      receiptNumber,
      settledAt: later(5_000),
    });
    const paid = (receiptNumber: string | null): Settlement => ({
      ...ended(receiptNumber),
      status: 'paid',
      failure: null,
    });
    const cancelled: Settlement = {
      ...ended(null),
      status: 'cancelled',
      failure: null,
      providerCode: '1032',
    };
    const failedFor = (failure: PaymentFailure): Settlement => ({
      ...ended(null),
      status: 'failed',
      failure,
      providerDescription: `failed: ${failure}`,
    });

    it('keeps a request and finds it by its id and by its CheckoutRequestID, once per CheckoutRequestID', async () => {
      await withOwner();
      const payment = aPayment();
      await storage.reads.mpesaPayments.add(payment, later(60_000));
      expect(await storage.reads.mpesaPayments.find(payment.id)).toEqual(payment);
      expect(await storage.reads.mpesaPayments.findByCheckout(payment.checkoutRequestId)).toEqual(payment);
      expect(await storage.reads.mpesaPayments.find(crypto.randomUUID())).toBeUndefined();
      await expect(
        storage.reads.mpesaPayments.add(aPayment({ checkoutRequestId: payment.checkoutRequestId }), NOW),
      ).rejects.toThrow();
    });

    it('settles a pending request once: the first settlement stands', async () => {
      await withOwner();
      const payment = aPayment();
      await storage.reads.mpesaPayments.add(payment, later(60_000));
      const receipt = aReceiptNumber();
      const settled = await storage.unitOfWork.run(({ mpesaPayments }) =>
        mpesaPayments.settle(payment.checkoutRequestId, paid(receipt)),
      );
      expect(settled).toEqual({ ...payment, ...paid(receipt) });
      expect(await storage.reads.mpesaPayments.settle(payment.checkoutRequestId, cancelled)).toBeUndefined();
      expect(await storage.reads.mpesaPayments.settle('ws_CO_unknown', cancelled)).toBeUndefined();
      expect(await storage.reads.mpesaPayments.find(payment.id)).toMatchObject({
        status: 'paid',
        receiptNumber: receipt,
      });
    });

    it('of two settlements at once, lets exactly one decide', async () => {
      await withOwner();
      const payment = aPayment();
      await storage.reads.mpesaPayments.add(payment, NOW);
      const outcomes = await Promise.all(
        [paid(null), cancelled, failedFor('expired')].map((settlement) =>
          storage.unitOfWork.run(({ mpesaPayments }) =>
            mpesaPayments.settle(payment.checkoutRequestId, settlement),
          ),
        ),
      );
      const decided = outcomes.filter((outcome) => outcome !== undefined);
      expect(decided).toHaveLength(1);
      expect((await storage.reads.mpesaPayments.find(payment.id))?.status).toBe(decided[0]?.status);
    });

    it('records the entry a paid request posted, and a receipt only where none was known', async () => {
      await withOwner();
      const payment = aPayment();
      await storage.reads.mpesaPayments.add(payment, NOW);
      await storage.reads.mpesaPayments.settle(payment.checkoutRequestId, paid(null));
      const entry = anEntry({ userId: owner.id, kind: 'payment', method: 'mpesa', amountCents: 2700 });
      await storage.unitOfWork.run(async ({ ledger, mpesaPayments }) => {
        await ledger.post(entry);
        await mpesaPayments.recordEntry(payment.id, entry.id);
      });
      const first = aReceiptNumber();
      await storage.reads.mpesaPayments.recordReceipt(payment.id, first);
      await storage.reads.mpesaPayments.recordReceipt(payment.id, aReceiptNumber());
      expect(await storage.reads.mpesaPayments.find(payment.id)).toMatchObject({
        entryId: entry.id,
        receiptNumber: first,
      });
      expect(await storage.reads.mpesaPayments.findByReceipt(first)).toMatchObject({ id: payment.id });
      expect(await storage.reads.mpesaPayments.findByReceipt(aReceiptNumber())).toBeUndefined();
    });

    it('lets transactions holding one receipt take turns, each reading what the one before wrote', async () => {
      const receipt = aReceiptNumber();
      // Each keeps a payment only when none is kept yet: without turns, several would read none at once.
      const keepFirst = (n: number) =>
        storage.unitOfWork.run(async ({ mpesaPayments, unmatchedPayments }) => {
          await mpesaPayments.holdReceipt(receipt.toLowerCase());
          if ((await unmatchedPayments.listWaiting(10)).length > 0) return false;
          const transId = `${receipt}${String(n)}`;
          if (await unmatchedPayments.find(transId)) return false;
          await unmatchedPayments.add(anUnmatchedPayment({ transId }));
          return true;
        });
      const four = [1, 2, 3, 4];
      // Four connections open first, so that the four transactions run at once.
      await Promise.all(
        four.map(() => storage.unitOfWork.run(({ unmatchedPayments }) => unmatchedPayments.listWaiting(1))),
      );
      const kept = await Promise.all(four.map(keepFirst));
      expect(kept.filter(Boolean)).toHaveLength(1);
      expect(await storage.reads.unmatchedPayments.listWaiting(10)).toHaveLength(1);
    });

    it('hands out pending requests due to be asked about, the longest due first, each due again later', async () => {
      await withOwner();
      const [early, late, notYet, settled] = [
        aPayment({ createdAt: later(0) }),
        aPayment({ createdAt: later(1_000) }),
        aPayment({ createdAt: later(2_000) }),
        aPayment({ createdAt: later(0) }),
      ];
      const { mpesaPayments } = storage.reads;
      await mpesaPayments.add(late, later(61_000));
      await mpesaPayments.add(early, later(60_000));
      await mpesaPayments.add(notYet, later(62_000));
      await mpesaPayments.add(settled, later(60_000));
      await mpesaPayments.settle(settled.checkoutRequestId, failedFor('unreachable'));

      const at = later(61_500);
      expect((await mpesaPayments.claimDue(at, 1, later(121_500))).map((p) => p.id)).toEqual([early.id]);
      expect((await mpesaPayments.claimDue(at, 10, later(121_500))).map((p) => p.id)).toEqual([late.id]);
      expect(await mpesaPayments.claimDue(at, 10, later(121_500))).toEqual([]);
      const again = await mpesaPayments.claimDue(later(121_500), 10, later(181_500));
      expect(again.map((p) => p.id)).toEqual([early.id, late.id, notYet.id]);

      await mpesaPayments.postpone(early.id, later(600_000));
      expect((await mpesaPayments.claimDue(later(181_500), 10, later(241_500))).map((p) => p.id)).toEqual([
        late.id,
        notYet.id,
      ]);
    });

    it('never hands one request to two rounds asking at once', async () => {
      await withOwner();
      for (let i = 0; i < 6; i++) await storage.reads.mpesaPayments.add(aPayment(), NOW);
      const rounds = await Promise.all(
        [0, 1, 2].map(() =>
          storage.unitOfWork.run(({ mpesaPayments }) => mpesaPayments.claimDue(later(1), 2, later(60_000))),
        ),
      );
      const ids = rounds.flat().map((p) => p.id);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
    });
  });
}
