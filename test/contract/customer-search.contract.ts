import { describe, expect, it } from 'vitest';
import { customerQueryOf } from '../../core/staff/search-query.js';
import { aUser } from '../core/accounts/user.mother.js';
import { loadCustomers } from '../support/stores.js';
import { NOW, type OpenStorage, useStorage } from './storage-under-test.js';

/** The staff's search over site accounts and imported customers, the same on every adapter. */
export function customerSearchContract(name: string, open: OpenStorage): void {
  describe(`customer search: ${name}`, () => {
    const storage = useStorage(open);

    async function people() {
      const account = aUser({
        accountId: 'KX300002',
        firstName: 'José',
        lastName: 'Ñúñez Otieno',
        email: 'Jose.Nunez@Example.com',
        phoneNumber: '0712 345 678',
      });
      const other = aUser({
        accountId: 'KX300004',
        firstName: 'Mary',
        lastName: 'Wanjiku',
        phoneNumber: '+254733000111',
      });
      await storage.unitOfWork.run(async ({ users, customers }) => {
        await users.addIfEmailFree(account);
        await users.addIfEmailFree(other);
        await loadCustomers(customers, [
          {
            firstName: 'Otieno',
            lastName: 'Odhiambo',
            accountId: 'KX300001',
            phoneNumber: '254 712 999 000',
          },
          { firstName: 'Achieng', lastName: 'Otieno', accountId: 'KX300003', phoneNumber: null },
        ]);
      });
      return { account, other };
    }
    const found = async (typed: string, after: string | null = null, limit = 10) =>
      (await storage.reads.customerSearch.search(customerQueryOf(typed), after, limit)).map(
        (h) => h.accountId,
      );

    it('finds by any part of a name, in any case and without accents, both kinds in account ID order', async () => {
      await people();
      expect(await found('OTIEN')).toEqual(['KX300001', 'KX300002', 'KX300003']);
      expect(await found('nunez')).toEqual(['KX300002']);
      expect(await found('josé ñú')).toEqual(['KX300002']);
      expect(await found('50%')).toEqual([]);
    });

    it('pages by the cursor: the account IDs after it', async () => {
      await people();
      expect(await found('otieno', null, 2)).toEqual(['KX300001', 'KX300002']);
      expect(await found('otieno', 'KX300002', 2)).toEqual(['KX300003']);
    });

    it('finds a phone in another writing than stored, an e-mail in any case and an account ID', async () => {
      const { account } = await people();
      expect(await found('+254 712 345 678')).toEqual(['KX300002']);
      expect(await found('254712345678')).toEqual(['KX300002']);
      expect(await found('0712999000')).toEqual(['KX300001']);
      expect(await found('jose.nunez@example.com')).toEqual(['KX300002']);
      expect(await found('kx300003')).toEqual(['KX300003']);
      const [hit] = await storage.reads.customerSearch.search(customerQueryOf('KX300002'), null, 1);
      expect(hit).toEqual({
        accountId: 'KX300002',
        firstName: 'José',
        lastName: 'Ñúñez Otieno',
        email: account.email,
        phoneNumber: '0712 345 678',
        source: 'site-account',
      });
      const [imported] = await storage.reads.customerSearch.search(customerQueryOf('KX300003'), null, 1);
      expect(imported).toMatchObject({ email: null, phoneNumber: null, source: 'imported' });
    });

    it('keeps staff notes on a customer, newest first, each as written', async () => {
      const note = (n: number, accountId: string) => ({
        id: `00000000-0000-4000-8000-00000000020${String(n)}`,
        accountId,
        text: `Called about parcel ${String(n)}.\nWill call back.`,
        staffUserId: '00000000-0000-4000-8000-000000000300',
        staffEmail: 'desk@kango.test',
        at: new Date(NOW.getTime() + n * 1000),
      });
      for (const [n, id] of [
        [1, 'KX300002'],
        [2, 'KX300001'],
        [3, 'KX300002'],
      ] as const)
        await storage.unitOfWork.run(({ staffNotes }) => staffNotes.add(note(n, id)));
      expect(await storage.reads.staffNotes.listFor('KX300002')).toEqual([
        note(3, 'KX300002'),
        note(1, 'KX300002'),
      ]);
      expect(await storage.reads.staffNotes.listFor('KX399999')).toEqual([]);
    });

    it('lists the mail queued to an address, newest first, in any case', async () => {
      const mail = (to: string, subject: string) => ({ to, subject, text: 'Hello', html: '<p>Hello</p>' });
      await storage.unitOfWork.run(async ({ outbox }) => {
        await outbox.enqueue(mail('amina@example.com', 'First'), NOW);
        await outbox.enqueue(mail('other@example.com', 'Not hers'), NOW);
        await outbox.enqueue(mail('Amina@Example.com', 'Second'), NOW);
      });
      const notices = await storage.reads.customerNotices.sentTo('AMINA@example.com', 10);
      expect(notices.map((n) => [n.subject, n.state, n.sentAt])).toEqual([
        ['Second', 'pending', null],
        ['First', 'pending', null],
      ]);
      expect(await storage.reads.customerNotices.sentTo('amina@example.com', 1)).toHaveLength(1);
    });
  });
}
