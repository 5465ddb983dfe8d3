import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPublicUser } from '../../../core/accounts/user.mother.js';
import { server } from '../../msw-server.js';
import { renderSite } from '../../render.js';

const ENTRY_ID = '3f0c2a7e-8d1b-4c6e-9f2a-5b7d1e0c4a98';

afterEach(() => vi.restoreAllMocks());

const signedIn = () =>
  server.use(
    http.get('/api/session', () => HttpResponse.json({ user: aPublicUser({ accountId: 'KX100042' }) })),
  );

/** The API's receipt of an M-Pesa payment of $27.00 (KES 3,483) by an account of the destination. */
const receiptOf = (destination: 'kenya' | 'south-sudan') =>
  http.get(`/api/account/receipts/${ENTRY_ID}`, () =>
    HttpResponse.json({
      entry: {
        id: ENTRY_ID,
        kind: 'payment',
        amountCents: 2700,
        description: 'M-Pesa payment',
        method: 'mpesa',
        reference: 'OFFAB12CD3',
        subject: null,
        reverses: null,
        reversedBy: null,
        reason: null,
        shillings: { kes: 3483, kesPerUsd: 129, rateDate: '2026-11-01' },
        postedAt: '2026-11-26T09:30:00.000Z',
      },
      accountId: 'KX100042',
      customerName: 'Amina Yusuf',
      balanceAfterCents: 0,
      brandName: 'Kango Express',
      destination,
    }),
  );

describe('/account/receipts/:entryId', () => {
  it('shows its owner the receipt: brand, dollars and shillings, rate, method, number, balance after; and prints', async () => {
    signedIn();
    server.use(receiptOf('kenya'));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderSite(`/account/receipts/${ENTRY_ID}`);
    const receipt = await screen.findByRole('article', { name: 'Payment receipt' });
    expect(receipt).toHaveTextContent('Kango Express');
    expect(receipt).toHaveTextContent('Receipt numberOFFAB12CD3');
    expect(receipt).toHaveTextContent('Amount in dollars$27.00');
    expect(receipt).toHaveTextContent('Amount in shillingsKES 3,483');
    expect(receipt).toHaveTextContent('Rate$1 = KES 129, rate of 1 November 2026');
    expect(receipt).toHaveTextContent('MethodM-Pesa');
    expect(receipt).toHaveTextContent('Received fromAmina Yusuf (KX100042)');
    expect(receipt).toHaveTextContent('Balance after this paymentNothing due');
    expect(receipt).toHaveTextContent('26 November 2026, 12:30 PM (Nairobi)');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('tells a South Sudan account the dollars alone', async () => {
    signedIn();
    server.use(receiptOf('south-sudan'));
    renderSite(`/account/receipts/${ENTRY_ID}`);
    const receipt = await screen.findByRole('article', { name: 'Payment receipt' });
    expect(receipt).toHaveTextContent('Amount in dollars$27.00');
    expect(receipt).toHaveTextContent('MethodM-Pesa');
    expect(receipt).not.toHaveTextContent(/KES|shillings/);
  });

  it('tells anyone else it does not exist', async () => {
    signedIn();
    server.use(
      http.get(`/api/account/receipts/${ENTRY_ID}`, () =>
        HttpResponse.json({ message: 'No ledger entry has this id.' }, { status: 404 }),
      ),
    );
    renderSite(`/account/receipts/${ENTRY_ID}`);
    expect(await screen.findByRole('heading', { name: 'Receipt not found', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
