import { describe, expect, it } from 'vitest';
import { aUser } from '../core/accounts/user.mother.js';
import { aPayment, aReversalOf, anEntry } from '../core/ledger/ledger-entry.mother.js';
import type { LedgerEntry } from '../../core/ledger/ledger-entry.js';
import { type OpenStorage, later, useStorage } from './storage-under-test.js';

/** A read's answer by account, then by key, as plain objects to compare. */
const owedByAccount = (found: Map<string, Map<string, number>>) =>
  Object.fromEntries([...found].map(([userId, owed]) => [userId, Object.fromEntries(owed)]));

/** The ledger: the same behaviour on every adapter. */
export function ledgerContract(name: string, open: OpenStorage): void {
  describe(`ledger: ${name}`, () => {
    const storage = useStorage(open);
    const amina = aUser({ firstName: 'Amina' });
    const baraka = aUser({ firstName: 'Baraka' });
    const withOwners = async () => {
      for (const owner of [amina, baraka]) {
        await storage.unitOfWork.run(({ users }) => users.addIfEmailFree(owner));
      }
    };
    const post = (entry: LedgerEntry) => storage.unitOfWork.run(({ ledger }) => ledger.post(entry));
    /** A source of a kind the ledger knows nothing of, as an area would declare one. */
    const charged = (id: string) => ({ kind: 'order-charge', id });

    it('posts an entry once per source (kind, id), and keeps what was posted first', async () => {
      await withOwners();
      const charge = anEntry({ userId: amina.id, amountCents: 2700, source: charged('KP1') });
      expect(await post(charge)).toBe('posted');
      const replay = anEntry({ userId: amina.id, amountCents: 9999, source: charged('KP1') });
      expect(await post(replay)).toBe('duplicate');
      expect(await storage.reads.ledger.findBySource(charged('KP1'))).toMatchObject({
        id: charge.id,
        amountCents: 2700,
        reversedBy: null,
      });
      expect(await storage.reads.ledger.balanceOf(amina.id)).toBe(2700);
    });

    it('tells sources apart by kind and id together: the same id of another kind is another source', async () => {
      await withOwners();
      const charge = anEntry({ userId: amina.id, amountCents: 2700, source: charged('KP1') });
      const fee = anEntry({ userId: amina.id, amountCents: 50, source: { kind: 'order-fee', id: 'KP1' } });
      expect(await post(charge)).toBe('posted');
      expect(await post(fee)).toBe('posted');
      expect((await storage.reads.ledger.findBySource({ kind: 'order-fee', id: 'KP1' }))?.id).toBe(fee.id);
      expect((await storage.reads.ledger.findBySource(charged('KP1')))?.source).toEqual(charged('KP1'));
      expect(await storage.reads.ledger.findBySource(charged('KP2'))).toBeUndefined();
      expect(await storage.reads.ledger.balanceOf(amina.id)).toBe(2750);
    });

    it('keeps the balance exact: charges add, payments and credits take away, reversals undo', async () => {
      await withOwners();
      const charge = anEntry({ userId: amina.id, amountCents: 3945 });
      const payment = aPayment(amina.id, 1001);
      const credit = anEntry({ userId: amina.id, kind: 'credit', amountCents: 500 });
      for (const entry of [charge, payment, credit]) await post(entry);
      await post(anEntry({ userId: baraka.id, amountCents: 100 }));
      expect(await storage.reads.ledger.balanceOf(amina.id)).toBe(3945 - 1001 - 500);
      await post(aReversalOf(payment));
      expect(await storage.reads.ledger.balanceOf(amina.id)).toBe(3945 - 500);
      await post(aReversalOf(charge));
      expect(await storage.reads.ledger.balanceOf(amina.id)).toBe(-500);
      expect(await storage.reads.ledger.balanceOf(baraka.id)).toBe(100);
    });

    it('reverses an entry once, and only one of the same account', async () => {
      await withOwners();
      const charge = anEntry({ userId: amina.id });
      await post(charge);
      const first = aReversalOf(charge);
      expect(await post(first)).toBe('posted');
      expect(await post(aReversalOf(charge))).toBe('duplicate');
      expect((await storage.reads.ledger.find(charge.id))?.reversedBy).toBe(first.id);
      await expect(post(aReversalOf(charge, { userId: baraka.id }))).rejects.toThrow();
      await expect(post(aReversalOf(first))).rejects.toThrow();
      expect(await storage.reads.ledger.balanceOf(amina.id)).toBe(0);
    });

    it('lists an account’s entries newest first, a page at a time, with what they carry', async () => {
      await withOwners();
      const entries = Array.from({ length: 5 }, (_, i) =>
        anEntry({ userId: amina.id, amountCents: 100 + i, postedAt: later(i * 1000) }),
      );
      for (const entry of entries) await post(entry);
      const paid = aPayment(amina.id, 250, {
        reference: 'QKT1ABC2DE',
        shillings: { kes: 323, kesPerUsd: 129, rateDate: '2026-11-01' },
        postedAt: later(9000),
      });
      await post(paid);
      const first = await storage.reads.ledger.listFor(amina.id, { limit: 3 });
      expect(first.map((e) => e.id)).toEqual([paid.id, entries[4]?.id, entries[3]?.id]);
      expect(first[0]).toMatchObject({ ...paid, reversedBy: null });
      const before = first.at(-1)?.sequence;
      const rest = await storage.reads.ledger.listFor(amina.id, { limit: 10, ...(before && { before }) });
      expect(rest.map((e) => e.id)).toEqual([entries[2]?.id, entries[1]?.id, entries[0]?.id]);
      expect(await storage.reads.ledger.listFor(baraka.id, { limit: 10 })).toEqual([]);
    });

    it('folds a reversed entry into its reversal when asked: the statement lists the reversal alone', async () => {
      await withOwners();
      const kept = anEntry({ userId: amina.id, amountCents: 500, postedAt: later(0) });
      const undone = anEntry({ userId: amina.id, amountCents: 700, postedAt: later(1000) });
      await post(kept);
      await post(undone);
      const reversal = aReversalOf(undone, { postedAt: later(2000) });
      await post(reversal);
      const folded = await storage.reads.ledger.listFor(amina.id, { limit: 2, foldReversed: true });
      expect(folded.map((e) => e.id)).toEqual([reversal.id, kept.id]);
      const all = await storage.reads.ledger.listFor(amina.id, { limit: 10 });
      expect(all.map((e) => e.id)).toEqual([reversal.id, undone.id, kept.id]);
    });

    it('pays the oldest charges first: what is owed of each charge', async () => {
      await withOwners();
      const first = anEntry({ userId: amina.id, amountCents: 2700, source: charged('KP1') });
      const second = anEntry({ userId: amina.id, amountCents: 150, source: charged('KP2') });
      await post(first);
      await post(second);
      const { ledger } = storage.reads;
      expect(await ledger.unpaidOf(amina.id, charged('KP1'))).toBe(2700);
      await post(aPayment(amina.id, 2000));
      expect(await ledger.unpaidOf(amina.id, charged('KP1'))).toBe(700);
      expect(await ledger.unpaidOf(amina.id, charged('KP2'))).toBe(150);
      await post(anEntry({ userId: amina.id, kind: 'credit', amountCents: 750 }));
      expect(await ledger.unpaidOf(amina.id, charged('KP1'))).toBe(0);
      expect(await ledger.unpaidOf(amina.id, charged('KP2'))).toBe(100);
      await post(aReversalOf(first));
      expect(await ledger.unpaidOf(amina.id, charged('KP1'))).toBe(0);
      expect(await ledger.unpaidOf(amina.id, charged('KP2'))).toBe(0);
      expect(await ledger.unpaidOf(amina.id, charged('KP9'))).toBeUndefined();
      expect(await ledger.unpaidOf(baraka.id, charged('KP2'))).toBeUndefined();
    });

    it('tells what is owed of many charges at once, only the account’s own', async () => {
      await withOwners();
      const first = anEntry({ userId: amina.id, amountCents: 2700, source: charged('KP1') });
      const second = anEntry({ userId: amina.id, amountCents: 1500, source: charged('KP2') });
      const reversed = anEntry({ userId: amina.id, amountCents: 900, source: charged('KP3') });
      for (const entry of [first, second, reversed, aPayment(amina.id, 3000), aReversalOf(reversed)]) {
        await post(entry);
      }
      await post(anEntry({ userId: baraka.id, amountCents: 100, source: charged('KP4') }));
      await post(anEntry({ userId: amina.id, amountCents: 800, source: { kind: 'order-fee', id: 'KP2' } }));
      const keys = ['KP1', 'KP2', 'KP3', 'KP4', 'KP9'];
      const unpaid = await storage.reads.ledger.unpaidOfCharges('order-charge', [{ userId: amina.id, keys }]);
      expect(owedByAccount(unpaid)).toEqual({ [amina.id]: { KP1: 0, KP2: 1200, KP3: 0 } });
      const none = await storage.reads.ledger.unpaidOfCharges('order-charge', [
        { userId: amina.id, keys: [] },
      ]);
      expect(none).toEqual(new Map());
    });

    it('sums what is owed of every charge naming each subject, only the account’s own and standing ones', async () => {
      await withOwners();
      const charge = (kind: string, id: string, subject: string, amountCents: number, userId = amina.id) =>
        anEntry({ userId, amountCents, source: { kind, id }, subject });
      const day1 = charge('order-fee', 'KP1:2026-12-01', 'KP1', 50);
      for (const entry of [
        charge('order-charge', 'KP1', 'KP1', 2700),
        day1,
        charge('order-fee', 'KP1:2026-12-02', 'KP1', 50),
        charge('order-cover', 'KP1', 'KP1', 300),
        charge('order-charge', 'KP2', 'KP2', 1500),
        aPayment(amina.id, 2000),
        aReversalOf(day1),
      ])
        await post(entry);
      await post(charge('order-charge', 'KP3', 'KP3', 100, baraka.id));
      // $20 pays the oldest first: $7 of KP1's first charge, its second day and its cover, and all of KP2, stay owed.
      const keys = ['KP1', 'KP2', 'KP3', 'KP9'];
      const unpaid = await storage.reads.ledger.unpaidBySubject([{ userId: amina.id, keys }]);
      expect(owedByAccount(unpaid)).toEqual({ [amina.id]: { KP1: 700 + 50 + 300, KP2: 1500 } });
      expect(await storage.reads.ledger.unpaidBySubject([])).toEqual(new Map());
    });

    it('answers both reads for many accounts at once, each its own, as one account at a time would', async () => {
      await withOwners();
      const chima = aUser({ firstName: 'Chima' });
      await storage.unitOfWork.run(({ users }) => users.addIfEmailFree(chima));
      const charge = (
        userId: string,
        kind: string,
        id: string,
        subject: string | null,
        amountCents: number,
      ) => anEntry({ userId, amountCents, source: { kind, id }, subject });
      for (const entry of [
        charge(amina.id, 'order-charge', 'KP1', 'KP1', 2700),
        charge(amina.id, 'box-charge', 'KS1', null, 4000),
        charge(amina.id, 'order-fee', 'KS1:duty', 'KS1', 900),
        aPayment(amina.id, 3000),
        charge(baraka.id, 'order-charge', 'KP2', 'KP2', 1500),
        charge(baraka.id, 'box-charge', 'KS2', null, 500),
        // Chima's charge names Amina's parcel: only Chima's ask finds it.
        charge(chima.id, 'order-fee', 'KP1:chima', 'KP1', 100),
      ])
        await post(entry);
      const { ledger } = storage.reads;
      // Amina's $30 pays her oldest first: all of KP1, $3 of the box's shipping.
      const asks = [
        { userId: amina.id, keys: ['KP1', 'KS1', 'KS2'] },
        { userId: baraka.id, keys: ['KP2', 'KS2', 'KP1'] },
        { userId: chima.id, keys: [] },
      ];
      const bySubject = owedByAccount(await ledger.unpaidBySubject(asks));
      expect(bySubject).toEqual({ [amina.id]: { KP1: 0, KS1: 900 }, [baraka.id]: { KP2: 1500 } });
      const boxes = owedByAccount(await ledger.unpaidOfCharges('box-charge', asks));
      expect(boxes).toEqual({ [amina.id]: { KS1: 3700 }, [baraka.id]: { KS2: 500 } });
      // The same answers one account at a time, and for an account asked twice.
      for (const ask of asks.slice(0, 2)) {
        expect(owedByAccount(await ledger.unpaidBySubject([ask, ask]))).toEqual({
          [ask.userId]: bySubject[ask.userId],
        });
        expect(owedByAccount(await ledger.unpaidOfCharges('box-charge', [ask]))).toEqual({
          [ask.userId]: boxes[ask.userId],
        });
      }
    });

    it('tells the balance right after each entry, whatever was posted later', async () => {
      await withOwners();
      const charge = anEntry({ userId: amina.id, amountCents: 2700 });
      const payment = aPayment(amina.id, 1000);
      const credit = anEntry({ userId: amina.id, kind: 'credit', amountCents: 2000 });
      for (const entry of [charge, payment, anEntry({ userId: baraka.id, amountCents: 50 }), credit]) {
        await post(entry);
      }
      await post(aReversalOf(payment));
      const { ledger } = storage.reads;
      expect(await ledger.balanceAfter(charge.id)).toBe(2700);
      expect(await ledger.balanceAfter(payment.id)).toBe(1700);
      expect(await ledger.balanceAfter(credit.id)).toBe(-300);
      expect(await ledger.balanceOf(amina.id)).toBe(700);
      expect(await ledger.balanceAfter(crypto.randomUUID())).toBeUndefined();
    });

    it('finds the account’s first charge naming a subject that stands', async () => {
      await withOwners();
      const { ledger } = storage.reads;
      expect(await ledger.firstChargeWithSubject(amina.id)).toBeUndefined();
      const namingNothing = anEntry({ userId: amina.id, amountCents: 100 });
      const first = anEntry({ userId: amina.id, subject: 'KP1', source: charged('KP1') });
      const second = anEntry({ userId: amina.id, subject: 'KP2', source: charged('KP2') });
      for (const entry of [namingNothing, first, second]) await post(entry);
      expect(await ledger.firstChargeWithSubject(amina.id)).toMatchObject({ id: first.id, subject: 'KP1' });
      await post(aReversalOf(first));
      expect((await ledger.firstChargeWithSubject(amina.id))?.id).toBe(second.id);
      expect(await ledger.firstChargeWithSubject(baraka.id)).toBeUndefined();
    });

    it('sums what an account’s owner paid in: payments that stand, not credits or charges', async () => {
      await withOwners();
      const { ledger } = storage.reads;
      expect(await ledger.paidInBy(amina.id)).toBe(0);
      const bounced = aPayment(amina.id, 700);
      for (const entry of [
        anEntry({ userId: amina.id, amountCents: 2700 }),
        aPayment(amina.id, 1001),
        bounced,
        anEntry({ userId: amina.id, kind: 'credit', amountCents: 500 }),
        aPayment(baraka.id, 9000),
      ]) {
        await post(entry);
      }
      await post(aReversalOf(bounced));
      expect(await ledger.paidInBy(amina.id)).toBe(1001);
      expect(await ledger.paidInBy(baraka.id)).toBe(9000);
    });

    it('lists every account’s payments in a time window, newest first', async () => {
      await withOwners();
      const early = aPayment(amina.id, 100, { postedAt: later(0) });
      const inside = aPayment(baraka.id, 200, { postedAt: later(60_000) });
      const last = aPayment(amina.id, 300, { postedAt: later(120_000) });
      for (const entry of [early, inside, last, anEntry({ userId: amina.id, postedAt: later(60_000) })]) {
        await post(entry);
      }
      const found = await storage.reads.ledger.paymentsBetween(later(1), later(120_001));
      expect(found.map((e) => e.id)).toEqual([last.id, inside.id]);
      // Any day staff may ask for, the year 0 too.
      const yearZero = await storage.reads.ledger.paymentsBetween(
        new Date('-000001-12-31T21:00:00.000Z'),
        new Date('0000-01-01T21:00:00.000Z'),
      );
      expect(yearZero).toEqual([]);
    });

    it('posts nothing when its transaction fails', async () => {
      await withOwners();
      const charge = anEntry({ userId: amina.id });
      await expect(
        storage.unitOfWork.run(async ({ ledger }) => {
          await ledger.post(charge);
          throw new Error('the work after it failed');
        }),
      ).rejects.toThrow();
      expect(await storage.reads.ledger.find(charge.id)).toBeUndefined();
      expect(await post(charge)).toBe('posted');
    });
  });
}
